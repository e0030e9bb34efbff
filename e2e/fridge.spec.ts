import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { openAddItemForm, seedFridgeCategories, unique } from './support/household';

test('/fridge/{id}: an unknown id offers to create it; two phones share the stock live', async ({ page, secondPage, db }) => {
  await seedFridgeCategories(db);
  const id = unique('kjol');
  await page.goto(`/fridge/${id}/`);
  await expect(page.getByText(`Fant ingen kjøleskap med id: ${id}.`)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await screenshot(page, 'fridge-not-found');
  await page.getByLabel('Navn på kjøleskapet').fill('Hytta');
  await page.getByRole('button', { name: 'Lag kjøleskap' }).click();
  await expect(page.getByRole('heading', { name: 'Hytta' })).toBeVisible();
  await expect(page.getByText('Ingenting å vise her')).toBeVisible();

  await secondPage.goto(`/fridge/${id}/`);
  await expect(secondPage.getByRole('heading', { name: 'Hytta' })).toBeVisible({ timeout: 20_000 });

  const form = await openAddItemForm(page);
  const add = form.getByRole('button', { name: 'Legg til' });
  // Tapped too early, the button says what is missing instead of doing nothing (docs/design.md
  // §Buttons that cannot act say why).
  await add.click();
  await expect(form.getByText('Skriv inn navnet på varen.')).toBeVisible();
  await form.getByLabel('Navn').fill('Melk');
  await expect(form.getByText('Skriv inn navnet på varen.')).toBeHidden();
  await form.getByLabel('Antall').fill('2');
  await form.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Meieri' }).click();
  await form.getByLabel('Hylle').fill('Døra');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.waitForTimeout(300); // let the label animation finish
  await screenshot(page, 'fridge-add-form');
  await add.click();

  const row = (p: typeof page) => p.getByRole('region', { name: 'Meieri' }).getByTestId('stock-row').filter({ hasText: 'Melk' });
  await expect(row(secondPage)).toBeVisible();
  await expect(row(secondPage).getByTestId('quantity')).toHaveText('2 Stk');
  // No expiry (the default): green on both phones, and no «Går ut i dag».
  await expect(row(secondPage)).toHaveAttribute('data-colour', 'green');
  await expect(row(secondPage)).not.toContainText('Går ut');
  await expect(row(secondPage)).not.toContainText('Best før');

  await secondPage.getByRole('switch', { name: 'Melk tilgjengelig' }).click();
  await expect(row(page).getByTestId('quantity')).toHaveText('0 Stk');
  await expect(row(page)).toHaveAttribute('data-colour', 'red');
  await page.getByRole('button', { name: 'Legg til én Melk' }).click();
  await expect(row(secondPage).getByTestId('quantity')).toHaveText('1 Stk');
  await expectAccessible(page);
  await screenshot(page, 'fridge-stock');
});

test('/fridge/{id}: taps on one item from two phones at once all count', async ({ page, secondPage, db }) => {
  await seedFridgeCategories(db);
  const id = unique('tapp');
  const uid = await (async () => {
    await page.goto(`/fridge/${id}/`);
    return signedInUid(page);
  })();
  await db.set(`fridge/${id}`, {
    info: { name: 'Festen', created_at: 1, created_by: uid },
    stock: {
      egg: {
        id: 'egg', name: 'Egg', quantity: 5, quantityType: 'Stk', category: 1, shelf: '', barcode: '',
        expiration_date: '2099-01-01', avaliable: true, date_added: 1, added_by: uid,
      },
    },
  });
  await secondPage.goto(`/fridge/${id}/`);
  const plus = (p: typeof page) => p.getByRole('button', { name: 'Legg til én Egg' });
  await expect(plus(page)).toBeVisible({ timeout: 20_000 });
  await expect(plus(secondPage)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('stock-row')).toHaveAttribute('data-colour', 'green');

  const tap = async (p: typeof page, n: number) => {
    for (let i = 0; i < n; i++) await plus(p).click();
  };
  // The phones tap at the same time; on one phone the taps follow each other (two clicks at
  // once on one page would interleave their mouse events into no click at all).
  await Promise.all([
    tap(page, 8),
    (async () => {
      await secondPage.getByRole('button', { name: 'Fjern én Egg' }).click();
      await tap(secondPage, 8);
    })(),
  ]);

  await expect.poll(() => db.get(`fridge/${id}/stock/egg/quantity`)).toBe(5 + 8 + 8 - 1);
  await expect(page.getByTestId('quantity')).toHaveText('20 Stk');
  await expect(secondPage.getByTestId('quantity')).toHaveText('20 Stk');
});
