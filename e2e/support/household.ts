// Shared set-up for the household browser tests: the site admin code and the fridge categories
// are owner data (no client may write them), so the tests put them in the test's namespace.
import type { Page } from '@playwright/test';
import type { OwnerDb } from './db';
import { expect, signedInUid } from './fixtures';

export const SITE_CODE = 'e2e site kode';

export async function seedSiteSecret(db: OwnerDb) {
  await db.set('secrets/admin_codes/site', SITE_CODE);
}

/** Makes the visitor on `page` a site admin as if they had entered the code (no rate limit). */
export async function makeSiteAdmin(db: OwnerDb, page: Page) {
  await seedSiteSecret(db);
  const uid = await signedInUid(page);
  await db.set(`admins/site/${uid}`, SITE_CODE);
  return uid;
}

export async function seedFridgeCategories(db: OwnerDb) {
  await db.set('fridge/categories', { 1: 'Meieri', 2: 'Kjøtt og fisk', 3: 'Frukt og grønt', 4: 'Diverse' });
}

/**
 * Taps a fridge's «Legg til vare» and waits until its form is on screen (its code loads apart from
 * the screen's, features/fridge/components/parts.tsx), as a guest sees it before tapping in it.
 */
export async function openAddItemForm(page: Page) {
  await page.getByRole('button', { name: 'Legg til vare' }).click();
  const form = page.getByRole('form', { name: 'Legg til vare' });
  await expect(form).toBeVisible();
  return form;
}

/** A readable name that stands out in screenshots and never repeats. */
export function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
