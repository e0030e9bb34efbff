import type { Page } from '@playwright/test';
import { expect, screenshot, signedInUid, test } from './support/fixtures';

// «Festrom»'s members (docs/rooms.md §Festrom): a guest who enters Proost from the party is
// invited (draws, adds a player) and has a way back to the party; the host removes a guest, whose
// open phone says so and who gets back in neither with the old link nor with a room's old
// password; the host changes the party password. And the party page rides out a dropped network.

const OFFLINE_TEXT = 'Du er uten nett. Det du gjør lagres når nettet er tilbake.';

/** The host makes a party «Lørdagsfest» as Kari; returns its code, password and invite link. */
async function makeParty(host: Page) {
  await host.goto('/fest/');
  await signedInUid(host);
  await host.getByLabel('Navn på festen').fill('Lørdagsfest');
  await host.getByLabel('Ditt navn').fill('Kari');
  const password = await host.getByLabel('Passord').inputValue();
  await host.getByRole('button', { name: 'Lag fest' }).click();
  await expect(host).toHaveURL(/\/fest\/[A-Za-z0-9]{5}\/$/, { timeout: 30_000 });
  await expect(host.getByTestId('party-code')).toBeVisible({ timeout: 30_000 });
  const code = (await host.getByTestId('party-code').textContent())!.trim();
  await expect(host.getByTestId('party-password')).toHaveText(password);
  const invite = (await host.getByRole('button', { name: 'Kopier lenken' }).getAttribute('data-invite-link'))!;
  return { code, password, invite };
}

/** A guest opens the invite link and picks a name. */
async function joinByInvite(guest: Page, invite: string, name: string) {
  await guest.goto(invite);
  await signedInUid(guest);
  await guest.getByTestId('party-join').getByLabel('Ditt navn').fill(name);
  await guest.getByTestId('party-join').getByRole('button', { name: 'Bli med' }).click();
  // A join is two writes a few round trips apart (the guess, then the membership) and then the party's read.
  await expect(guest.getByTestId('party-name')).toHaveText('Lørdagsfest', { timeout: 30_000 });
}

