import { expect, screenshot, test } from './support/fixtures';

test('/f1 runs a race: winner, a lap table for every car and a lap-time chart', async ({ page }) => {
  await page.goto('/f1/');
  const laps = page.getByLabel('Antall runder');
  await expect(laps).toHaveValue('1');
  await laps.fill('5');
  await page.getByRole('button', { name: 'Kjør simulering' }).click();

  await expect(page.getByText(/^Vinner: /)).toBeVisible();
  const tables = page.getByRole('table', { name: /^Rundetider for / });
  await expect(tables).toHaveCount(3);
  // Durability 100 lasts the five laps unless a car has technical problems: a row per lap.
  await expect(tables.first().getByRole('row')).toHaveCount(6);
  // The chart is loaded lazily after the first run and draws one line per car.
  const chart = page.getByRole('figure', { name: 'Rundetider' });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('listitem')).toHaveText(['Rød Pil', 'Blå Lyn', 'Gråtassen']);
  expect(await chart.locator('svg path').count()).toBeGreaterThanOrEqual(3);
  await screenshot(page, 'f1-after-run');
});

test('/f1 refuses bad input with a Norwegian message and shows no results', async ({ page }) => {
  await page.goto('/f1/');
  await page.getByLabel('Antall runder').fill('0');
  await page.getByLabel('Fart').fill('5000');
  await page.getByRole('button', { name: 'Kjør simulering' }).click();
  await expect(page.getByText('Løpet må ha minst 1 runde.')).toBeVisible();
  await expect(page.getByText('Farten kan være høyst 400 km/t.')).toBeVisible();
  await expect(page.getByText(/^Vinner: /)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});
