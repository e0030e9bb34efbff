import type { Page } from '@playwright/test';
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
