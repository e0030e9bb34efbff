import { expect, expectAccessible, screenshot, test } from './support/fixtures';

test('/calculator: tiles add to the order, 50% halves, RESET archives for this visitor only', async ({ page, secondPage }) => {
  await page.goto('/calculator/');
  const total = page.getByTestId('total');
  await page.getByRole('button', { name: /^Øl 98/ }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Øl 98/ }).click();
  await page.getByRole('button', { name: /^Flaske prosecco 495/ }).click();
  await page.getByRole('button', { name: /^Energidrikk \(boks\) 106/ }).click();
  await expect(page.getByTestId('order-line')).toHaveText([/2 × Øl/, /1 × Energidrikk/, /1 × Flaske prosecco/]);
  await expect(total).toHaveText('797\u00a0kr'); // 2 × 98 + 106 + 495
  await page.getByRole('button', { name: 'Fjern én Energidrikk (boks)' }).click();
  await expect(total).toHaveText('691\u00a0kr');
  await page.getByRole('button', { name: '50%' }).click();
  await expect(total).toHaveText('345,50\u00a0kr');
  await expectAccessible(page);
  await screenshot(page, 'calculator-order');

  await page.getByRole('button', { name: 'RESET' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(0);
  await expect(total).toHaveText('0\u00a0kr');
  await expect(page.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'false');
  const archived = page.getByTestId('archived-order');
  await expect(archived).toHaveCount(1);
  await expect(archived).toContainText('345,50\u00a0kr (50%)');
  await expect(archived).toContainText('2 × Øl, 1 × Flaske prosecco');
  await screenshot(page, 'calculator-archive');

  await page.reload();
  await expect(page.getByTestId('archived-order')).toHaveCount(1, { timeout: 20_000 });
  await secondPage.goto('/calculator/');
  await expect(secondPage.getByRole('heading', { name: 'Tidligere bestillinger' })).toBeVisible({ timeout: 20_000 });
  await expect(secondPage.getByText('Ingenting å vise her').last()).toBeVisible();
  await expect(secondPage.getByTestId('archived-order')).toHaveCount(0);
});

test('/calculator: RESET on an empty order says so; after RESET «Angre» brings the order back and takes it out of the archive', async ({ page }) => {
  await page.goto('/calculator/');
  const total = page.getByTestId('total');
  const reset = page.getByRole('button', { name: 'RESET' });
  // Nothing to reset: RESET says why instead of doing nothing.
  await reset.click({ timeout: 20_000 });
  await expect(page.getByText('Bestillingen er tom: ingenting å nullstille.')).toBeVisible();
  await page.getByRole('button', { name: /^Øl 98/ }).click();
  await expect(page.getByText('Bestillingen er tom: ingenting å nullstille.')).toBeHidden();
  await page.getByRole('button', { name: /^Øl 98/ }).click();
  await page.getByRole('button', { name: '50%' }).click();
  await expect(total).toHaveText('98\u00a0kr');
  // The archive is live before RESET counts on it.
  await expect(page.getByRole('heading', { name: 'Tidligere bestillinger' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ingenting å vise her').last()).toBeVisible();

  await reset.click();
  await expect(total).toHaveText('0\u00a0kr');
  await expect(page.getByTestId('archived-order')).toHaveCount(1);
  await expect(page.getByText('Bestillingen er nullstilt')).toBeVisible();
  await screenshot(page, 'calculator-undo-snackbar');
  // The snackbar sits above the bar with the total, not over RESET.
  const snackbar = await page.getByText('Bestillingen er nullstilt').boundingBox();
  const resetBox = await reset.boundingBox();
  expect(snackbar!.y + snackbar!.height).toBeLessThanOrEqual(resetBox!.y);

  // A drink tapped since stays on the order that comes back.
  await page.getByRole('button', { name: /^Energidrikk \(boks\) 106/ }).click();
  await page.getByRole('button', { name: 'Angre' }).click();
  await expect(page.getByTestId('order-line')).toHaveText([/2 × Øl/, /1 × Energidrikk/]);
  await expect(total).toHaveText('151\u00a0kr'); // (2 × 98 + 106) / 2
  await expect(page.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('archived-order')).toHaveCount(0);

  // Reset for good: archived once, with what it holds now.
  await reset.click();
  await expect(page.getByTestId('archived-order')).toHaveCount(1);
  await expect(page.getByTestId('archived-order')).toContainText('151\u00a0kr (50%)');
  await page.reload();
  await expect(page.getByTestId('archived-order')).toHaveCount(1, { timeout: 20_000 });
});