async function enterProost(page: Page) {
  const row = page.getByTestId('party-rooms').getByRole('listitem').filter({ hasText: 'Proost' });
  await row.getByRole('button', { name: 'Gå inn' }).click();
  await expect(page).toHaveURL(/\/proost\/[A-Za-z0-9]{5}\/$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/')[2]!;
}

test('a guest from the party plays Proost and finds the way back; the host removes them, and neither the old link nor the room lets them in again', async ({
  page,
  secondPage,
  db,
}) => {
  test.setTimeout(300_000);
  const host = page;
  const ola = secondPage;
  const { code, password, invite } = await makeParty(host);
  await joinByInvite(ola, invite, 'Ola');

  // Proost from the party: Ola came by the host's invitation, so he draws and adds players
  // although «Andre kan trekke kort» and «Andre kan legge til spillere» are off.
  // The party was the host's new room of the last 10 s: the start waits out the lobby's rate
  // («Starter Proost …») instead of being refused.
  await host.getByRole('button', { name: 'Start Proost' }).click();
  await expect(host.getByTestId('party-rooms')).toContainText('Proost', { timeout: 25_000 });
  await expect(host.getByText('Rommet ble ikke laget')).toHaveCount(0);
  await expect(ola.getByTestId('party-rooms')).toContainText('Proost');
  const room = await enterProost(ola);
  await ola.getByLabel('Navn på spiller').fill('Siv');
  await ola.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(ola.getByRole('list', { name: 'Spillere' })).toContainText('Siv');
  await ola.getByTestId('tap-card').click();
  await expect(ola.getByTestId('card-text')).not.toBeEmpty();
  await expect.poll(async () => (await db.get(`proost/${room}/card/seq`)) as number).toBe(1);
  const roomPassword = (await db.get(`fest_keys/${code}/0/proost/${room}/password`)) as string;
  expect(roomPassword).toBeTruthy();

  // The room links back to the party on the phone that came from it.
  await expect(ola.getByTestId('party-back-link')).toHaveText('Tilbake til festen «Lørdagsfest»');
  await ola.evaluate(() => window.scrollTo(0, 0));
  await screenshot(ola, 'fest-room-back-link');
  await ola.getByTestId('party-back-link').click();
  await expect(ola).toHaveURL(new RegExp(`/fest/${code}/$`));
  await expect(ola.getByTestId('party-name')).toHaveText('Lørdagsfest');

  // Only the host has «Medlemmer» and «Bytt passord».
  await expect(ola.getByRole('button', { name: 'Medlemmer' })).toHaveCount(0);
  await expect(ola.getByRole('form', { name: 'Bytt festens passord' })).toHaveCount(0);

  // The host removes Ola: his open phone says so at once.
  await host.getByRole('button', { name: 'Medlemmer' }).click();
  const dialog = host.getByRole('dialog', { name: 'Medlemmer' });
  await expect(dialog.getByText('Kari (deg, verten)')).toBeVisible();
  await screenshot(host, 'fest-members-dialog');
  await dialog.getByRole('button', { name: 'Fjern Ola' }).click();
  await expect(dialog.getByText('Ola er fjernet.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fjern Ola' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(ola.getByTestId('party-removed')).toHaveText(/Du er fjernet fra festen\./);
  await expect(ola.getByTestId('party-name')).toHaveCount(0);
  await screenshot(ola, 'fest-removed');
  // «Hvem er her» no longer lists him; the host's «Inviter» shows a new password and link.
  await expect(host.getByTestId('party-members')).not.toContainText('Ola');
  await expect(host.getByTestId('party-password')).not.toHaveText(password);
  const newInvite = (await host.getByRole('button', { name: 'Kopier lenken' }).getAttribute('data-invite-link'))!;
  expect(newInvite).not.toBe(invite);
  expect(await db.get(`members/proost/${room}/${await signedInUid(ola)}`)).toBeNull();

  // The old link, opened afresh: the name is asked, the password it carried is refused.
  await ola.goto('/');
  await ola.goto(invite);
  await ola.getByTestId('party-join').getByLabel('Ditt navn').fill('Ola');
  await ola.getByTestId('party-join').getByRole('button', { name: 'Bli med' }).click();
  await expect(ola.getByTestId('party-join').getByText('Feil passord. Prøv igjen.')).toBeVisible({ timeout: 20_000 });
  await expect(ola.getByTestId('party-name')).toHaveCount(0);
  // The Proost room asks for a password, and the room's old one is refused too.
  await ola.goto(`/proost/${room}/`);
  const wall = ola.getByLabel('Passord');
  await wall.fill(roomPassword);
  await wall.press('Enter');
  await expect(ola.getByText('Feil passord. Prøv igjen.')).toBeVisible({ timeout: 20_000 });

  // The host changes the password: «Inviter» shows the new one.
  const form = host.getByRole('form', { name: 'Bytt festens passord' });
  await form.getByRole('button', { name: 'Bytt passord' }).click();
  await expect(form.getByText('Skriv inn passordet.', { exact: false })).toBeVisible();
  await form.getByLabel('Nytt passord').fill('kake99');
  await form.getByRole('button', { name: 'Bytt passord' }).click();
  await expect(host.getByTestId('party-password-changed')).toBeVisible();
  await expect(host.getByTestId('party-password')).toHaveText('kake99');
  // The party's rooms stay open to its members under the new password.
  await expect(host.getByTestId('party-rooms').getByRole('button', { name: 'Gå inn' })).toBeEnabled();
  await host.getByRole('form', { name: 'Bytt festens passord' }).scrollIntoViewIfNeeded();
  await screenshot(host, 'fest-password-changed');
});

test.describe('offline', () => {
  // The phone's own failed reconnects while the network is down.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|WebSocket connection to .* failed/] });

  test('the party page rides out ten seconds without network: it stays, and a question asked offline arrives', async ({ page, secondPage }) => {
    test.setTimeout(240_000);
    const host = page;
    const ola = secondPage;
    const { invite } = await makeParty(host);
    await joinByInvite(ola, invite, 'Ola');
    const board = (p: Page) => p.getByTestId('party-part-questions');
    await expect(board(ola).getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 30_000 });

    await ola.context().setOffline(true);
    await expect(ola.getByText(OFFLINE_TEXT)).toBeVisible();
    // A tap made offline: the question shows at once and is sent when the network is back.
    await board(ola).getByLabel('Til').fill('Kari');
    await board(ola).getByRole('textbox', { name: 'Spørsmål' }).fill('Når kommer pizzaen?');
    await board(ola).getByLabel('Fra').fill('Ola');
    await board(ola).getByRole('button', { name: 'Send' }).click();
    const asked = (p: Page) => board(p).getByTestId('question-card').filter({ hasText: 'Når kommer pizzaen?' });
    await expect(asked(ola)).toBeVisible();
    await ola.waitForTimeout(10_000);
    await expect(ola.getByTestId('party-name')).toHaveText('Lørdagsfest');
    await expect(ola.getByTestId('party-members')).toContainText('Kari');
    await ola.emulateMedia({ colorScheme: 'dark' });
    await ola.evaluate(() => window.scrollTo(0, 0));
    await screenshot(ola, 'fest-offline-dark');
    await ola.context().setOffline(false);
    await expect(ola.getByText(OFFLINE_TEXT)).toHaveCount(0, { timeout: 30_000 });
    await expect(asked(host)).toBeVisible({ timeout: 30_000 });
    await expect(ola.getByTestId('party-name')).toHaveText('Lørdagsfest');
  });
});
