import { expect, screenshot, signedInUid, test } from './support/fixtures';
import { SITE_CODE, seedSiteSecret } from './support/household';

test('RPG log: one visitor logs events and the game master ends the session, another sees it live', async ({ page, secondPage, db }) => {
  await seedSiteSecret(db);
  const stamp = Date.now();
  const event = `Fant en magisk nøkkel ${stamp}`;
  await page.goto('/dnd/');
  await signedInUid(page);
  await secondPage.goto('/dnd/');
  await signedInUid(secondPage);

  const logButton = page.getByRole('button', { name: 'Logg', exact: true });
  // Tapped too early, «Logg» says what is missing (docs/design.md §Buttons that cannot act say why).
  await logButton.click();
  await expect(page.getByText('Skriv inn hendelsen.')).toBeVisible();
  await page.getByLabel(/Hendelse/).fill(event);
  await page.getByLabel('Person').fill('Kari');
  await expect(page.getByText('Skriv inn hendelsen.')).toBeHidden();
  await logButton.click();
  await expect(page.getByLabel(/Hendelse/)).toHaveValue('');

  // The other phone sees it without reloading.
  await expect(secondPage.getByText(`${event} — Kari`)).toBeVisible();

  const session = await page.getByLabel('Økt', { exact: true }).inputValue();
  // Only the game master (a site admin, docs/apps.md) ends a session: the other phone sees the login.
  await expect(secondPage.getByText(/Bare spillederen avslutter økta/)).toBeVisible();
  await expect(secondPage.getByRole('button', { name: /^Avslutt økt/ })).toHaveCount(0);
  await page.getByLabel('Adminkode').fill(SITE_CODE);
  await page.getByRole('button', { name: 'Logg inn som spilleder' }).click();
  await page.getByLabel(/Historien/).fill(`Nøkkelen åpnet krypten (${stamp}).`);
  await page.getByRole('button', { name: `Avslutt økt ${session}` }).click();
  await expect(secondPage.getByLabel('Økt', { exact: true })).toHaveValue(String(Number(session) + 1));
  await expect(secondPage.getByText(`Nøkkelen åpnet krypten (${stamp}).`)).toBeVisible();
  await screenshot(page, 'dnd-390');
});

test('item log: same screen on its own node', async ({ page }) => {
  const item = `Sølvring ${Date.now()}`;
  await page.goto('/dnditems/');
  await expect(page.getByRole('heading', { level: 1, name: 'DnD-gjenstander' })).toBeVisible();
  await page.getByLabel(/Gjenstand/).fill(item);
  await page.getByLabel('Hvem fikk den').fill('Ola');
  await page.getByRole('button', { name: 'Logg', exact: true }).click();
  await expect(page.getByText(`${item} — Ola`)).toBeVisible();
  // Not in the session log.
  await page.goto('/dnd/');
  await expect(page.getByRole('button', { name: 'Kopier hele loggen' })).toBeVisible();
  await expect(page.getByText(item)).toHaveCount(0);
  await page.goto('/dnditems/');
  await expect(page.getByText(`${item} — Ola`)).toBeVisible();
  await screenshot(page, 'dnditems-390');
});

test('RPG log: the author deletes their entry, it goes on the other phone too, and «Angre» brings it back', async ({ page, secondPage }) => {
  const event = `Mistet sverdet ${Date.now()}`;
  await page.goto('/dnd/');
  await signedInUid(page);
  await secondPage.goto('/dnd/');
  await signedInUid(secondPage);
  await page.getByLabel(/Hendelse/).fill(event);
  await page.getByRole('button', { name: 'Logg', exact: true }).click();
  await expect(secondPage.getByText(event)).toBeVisible();
  // Only the author has the buttons.
  await expect(secondPage.getByRole('button', { name: `Slett «${event}»` })).toHaveCount(0);

  await page.getByRole('button', { name: `Slett «${event}»` }).click();
  await expect(page.getByText('Oppføringen er slettet.')).toBeVisible();
  await expect(secondPage.getByText(event)).toHaveCount(0);
  await page.getByRole('button', { name: 'Angre' }).click();
  await expect(page.getByText(event)).toBeVisible();
  await expect(secondPage.getByText(event)).toBeVisible();
});
