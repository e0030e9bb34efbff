import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';

// One way in: the home page's «Bli med» opens any game's room by its code,
// a lobby opens another game's code, and the host's invite link lets a Battleshots guest take the
// second seat at once while a passer-by from the lobby still finds it locked.

test.setTimeout(180_000);

/** Makes a public room in `game`'s lobby and returns its code, once the host is in it. */
async function createRoom(page: Page, game: string, name: string): Promise<string> {
  await page.goto(`/${game}/`);
  await signedInUid(page);
  const code = await page.getByTestId('new-room-code').inputValue();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  await page.getByLabel('Navn på rommet').fill(name);
  await page.getByLabel('Ditt navn').fill('Kari');
  await page.getByRole('button', { name: 'Lag rom' }).click();
  await expect(page).toHaveURL(new RegExp(`/${game}/${code}/$`), { timeout: 20_000 });
  return code;
}

test('the home page\'s «Bli med» opens a room of any game by its code, typed in lower case with spaces', async ({ page, secondPage }) => {
  const code = await createRoom(page, 'cah', 'Kortkveld');

  await secondPage.goto('/');
  const box = secondPage.getByLabel('Kode til fest eller rom');
  const status = secondPage.getByTestId('home-join').getByRole('status');
  // Empty: says why, at once.
  await secondPage.getByTestId('home-join').getByRole('button', { name: 'Bli med' }).click();
  await expect(status).toHaveText('Skriv romkoden først.');
  // Unknown: the rooms' own words.
  await box.fill('zzzz2');
  await secondPage.getByTestId('home-join').getByRole('button', { name: 'Bli med' }).click();
  await expect(status).toHaveText('Fant ikke noe rom med koden «zzzz2». Sjekk koden og prøv igjen.', { timeout: 20_000 });
  await expectAccessible(secondPage);
  await screenshot(secondPage, 'home-join-unknown');
  await secondPage.emulateMedia({ colorScheme: 'dark' });
  await screenshot(secondPage, 'home-join-unknown-dark');
  await secondPage.emulateMedia({ colorScheme: 'light' });

  const spaced = `${code.slice(0, 2)} ${code.slice(2)}`.toLowerCase();
  await box.fill(spaced);
  await box.press('Enter');
  await expect(secondPage).toHaveURL(new RegExp(`/cah/${code}/$`), { timeout: 20_000 });
  await expect(secondPage.getByRole('heading', { name: 'Kortkveld' })).toBeVisible({ timeout: 20_000 });
});

test('a lobby opens a code of another game instead of saying there is no such room', async ({ page, secondPage }) => {
  const code = await createRoom(page, 'cah', 'Kortkveld');
  await secondPage.goto('/proost/');
  await signedInUid(secondPage);
  await secondPage.getByRole('textbox', { name: 'Romkode', description: 'Store og små bokstaver spiller ingen rolle' }).fill(code.toLowerCase());
  await secondPage.getByRole('button', { name: 'Bli med', exact: true }).click();
  await expect(secondPage).toHaveURL(new RegExp(`/cah/${code}/$`), { timeout: 20_000 });
});

test('the guest who opens the host\'s invite link takes the Battleshots seat at once; a passer-by from the lobby is still locked out', async ({
  page,
  secondPage,
  newVisitor,
  db,
}) => {
  const code = await createRoom(page, 'battleshots', 'Sjøslag');
  await expect(page.getByTestId('seat-0')).toContainText('Kari', { timeout: 20_000 });

  // The host's invite link carries the room's secret in its fragment.
  await page.getByRole('button', { name: 'Inviter' }).click();
  const linkText = page.getByTestId('invite-link');
  await expect(linkText).toHaveText(new RegExp(`/battleshots/${code}/#inv=[-_A-Za-z0-9]{24}$`), { timeout: 20_000 });
  const link = (await linkText.textContent())!;
  await page.getByRole('button', { name: 'Lukk', exact: true }).click();

  // A passer-by finds the room in the lobby and goes in: a member, but the seat is locked.
  const passer = await newVisitor({ name: 'passer' });
  await passer.goto('/battleshots/');
  await signedInUid(passer);
  await passer.getByRole('textbox', { name: 'Romkode', description: 'Store og små bokstaver spiller ingen rolle' }).fill(code);
  await passer.getByRole('button', { name: 'Bli med', exact: true }).click();
  await expect(passer).toHaveURL(new RegExp(`/battleshots/${code}/$`), { timeout: 20_000 });
  await expect(passer.getByTestId('seat-closed')).toBeVisible({ timeout: 20_000 });
  await expect(passer.getByLabel('Ditt navn')).toHaveCount(0);

  // The invited guest sits down with no action from the host; the secret leaves the address bar.
  await secondPage.goto(link);
  const ola = await signedInUid(secondPage);
  await secondPage.getByLabel('Ditt navn').fill('Ola', { timeout: 20_000 });
  await expect(secondPage).toHaveURL(new RegExp(`/battleshots/${code}/$`));
  await screenshot(secondPage, 'battleshots-invited-seat');
  await secondPage.getByRole('button', { name: 'Ta plass' }).click();
  await expect(secondPage.getByTestId('seat-1')).toContainText('Ola');
  await expect(page.getByTestId('seat-1')).toContainText('Ola', { timeout: 20_000 });
  expect(await db.get(`battleshots/${code}/challenger`)).toBe(ola);
  expect(await db.get(`battleshots/${code}/settings/allow_new_players`)).toBe(false);
  // The passer-by now finds the room full, and never got a seat.
  await expect(passer.getByText('Rommet er fullt')).toBeVisible({ timeout: 20_000 });
});
