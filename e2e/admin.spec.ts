import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { retryWhileTooSoon } from './support/adminCode';
import { SITE_CODE, seedSiteSecret } from './support/household';

test('/admin: a wrong code says so, the right one (any case, spaces) opens the controls, and a reload keeps them', async ({ page, db }) => {
  await seedSiteSecret(db);
  await page.goto('/admin/');
  await expect(page.getByText('trekke hvem som skal gi gave til hvem i secret santa;')).toBeVisible();
  await expect(page.getByText('endre status på forslagene i veikartet på forsiden;')).toBeVisible();
  await signedInUid(page);
  const field = page.getByLabel('Adminkode');
  await expect(field).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'admin-login');

  await field.fill('feil kode');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Feil kode.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secret santa: trekning' })).toHaveCount(0);
  await screenshot(page, 'admin-wrong-code');

  // The rules allow one attempt per visitor every few seconds: try again while the form says to wait.
  await field.fill(`  ${SITE_CODE.toUpperCase()} `);
  await retryWhileTooSoon(page.getByRole('button', { name: 'Logg inn' }), page.getByText('Du er admin.'));
  await expect(page.getByRole('heading', { name: 'Secret santa: trekning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veikart: status' })).toBeVisible();
  // Field data from guests' phones, readable by admins only.
  await db.set('vitals/r1', { route: '/menu/', name: 'LCP', value: 1800, rating: 'good', device: 'mid', at: Date.now() });
  await expect(page.getByRole('heading', { name: /Ytelse hos gjestene/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /\/menu\// })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-signed-in');

  await page.reload();
  await expect(page.getByText('Du er admin.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Adminkode')).toHaveCount(0);
});

test('/admin: a code tried right after another by the same phone is told to wait; another phone is not held up', async ({ page, secondPage, db }) => {
  await seedSiteSecret(db);
  await page.goto('/admin/');
  await secondPage.goto('/admin/');
  await page.getByLabel('Adminkode').fill('gjett en');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Feil kode.')).toBeVisible();
  await page.getByLabel('Adminkode').fill('gjett to');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Du prøvde en kode akkurat nå. Vent noen sekunder og prøv igjen.')).toBeVisible();
  // The limit is per visitor: one guest guessing cannot keep the real admin out.
  await secondPage.getByLabel('Adminkode').fill(SITE_CODE);
  await secondPage.getByRole('button', { name: 'Logg inn' }).click();
  await expect(secondPage.getByText('Du er admin.')).toBeVisible();
});
