import { expect, signedInUid, test } from './support/fixtures';
import { ownerDb } from './support/db';

// These pages are broken on purpose, so the browser logs the refused requests.
test.describe('when a service cannot be reached', () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|WebSocket connection to .* failed|sign-in/i] });

  test('a failed sign-in shows a Norwegian message and "Prøv igjen" recovers', async ({ page }) => {
    let blocked = true;
    await page.route(/identitytoolkit|accounts:signUp|securetoken/, (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/spy/');
    await expect(page.getByRole('alert').filter({ hasText: 'Får ikke kontakt med innloggingstjenesten' })).toBeVisible();
    await expect(page.getByText('ikke innlogget')).toBeVisible();
    // The page itself still works.
    await expect(page.getByRole('heading', { name: 'Spion' })).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await signedInUid(page);
    await expect(page.getByText('Får ikke kontakt med innloggingstjenesten')).toHaveCount(0);
  });

  test('an unreachable database shows a warning after a grace period', async ({ page }) => {
    await page.routeWebSocket(/\/\.ws/, (ws) => ws.close());
    await page.goto('/');
    await signedInUid(page);
    await expect(page.getByText('Får ikke kontakt med databasen')).toBeVisible({ timeout: 15_000 });
  });
});

test('the owner\'s announcement shows as a banner, live, on every phone of this test and nowhere else', async ({
  page,
  secondPage,
  db,
  ns,
}) => {
  await page.goto('/spy/');
  await secondPage.goto('/spy/');
  await signedInUid(page);
  await signedInUid(secondPage);
  // Another test's banner (another namespace) must never reach this test's phones.
  const elsewhere = ownerDb(`${ns}-other`);
  await elsewhere.set('settings/announcement', 'Banner fra en annen test');
  const text = 'Quiz i kveld kl. 20';
  await db.set('settings/announcement', text);
  await expect(page.getByText(text)).toBeVisible();
  await expect(secondPage.getByText(text)).toBeVisible();
  await expect(page.getByText('Banner fra en annen test')).toHaveCount(0);

  await db.remove('settings/announcement');
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(secondPage.getByText(text)).toHaveCount(0);
  await elsewhere.remove('settings/announcement');
});
