import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { makeSiteAdmin, unique } from './support/household';

test('home roadmap: a suggestion shows on another phone as Ny; the site admin changes its status live', async ({ page, secondPage, db }) => {
  // Two phones each load the home page's roadmap part and the admin page: three cold loads.
  test.slow();
  const title = unique('Forslag');
  await page.goto('/');
  // The roadmap sits under the tiles, below the fold on a phone; it loads as it comes into view.
  await expect(page.getByRole('link', { name: /F1-simulator/ })).toBeVisible();
  await signedInUid(page);
  await expect(page.getByRole('button', { name: 'Foreslå noe' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Veikart' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Foreslå noe' }).click();
  // The form slides open; a tap while it is still sliding can land on what its clipped part hides,
  // where a guest could not see the button yet.
  const send = page.getByRole('button', { name: 'Send forslag' });
  await expect(page.locator('.MuiCollapse-entered').filter({ has: send })).toHaveCount(1);
  await send.click();
  await expect(page.getByText('Skriv inn tittelen.')).toBeVisible();
  await page.getByLabel('Tittel').fill(title);
  await page.getByLabel('Beskrivelse').fill('Et mørkt tema for kvelden.');
  await page.getByLabel('Fra').fill('Kari');
  await page.getByRole('button', { name: 'Send forslag' }).click();
  const card = (p: typeof page) => p.getByTestId('suggestion').filter({ hasText: title });
  await expect(card(page)).toContainText('Ny');

  await secondPage.goto('/');
  await secondPage.getByRole('heading', { name: 'Veikart' }).scrollIntoViewIfNeeded();
  // The roadmap loads once the page has settled and is in view, then signs in and subscribes.
  await expect(card(secondPage)).toContainText('Ny', { timeout: 20_000 });
  await expect(card(secondPage)).toContainText('Fra Kari');
  await expectAccessible(secondPage);
  await screenshot(secondPage, 'home-roadmap');

  await secondPage.goto('/admin/');
  await makeSiteAdmin(db, secondPage);
  await secondPage.getByRole('combobox', { name: `Status for ${title}` }).click();
  await secondPage.getByRole('option', { name: 'Startet' }).click();
  await expect(card(page)).toContainText('Startet');
  await screenshot(secondPage, 'admin-roadmap-status');
});

test('home at rest draws nothing: the roadmap under the tiles stands still until a guest scrolls to it, then loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /F1-simulator/ })).toBeVisible();
  await signedInUid(page);
  // A spinner that turns below the fold keeps a phone drawing frames for as long as it lies on the
  // table with the page open. Nothing is loading there until the guest scrolls near it.
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  await expect.poll(running, { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(1_000);
  expect(await running()).toBe(0);
  await expect(page.getByRole('button', { name: 'Foreslå noe' })).toHaveCount(0);

  await page.getByRole('heading', { name: 'Veikart' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Foreslå noe' })).toBeVisible({ timeout: 20_000 });
});
