// /fridge/ and /quest/ without an id: the start pages behind the Hosting rewrites of their id
// routes. Create one (a readable id, shown as a link and a QR code), open one by code or pasted
// link, and find it again in the phone's recent list.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { seedFridgeCategories } from './support/household';
import { movedByLayoutShifts, recordLayoutShifts } from './support/layoutShifts';

const READABLE_ID = /^[a-z]+-[a-z]+-[1-9][0-9]{3}$/;

/** Notes, from the page's first moment, whether the box labelled `label` was ever on screen disabled. */
async function recordDisabledBox(page: Page, label: string) {
  await page.addInitScript((text) => {
    const w = window as unknown as { sawDisabledBox?: boolean };
    w.sawDisabledBox = false;
    const check = () => {
      for (const input of Array.from(document.querySelectorAll('main input'))) {
        const box = input as HTMLInputElement;
        if (box.disabled && Array.from(box.labels ?? []).some((l) => l.textContent?.trim() === text)) w.sawDisabledBox = true;
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  }, label);
}

async function createFrom(page: Page, nameLabel: string, name: string, button: string) {
  await page.getByLabel(nameLabel).fill(name);
  const id = await page.getByTestId('new-id').inputValue();
  expect(id).toMatch(READABLE_ID);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('created')).toContainText(`«${name}» er laget med koden ${id}`);
  return id;
}

// Four page loads, each waiting for sign-in and the live screen: past the default 45 s in the whole
// suite on a loaded 2-core machine.
test('/fridge/: create a fridge, share it by link and QR code, open by code, find it in the recent list', async ({ page, secondPage, db }) => {
  test.setTimeout(120_000);
  await seedFridgeCategories(db);
  const response = await page.goto('/fridge/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Kjøleskap' })).toBeVisible();
  await expect(page.getByText('Ingen ennå på denne telefonen.')).toBeVisible();
  await expect(page.getByLabel('Navn på kjøleskapet')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await screenshot(page, 'fridge-start');

  const id = await createFrom(page, 'Navn på kjøleskapet', 'Hytta', 'Lag kjøleskap');
  expect(await db.get(`fridge/${id}/info/name`)).toBe('Hytta');
  const link = page.getByTestId('created-link');
  await expect(link).toHaveText(new RegExp(`/fridge/${id}/$`));
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveText(new RegExp(`/fridge/${id}/$`));
  await screenshot(page, 'fridge-start-created');
  await page.getByRole('button', { name: 'Lukk' }).click();
  // The new fridge is in this phone's recent list at once.
  await expect(page.getByTestId('recent-list').getByRole('link', { name: /Hytta/ })).toBeVisible();

  // Another phone opens it by the code it was told, typed with spaces around it.
  await secondPage.goto('/fridge/');
  await secondPage.getByLabel('Kode', { exact: true }).fill(`  ${id} `);
  await secondPage.getByRole('button', { name: 'Åpne', exact: true }).click();
  await expect(secondPage).toHaveURL(new RegExp(`/fridge/${id}/$`));
  await expect(secondPage.getByRole('heading', { name: 'Hytta' })).toBeVisible({ timeout: 20_000 });
  // The card the page's inline script painted is there before React, which notes the visit in
  // this phone's recent list; «Inviter» is enabled once the live screen is there.
  await expect(secondPage.getByRole('button', { name: 'Inviter' })).toBeEnabled({ timeout: 20_000 });

  // Back on the start page, the fridge it visited is offered again and opens with a tap.
  await secondPage.goto('/fridge/');
  const recent = secondPage.getByTestId('recent-list').getByRole('link', { name: /Hytta/ });
  await expect(recent).toBeVisible();
  await recent.click();
  await expect(secondPage).toHaveURL(new RegExp(`/fridge/${id}/$`));
  await expect(secondPage.getByRole('heading', { name: 'Hytta' })).toBeVisible({ timeout: 20_000 });
  await secondPage.goto('/fridge/');
  await secondPage.getByRole('button', { name: 'Glem Hytta' }).click();
  await expect(secondPage.getByText('Ingen ennå på denne telefonen.')).toBeVisible();

  // A code the rules could never take is refused before leaving the page.
  await secondPage.getByLabel('Kode', { exact: true }).fill('a/b');
  await secondPage.getByRole('button', { name: 'Åpne', exact: true }).click();
  await expect(secondPage.getByText('Koden kan ikke inneholde')).toBeVisible();
  await expect(secondPage).toHaveURL(/\/fridge\/$/);
});

test('/quest/: create a quest game as its game master, a player opens it from a pasted link, both see it as recent', async ({ page, secondPage, db }) => {
  // Two phones, a game set up and opened from a link: 45 s was too little on a slow 2-core machine.
  test.setTimeout(90_000);
  const response = await page.goto('/quest/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Questlog' })).toBeVisible();
  await expect(page.getByLabel('Navn på spillet')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await screenshot(page, 'quest-start');

  const id = await createFrom(page, 'Navn på spillet', 'Dragejakten', 'Lag questlog');
  const uid = await signedInUid(page);
  expect(await db.get(`questlog/${id}/settings/created_by`)).toBe(uid);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Lukk' }).click();
  const href = await page.getByTestId('created-link').textContent();
  await page.getByTestId('created').getByRole('button', { name: 'Åpne', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await secondPage.goto('/quest/');
  await secondPage.getByLabel('Romkode', { exact: true }).fill(href ?? '');
  await secondPage.getByRole('button', { name: 'Åpne', exact: true }).click();
  await expect(secondPage.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeVisible({ timeout: 20_000 });
  // The inline script paints the log before React runs; the visit counts once React has painted
  // it too, well before the live part has enabled the invite button.
  await expect(secondPage.getByRole('button', { name: 'Inviter' })).toBeEnabled({ timeout: 20_000 });
  await expect(secondPage.getByRole('heading', { name: 'Settings' })).toHaveCount(0);

  await secondPage.goto('/quest/');
  await expect(secondPage.getByTestId('recent-list').getByRole('link', { name: /Dragejakten/ })).toBeVisible();
  await page.goto('/quest/');
  await expect(page.getByTestId('recent-list').getByRole('link', { name: /Dragejakten/ })).toBeVisible();

  // An id route still works beside the start page: an unknown code offers to create it.
  await page.goto('/quest/finnes-ikke-1/');
  await expect(page.getByRole('heading', { level: 1, name: 'No game found' })).toBeVisible({ timeout: 20_000 });
});

test('home: the fridge and the quest log have tiles', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Kjøleskap/ }).click();
  await expect(page).toHaveURL(/\/fridge\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kjøleskap' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: /Questlog/ }).click();
  await expect(page).toHaveURL(/\/quest\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questlog' })).toBeVisible();
});

for (const [route, nameLabel] of [
  ['/fridge/', 'Navn på kjøleskapet'],
  ['/quest/', 'Navn på spillet'],
] as const) {
  test(`${route}: nothing moves when the create form becomes usable, so «Åpne» stays under the finger`, async ({ page }) => {
    await recordLayoutShifts(page, 'main');
    await recordDisabledBox(page, nameLabel);
    await page.goto(route);
    await expect(page.getByLabel(nameLabel)).toBeEditable({ timeout: 20_000 });
    // The form's boxes were there, not yet usable, while sign-in and the database loaded. Seen
    // from inside the page: on a quick start the live form is in before `goto` returns.
    expect(await page.evaluate(() => (window as unknown as { sawDisabledBox?: boolean }).sawDisabledBox)).toBe(true);
    expect(await movedByLayoutShifts(page)).toEqual([]);
  });
}
