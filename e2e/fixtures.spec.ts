import { expect, expectAccessible, signedInUid, test } from './support/fixtures';

// The fixtures other browser tests rely on: a console error on any visitor fails its test.
// `test.fail()` turns the expected failure into a pass, and a missed one into a failure.
for (const who of ['page', 'secondPage', 'newVisitor'] as const) {
  test(`a console error on ${who} fails the test`, async ({ page, secondPage, newVisitor }) => {
    test.fail();
    const visitor = who === 'page' ? page : who === 'secondPage' ? secondPage : await newVisitor();
    await visitor.goto('/spy/');
    await visitor.evaluate(() => console.error('an error the fixture must catch'));
    await expect(visitor.locator('h1')).toBeVisible();
  });
}

test('every visitor of a test gets the namespace of that test', async ({ page, secondPage, ns }) => {
  for (const visitor of [page, secondPage]) {
    await visitor.goto('/spy/');
    expect(await visitor.evaluate(() => localStorage.getItem('portalen:ns'))).toBe(ns);
  }
});

test('the accessibility scan fails on a serious violation and passes once it is gone', async ({ page }) => {
  await page.goto('/spy/');
  await expect(page.locator('h1')).toBeVisible();
  // Once React has taken the page over: a node added before would be a hydration mismatch.
  await signedInUid(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'nameless';
    document.querySelector('main')?.append(button);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/button-name \(critical\).*#nameless/);
  await page.evaluate(() => document.getElementById('nameless')?.remove());
  await expectAccessible(page);
});
