import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { makeSiteAdmin } from './support/household';

test('/secretSanta: four visitors sign up, the admin draws one loop, every code shows only its own assignment', async ({ newVisitor, page, db }) => {
  test.setTimeout(120_000);
  const names = ['Anne', 'Bjørn', 'Cecilie', 'Dag'];
  const visitors = await Promise.all(names.map(async (name) => ({ page: await newVisitor({ name }) })));
  const codes: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const p = visitors[i].page;
    await p.goto('/secretSanta/');
    await p.getByLabel('Navnet ditt').fill(name);
    await p.getByRole('button', { name: 'Meld meg på' }).click();
    const code = (await p.getByTestId('own-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{5} [A-Z2-9]{5}$/);
    codes[name] = code;
  }
  const first = visitors[0].page;
  await expect(first.getByRole('listitem').filter({ hasText: 'Dag' })).toBeVisible();
  // Signed up already: a reload shows the code and the lookup, not the form.
  await first.reload();
  await expect(first.getByTestId('own-code')).toHaveText(codes.Anne, { timeout: 20_000 });
  await expect(first.getByLabel('Navnet ditt')).toHaveCount(0);

  // Before the draw.
  await first.getByLabel('Kode').fill(codes.Anne.toLowerCase());
  await first.getByRole('button', { name: 'Vis' }).click();
  await expect(first.getByTestId('assignment')).toHaveText('Du har ikke blitt tildelt person enda.');
  await expectAccessible(first);
  await screenshot(first, 'santa-signed-up');

  // The admin draws.
  await page.goto('/admin/');
  await makeSiteAdmin(db, page);
  await expect(page.getByText('4 påmeldte. Ikke trukket ennå.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Trekk', exact: true }).click();
  await expect(page.getByText('Trekningen er gjort.')).toBeVisible();
  await expect(page.getByText(/Sist trukket .* for 4 personer\./)).toBeVisible();
  // The admin's page shows nobody's assignment.
  for (const name of names) await expect(page.getByText(new RegExp(`gi gave til ${name}`))).toHaveCount(0);

  // Each looks up their own code (on another phone: the visitor before them).
  const gives: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const p = visitors[(i + 3) % 4].page;
    await p.getByLabel('Kode').fill(codes[name]);
    await p.getByRole('button', { name: 'Vis' }).click();
    const text = p.getByTestId('assignment');
    await expect(text).toContainText(`Hei ${name}! Du skal gi gave til`);
    gives[name] = (await text.locator('strong').textContent())!.trim();
  }
  await screenshot(visitors[0].page, 'santa-assignment');
  expect(new Set(Object.values(gives))).toEqual(new Set(names));
  for (const name of names) {
    expect(gives[name]).not.toBe(name);
    expect(gives[gives[name]]).not.toBe(name);
  }

  // A second draw asks first; cancelling keeps the draw.
  await page.getByRole('button', { name: 'Trekk på nytt' }).click();
  await expect(page.getByRole('dialog', { name: 'Trekke på nytt?' })).toBeVisible();
  await page.waitForTimeout(400); // let the dialog finish fading in
  await screenshot(page, 'santa-redraw-confirm');
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const before = await db.get('secretSanta/drawInfo/at');
  await page.getByRole('button', { name: 'Trekk på nytt' }).click();
  await expect(page.getByRole('dialog', { name: 'Trekke på nytt?' })).toBeVisible();
  await page.getByRole('button', { name: 'Ja, trekk på nytt' }).click();
  await expect.poll(() => db.get('secretSanta/drawInfo/at')).not.toBe(before);
});

test('/secretSanta: an unknown or malformed code says so', async ({ page }) => {
  await page.goto('/secretSanta/');
  await signedInUid(page);
  await page.getByLabel('Kode').fill('ab');
  await page.getByRole('button', { name: 'Vis' }).click();
  await expect(page.getByText('Koden har ti tegn (bokstaver og tall).')).toBeVisible();
  await page.getByLabel('Kode').fill('ZZZZZ 99999');
  await page.getByRole('button', { name: 'Vis' }).click();
  await expect(page.getByText('Fant ingen med den koden. Sjekk de ti tegnene.')).toBeVisible();
});
