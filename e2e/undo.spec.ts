import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { openAddItemForm, seedFridgeCategories, unique } from './support/household';
import { createProostRoom, emptyProostDeck } from './support/proost';

// The way back and the host role, in real browsers: a delete disappears live on the other phone and «Angre»
// brings it back to both; the Proost host hands the role to another phone.
test.describe.configure({ timeout: 120_000 });

test('Proost: a question deleted by its author leaves the other phone live, «Angre» brings it back; the host hands the role over', async ({
  page,
  secondPage,
  db,
}) => {
  // The host's starter pack would carry the host's delete marks: this test watches the guest's.
  const code = await createProostRoom(page, `Angre ${Date.now().toString(36)}`);
  await emptyProostDeck(db, code);
  await secondPage.goto(`/proost/${code}/`);
  await signedInUid(secondPage);
  const questions = (p: Page) => p.getByRole('list', { name: 'Spørsmål' });

  // The guest adds a question (entries are on) and sees a delete mark on it; the host sees it live.
  const form = secondPage.getByRole('form', { name: 'Nytt spørsmål' });
  await form.getByLabel('Spørsmål').fill('Hvem ler høyest?');
  await form.getByRole('button', { name: /Legg til/ }).click();
  await expect(questions(page).getByText('Hvem ler høyest?')).toBeVisible();

  await questions(secondPage).getByRole('button', { name: 'Slett spørsmålet: Hvem ler høyest?' }).click();
  await expect(questions(page).getByText('Hvem ler høyest?')).toHaveCount(0);
  await expect(secondPage.getByText('Spørsmålet er slettet')).toBeVisible();
  await screenshot(secondPage, 'proost-undo-snackbar');
  await secondPage.getByRole('button', { name: 'Angre' }).click();
  await expect(questions(page).getByText('Hvem ler høyest?')).toBeVisible();
  await expect(questions(secondPage).getByText('Hvem ler høyest?')).toBeVisible();

  // Hand-over: the host offers the role, the guest takes it and gets the switches.
  await expect(secondPage.getByRole('switch')).toHaveCount(0);
  await page.getByRole('button', { name: 'Gi vertsrollen videre' }).click();
  await expect(page.getByText(/Vertsrollen er tilbudt/)).toBeVisible();
  await expect(secondPage.getByText('Verten vil gi fra seg rollen.')).toBeVisible();
  await expectAccessible(secondPage);
  await secondPage.getByRole('button', { name: 'Ta over vertsrollen' }).click();
  await expect(secondPage.getByRole('switch')).toHaveCount(4);
  await expect(page.getByRole('switch')).toHaveCount(0);
  // The old host is an ordinary member now: someone else's question has no delete mark for them.
  await expect(questions(page).getByRole('button', { name: /Slett spørsmålet/ })).toHaveCount(0);
});

