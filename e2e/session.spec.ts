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

test('the owner\'s announcement in the global settings node shows as a banner, live', async ({ page }) => {
  await page.goto('/spy/');
  await signedInUid(page);
  const text = `Quiz i kveld kl. 20 (${Date.now()})`;
  try {
    await ownerDb.set('settings/announcement', text);
    await expect(page.getByText(text)).toBeVisible();
  } finally {
    await ownerDb.remove('settings/announcement');
  }
  await expect(page.getByText(text)).toHaveCount(0);
});
