// The first paint (docs/rooms.md "How a room page loads") for the fridge and the quest log: a guest's first paint comes from one REST read before
// sign-in starts, and the live screen then replaces it and follows what changes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seedFridgeCategories, unique } from './support/household';

/** Notes when the page's main text first shows, in the page's own clock. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cardAt?: number };
    new MutationObserver(() => {
      if (w.cardAt === undefined && document.querySelector('[data-room-card]')?.textContent) w.cardAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function paintedBeforeSignIn(page: Page) {
  const order = await page.evaluate(() => ({
    cardAt: (window as unknown as { cardAt?: number }).cardAt ?? Infinity,
    signUpAt: performance.getEntriesByType('resource').find((e) => e.name.includes('accounts:signUp'))?.startTime ?? Infinity,
  }));
  expect(order.cardAt).toBeLessThan(Infinity);
  expect(order.cardAt).toBeLessThan(order.signUpAt);
}

test('fridge: the stock paints from the REST read before sign-in; the live stock then follows a change', async ({ page, db }) => {
  await seedFridgeCategories(db);
  const id = unique('forst');
  await db.set(`fridge/${id}`, {
    info: { name: 'Festkjøleskapet', created_at: 1, created_by: 'someone-else' },
    stock: {
      melk: {
        id: 'melk', name: 'Melk', quantity: 2, quantityType: 'Stk', category: 1, shelf: '', barcode: '',
        expiration_date: '2099-01-01', avaliable: true, date_added: 1, added_by: 'someone-else',
      },
    },
  });
  await watchFirstPaint(page);
  await page.goto(`/fridge/${id}/`);
  await expect(page.locator('[data-room-card]')).toHaveText('Festkjøleskapet');
  await expect(page.getByTestId('quantity')).toHaveText('2 Stk');
  await paintedBeforeSignIn(page);

  // Another phone takes the milk right after the read; the live table shows it.
  await db.update(`fridge/${id}/stock/melk`, { quantity: 0, avaliable: false });
  await expect(page.getByTestId('quantity')).toHaveText('0 Stk');
  await expect(page.getByTestId('stock-row')).toHaveAttribute('data-colour', 'red');
  await expect(page.getByRole('heading', { name: 'Festkjøleskapet' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Legg til én Melk' })).toBeEnabled();
});

test('quest log: the visible quests paint from the REST read before sign-in; the live log then shows a new one', async ({ page, db }) => {
  const code = `F${Date.now().toString(36)}`;
  const quest = (id: string, title: string, visible = true) => ({ id, title, description: '', reward: '', visible, completed: false, failed: false });
  await db.set(`questlog/${code}`, {
    name: 'Skattejakten',
    settings: { created_by: 'someone-else', created_at: Date.now(), shape: 2 },
    quests: { a1: quest('a1', 'Finn kartet') },
    hidden: { a2: quest('a2', 'Forræderen', false) },
  });
  await watchFirstPaint(page);
  await page.goto(`/quest/${code}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Questlog for Skattejakten' })).toBeVisible();
  await expect(page.locator('[data-room-card]')).toHaveText('Finn kartet');
  await paintedBeforeSignIn(page);

  // The game master shows another quest; it appears without a reload, the hidden one never does.
  await db.set(`questlog/${code}/quests/a3`, quest('a3', 'Redd katten'));
  await expect(page.getByRole('article', { name: 'Redd katten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('quest')).toHaveCount(2);
  await expect(page.getByText('Forræderen')).toHaveCount(0);
});