test('Proost as a guest (not the host): «Angre» brings back a removed player with new players off, and a deleted question with entries off', async ({
  page,
  secondPage: guest,
}) => {
  const code = await createProostRoom(page, `Gjest angrer ${Date.now().toString(36)}`);
  const players = (p: Page) => p.getByRole('list', { name: 'Spillere' });
  const questions = (p: Page) => p.getByRole('list', { name: 'Spørsmål' });
  await page.getByLabel('Navn på spiller').fill('Ada');
  await page.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await guest.goto(`/proost/${code}/`);
  await signedInUid(guest);
  await expect(players(guest)).toContainText('Ada');
  // New players are off: the guest cannot add anyone, but may remove (SPEC), and take it back.
  await expect(guest.getByText('Legge til spiller har blitt slått av')).toBeVisible();
  await guest.getByRole('button', { name: 'Fjern Ada' }).click();
  await expect(players(page)).not.toContainText('Ada');
  await expect(guest.getByText('Ada er fjernet')).toBeVisible();
  await guest.getByRole('button', { name: 'Angre' }).click();
  await expect(players(page)).toContainText('Ada');
  await expect(players(guest)).toContainText('Ada');
  await expect(guest.getByText('Endringen ble avvist')).toHaveCount(0);

  // The guest's own question, deleted after the host switched entries off, comes back too.
  const form = guest.getByRole('form', { name: 'Nytt spørsmål' });
  await form.getByLabel('Spørsmål').fill('Hvem synger falskest?');
  await form.getByRole('button', { name: /Legg til/ }).click();
  await expect(questions(page).getByText('Hvem synger falskest?')).toBeVisible();
  await page.getByRole('switch', { name: 'Andre kan legge til spørsmål' }).click();
  await expect(guest.getByText('Spørsmål har blitt slått av')).toBeVisible();
  await questions(guest).getByRole('button', { name: 'Slett spørsmålet: Hvem synger falskest?' }).click();
  await expect(questions(page).getByText('Hvem synger falskest?')).toHaveCount(0);
  await guest.getByRole('button', { name: 'Angre' }).click();
  await expect(questions(page).getByText('Hvem synger falskest?')).toBeVisible();
  await expect(questions(guest).getByText('Hvem synger falskest?')).toBeVisible();
  await expect(guest.getByText('Endringen ble avvist')).toHaveCount(0);
});

test('fridge: the author deletes an item, the other phone loses it live, «Angre» puts it back on both', async ({ page, secondPage, db }) => {
  await seedFridgeCategories(db);
  const id = unique('angre');
  await db.set(`fridge/${id}/info`, { name: 'Hytta', created_at: 1, created_by: 'someone-else' });
  await page.goto(`/fridge/${id}/`);
  await signedInUid(page);
  await expect(page.getByRole('heading', { name: 'Hytta' })).toBeVisible({ timeout: 20_000 });
  const form = await openAddItemForm(page);
  // The default category («Diverse»): choosing one is fridge.spec.ts's, not this test's.
  await form.getByLabel('Navn').fill('Rømme');
  await form.getByRole('button', { name: 'Legg til' }).click();

  await secondPage.goto(`/fridge/${id}/`);
  const row = (p: Page) => p.getByTestId('stock-row').filter({ hasText: 'Rømme' });
  await expect(row(secondPage)).toBeVisible({ timeout: 20_000 });
  // Not theirs, not their fridge: no edit mark on the second phone.
  await expect(secondPage.getByRole('button', { name: 'Endre Rømme' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Endre Rømme' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett varen' }).click();
  await expect(row(secondPage)).toHaveCount(0);
  await expect(row(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Angre' }).click();
  await expect(row(secondPage)).toBeVisible();
  await expect(row(page)).toBeVisible();
});

test('survival scoreboard: 6 per row on any wide screen, not only from 1200 px; the images load from their own folder', async ({ db, newVisitor }) => {
  const players: Record<string, unknown> = {};
  for (let i = 1; i <= 8; i++) {
    const id = String(i).padStart(3, '0');
    players[id] = { id, name: `Spiller ${i}`, img: 'generic.jpg', lives: 4, dead: false, staff: false };
  }
  await db.set('swg', { game_active: true, players });
  for (const viewport of [{ width: 1024, height: 768 }, { width: 1920, height: 1080 }, { width: 740, height: 390 }]) {
    const tv = await newVisitor({ name: `tv-${viewport.width}`, viewport, hasTouch: false });
    await tv.goto('/Swg/');
    const tiles = tv.getByTestId('swg-player');
    await expect(tiles).toHaveCount(8, { timeout: 20_000 });
    const tops = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0]), `first row at ${viewport.width} px`).toHaveLength(6);
    const img = tv.locator('img[src$="generic.jpg"]').first();
    await expect(img).toHaveAttribute('src', '/survival-images/generic.jpg');
    // Loaded (the tiles load lazily), not the broken-image fallback of a missing file.
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});
