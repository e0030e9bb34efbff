import type { Page } from '@playwright/test';
import type { OwnerDb } from './db';
import { expect, signedInUid } from './fixtures';

/** Creates a Proost room from the lobby as «Kari» (private with `password`) and returns its code. */
export async function createProostRoom(page: Page, name: string, password?: string): Promise<string> {
  await page.goto('/proost/');
  await signedInUid(page);
  const code = await page.getByTestId('new-room-code').inputValue();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/); // easy to say aloud: no look-alikes, one case
  await page.getByLabel('Navn på rommet').fill(name);
  await page.getByLabel('Ditt navn').fill('Kari');
  if (password) {
    await page.getByLabel('Privat spill').check();
    await page.getByLabel('Passord').fill(password);
  }
  await page.getByRole('button', { name: 'Lag rom' }).click();
  await expect(page).toHaveURL(new RegExp(`/proost/${code}/$`));
  await expect(page.getByTestId('room-code')).toContainText(code);
  return code;
}

/**
 * Empties a new room's deck (it starts with the starter pack), for a test that plays with the
 * questions it adds itself. Owner access, as an emptied deck would be after deleting them all.
 */
export async function emptyProostDeck(db: OwnerDb, code: string): Promise<void> {
  await db.remove(`proost/${code}/deck`);
  await db.remove(`proostDeck/${code}`);
}
