import { expect, screenshot, test } from './support/fixtures';

test('/menu shows the four sections with prices and the wings details', async ({ page }) => {
  await page.goto('/menu/');
  for (const section of ['Cocktails', 'Starters', 'Main Plates', 'Tuesday Only']) {
    await expect(page.getByRole('heading', { name: section }).first()).toBeVisible();
  }
  await expect(page.getByText(/\$\d+(\.\d\d)?/).first()).toBeVisible();
  await expect(page.getByText(/dozen/i).first()).toBeVisible();
  await expect(page.getByText('$7').first()).toBeVisible();
});

test('/links greets in Norwegian, groups tiles and filters as you type', async ({ page }) => {
  await page.goto('/links/');
  await expect(page.getByRole('heading', { name: /Hei mamma/ })).toBeVisible();
  for (const group of ['Verktøy', 'Sosialt', 'TV / Streaming', 'Bank']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  const spotify = page.getByRole('link', { name: /Spotify/ });
  await expect(spotify).toHaveAttribute('target', '_blank');
  await expect(spotify).toHaveAttribute('rel', /noopener/);
  await expect(spotify).toHaveAttribute('rel', /noreferrer/);

  const search = page.getByRole('searchbox', { name: 'Søk etter en side' });
  await search.fill('nordea');
  await expect(page.getByRole('link', { name: /Nordea/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Spotify/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sosialt' })).toHaveCount(0);
  await search.fill('finnes ikke xyz');
  await expect(page.getByText('Ingenting å vise her')).toBeVisible();
  await screenshot(page, 'links-empty-search');
});

test('/tiles has 13 logo tiles that open in a new tab and filters as you type', async ({ page }) => {
  await page.goto('/tiles/');
  const tiles = page.getByRole('link', { name: /åpnes i ny fane/ });
  await expect(tiles).toHaveCount(13);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('href', /^https:\/\//);
    await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.getByRole('searchbox', { name: 'Søk etter en tjeneste' }).fill('spotify');
  await expect(tiles).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Søk etter en tjeneste' }).fill('zzz');
  await expect(page.getByText('Ingenting å vise her')).toBeVisible();
});
