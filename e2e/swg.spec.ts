import { retryWhileTooSoon } from './support/adminCode';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';

const CODE = 'e2e-swg-kode';

test('survival game: the admin authenticates, adds players, starts and changes lives; the TV follows live', async ({ page, db, newVisitor }) => {
  // A whole session with two or three browsers: longer than the 45 s default when both workers are busy.
  test.slow();
  // The owner sets the code (the test's namespace starts empty).
  await db.set('secrets/admin_codes/swg', CODE);
  await db.set('swg', { game_active: false });

  const board = await newVisitor({ name: 'tv', viewport: { width: 1920, height: 1080 }, hasTouch: false });
  await board.goto('/Swg/');
  await expect(board.getByTestId('swg-idle')).toBeVisible({ timeout: 20_000 });
  await expect(board.getByTestId('swg-player')).toHaveCount(0);
  await screenshot(board, 'swg-idle-1920');

  await page.goto('/Swg/admin/');
  await signedInUid(page);
  await expect(page.getByText('Not authenticated')).toBeVisible();
  await page.getByLabel('Admin kode').fill('1234');
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('Feil kode.')).toBeVisible();
  await expect(page.getByText('Not authenticated')).toBeVisible();
  await screenshot(page, 'swg-admin-login-390');

  // The rules allow one guess every few seconds per visitor: try again while the form says to wait.
  await page.getByLabel('Admin kode').fill(`  ${CODE.toUpperCase()} `);
  await retryWhileTooSoon(page.getByRole('button', { name: 'Authenticate' }), page.getByRole('button', { name: 'Start spillet' }));

  const names = ['Ola', 'Kari', 'Per', 'Lise', 'Jonas', 'Emma', 'Nora'];
  for (const [i, name] of names.entries()) {
    await page.getByLabel('Navn').fill(name);
    await page.getByRole('button', { name: 'Legg til spiller' }).click();
    await expect(page.getByText(`${name} er lagt til som nr. 00${i + 1}.`)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Start spillet' }).click();
  await expect(board.getByTestId('swg-player')).toHaveCount(names.length);
  await expect(board.getByRole('listitem', { name: 'Ola: 4 liv' })).toBeVisible();

  const ola = page.getByRole('listitem', { name: 'Ola' });
  await ola.getByRole('button', { name: 'Fjern liv: Ola' }).click();
  await expect(board.getByRole('listitem', { name: 'Ola: 3 liv' })).toBeVisible();
  await page.getByRole('button', { name: 'Død: Kari' }).click();
  await expect(board.getByRole('listitem', { name: 'Kari: DEAD' })).toBeVisible();
  await page.getByRole('switch', { name: 'Staff: Nora' }).click();
  await expect(board.getByRole('listitem', { name: 'Nora: STAFF' })).toBeVisible();
  await page.getByRole('button', { name: 'Legg til liv: Kari' }).click();
  await expect(board.getByRole('listitem', { name: 'Kari: 1 liv' })).toBeVisible();
  await page.getByRole('button', { name: 'Angre siste' }).click();
  await expect(board.getByRole('listitem', { name: 'Kari: DEAD' })).toBeVisible();
  await expect(page.getByTestId('swg-history')).toContainText('Kari: fikk et liv (DEAD → 1 liv) (angret)');

  // The admin stays admin after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Stopp spillet' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'swg-admin-390');

  await expectAccessible(board);
  await screenshot(board, 'swg-board-1920');
  const phone = await newVisitor({ name: 'phone' });
  await phone.goto('/Swg/');
  await expect(phone.getByTestId('swg-player')).toHaveCount(names.length);
  await screenshot(phone, 'swg-board-390');

  await page.getByRole('button', { name: 'Stopp spillet' }).click();
  await expect(board.getByTestId('swg-idle')).toBeVisible();
  await expect(board.getByTestId('swg-player')).toHaveCount(0);
});
