import type { Page } from '@playwright/test';
import { BLACK_CARDS, WHITE_CARDS } from '../content/cahCards';
import { toStoredBank } from '../features/cah/lib/bank';
import { expect, screenshot, signedInUid, test } from './support/fixtures';
import { emptyProostDeck } from './support/proost';

// «Festrom» (docs/rooms.md §Festrom) on four phones and a TV: the host makes a party, one guest
// joins by the invite link (the password rides in its fragment), two by code and password; each
// picks a name once. The host starts Proost and Cah from the party, the guests enter with one tap,
// a card is drawn and a Cah round is played, and «Kveldens tavle» follows on the TV.

const pickOneBank = () => {
  const stored = toStoredBank(BLACK_CARDS, WHITE_CARDS);
  stored.black = Object.fromEntries(Object.entries(stored.black).filter(([, card]) => card.pick === 1));
  return stored;
};

async function joinByCode(page: Page, code: string, name: string, password: string) {
  await page.goto('/fest/');
  await signedInUid(page);
  await page.getByLabel('Romkode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Bli med', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fest/${code}/$`));
  const form = page.getByTestId('party-join');
  await form.getByLabel('Ditt navn').fill(name);
  await form.getByLabel('Passord').fill(password);
  await form.getByRole('button', { name: 'Bli med' }).click();
  await expect(page.getByTestId('party-name')).toBeVisible();
}

async function enterRoom(page: Page, festCode: string, game: 'proost' | 'cah', title: string) {
  await page.goto(`/fest/${festCode}/`);
  const row = page.getByTestId('party-rooms').getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Gå inn' }).click();
  await expect(page).toHaveURL(new RegExp(`/${game}/[A-Za-z0-9]{5}/$`));
}

test('a party: four phones join by link and by code, play Proost and Cah from it, and the TV board follows', async ({ page, secondPage, newVisitor, db }) => {
  test.setTimeout(420_000);
  await db.set('cah/questionBank', pickOneBank());
  const host = page;
  const ola = secondPage;
  const per = await newVisitor({ name: 'per' });
  const siv = await newVisitor({ name: 'siv' });

  // The host makes the party; the password is prefilled with an easy one.
  await host.goto('/fest/');
  await signedInUid(host);
  await host.getByLabel('Navn på festen').fill('Lørdagsfest');
  await host.getByLabel('Ditt navn').fill('Kari');
  const passwordBox = host.getByLabel('Passord');
  await expect(passwordBox).toHaveValue(/^[a-z]+\d{2}$/);
  const password = await passwordBox.inputValue();
  // Empty names are refused in Norwegian before anything is sent.
  await host.getByLabel('Ditt navn').fill('');
  await host.getByRole('button', { name: 'Lag fest' }).click();
  await expect(host.getByText('Skriv inn navnet ditt.')).toBeVisible();
  await host.getByLabel('Ditt navn').fill('Kari');
  await host.getByRole('button', { name: 'Lag fest' }).click();
  await expect(host).toHaveURL(/\/fest\/[A-Za-z0-9]{5}\/$/);
  const code = (await host.getByTestId('party-code').textContent())!.trim();
  await expect(host.getByTestId('party-members')).toContainText('Kari');
  await expect(host.getByTestId('party-password')).toHaveText(password);
  const invite = (await host.getByRole('button', { name: 'Kopier lenken' }).getAttribute('data-invite-link'))!;
  expect(invite).toContain(`/fest/${code}/#p=`);
  const tvLink = (await host.getByTestId('tv-link').getAttribute('href'))!;

  // Ola scans the QR code: only the name is asked, and the password leaves the address.
  await ola.goto(invite);
  await signedInUid(ola);
  await expect(ola.getByText('Passordet fulgte med lenken.', { exact: false })).toBeVisible();
  expect(ola.url()).not.toContain('#p=');
  await ola.getByTestId('party-join').getByLabel('Ditt navn').fill('Ola');
  await ola.getByTestId('party-join').getByRole('button', { name: 'Bli med' }).click();
  await expect(ola.getByTestId('party-name')).toHaveText('Lørdagsfest');

  // Per types the code (any case) into the home page's one «Bli med» box and a wrong password
  // first; Siv, on the party start page, gets it right.
  await per.goto('/');
  await signedInUid(per);
  await per.getByLabel('Kode til fest eller rom').fill(code.toLowerCase());
  await per.getByTestId('home-join').getByRole('button', { name: 'Bli med' }).click();
  await expect(per).toHaveURL(new RegExp(`/fest/${code}/$`));
  const perForm = per.getByTestId('party-join');
  await perForm.getByLabel('Ditt navn').fill('Per');
  await perForm.getByLabel('Passord').fill('feil');
  await perForm.getByRole('button', { name: 'Bli med' }).click();
  await expect(perForm.getByText('Feil passord. Prøv igjen.')).toBeVisible();
  await perForm.getByLabel('Passord').fill(password);
  await perForm.getByRole('button', { name: 'Bli med' }).click();
  await expect(per.getByTestId('party-name')).toBeVisible({ timeout: 15_000 });
  await joinByCode(siv, code, 'Siv', password);

  for (const p of [host, ola, per, siv]) {
    for (const name of ['Kari', 'Ola', 'Per', 'Siv']) await expect(p.getByTestId('party-members')).toContainText(name);
  }
  // Only the host starts games.
  await expect(ola.getByRole('button', { name: 'Start Proost' })).toHaveCount(0);
  await host.evaluate(() => window.scrollTo(0, 0));
  await screenshot(host, 'fest-party');

  // The TV: a laptop-sized screen opened from the host's link.
  const tv = await newVisitor({ name: 'tv', viewport: { width: 1920, height: 1080 } });
  await tv.goto(tvLink);
  await expect(tv.getByTestId('tv-board')).toBeVisible({ timeout: 45_000 });
  expect(tv.url()).not.toContain('#p=');
  await expect(tv.getByTestId('tv-code')).toHaveText(code);
  for (const name of ['Kari', 'Ola', 'Per', 'Siv']) await expect(tv.getByTestId('tv-members')).toContainText(name);
  await expect(tv.getByRole('button')).toHaveCount(0);
  // The page's title sits over the board's left edge, not over the phone-wide column's.
  const titleBox = await tv.getByRole('heading', { level: 1, name: 'Festrom' }).boundingBox();
  const boardBox = await tv.getByTestId('tv-board').boundingBox();
  expect(Math.abs(titleBox!.x - boardBox!.x)).toBeLessThan(2);

  // Proost from the party: the host adds a player and a question and draws; a guest sees it.
  await host.getByRole('button', { name: 'Start Proost' }).click();
  await expect(host.getByTestId('party-rooms')).toContainText('Proost');
  await expect(ola.getByTestId('party-rooms')).toContainText('Proost');
  await enterRoom(host, code, 'proost', 'Proost');
  await enterRoom(ola, code, 'proost', 'Proost');
  // The room starts with the starter pack (e2e/proost.spec.ts); a deck of one question makes the
  // drawn card known.
  await emptyProostDeck(db, new URL(host.url()).pathname.split('/')[2]);
  await host.getByLabel('Navn på spiller').fill('Ola');
  await host.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await host.getByRole('textbox', { name: 'Spørsmål' }).fill('@spiller skåler for verten');
  await host.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(host.getByRole('list', { name: 'Spørsmål' })).toContainText('@spiller skåler for verten');
  await host.getByTestId('tap-card').click();
  await expect(host.getByTestId('card-text')).toHaveText('Ola skåler for verten');
  await expect(ola.getByTestId('card-text')).toHaveText('Ola skåler for verten');
  await expect(tv.getByTestId('board-proost-card')).toContainText('Ola skåler for verten', { timeout: 45_000 });

  // Cah from the party (the lobby's one-room-per-10-s clock is reset rather than waited out).
  await host.goto(`/fest/${code}/`);
  await db.remove('rate');
  await host.getByRole('button', { name: 'Start Cah' }).click();
  await expect(host.getByTestId('party-rooms')).toContainText('Cah');
  const players = [
    [host, 'Kari'],
    [per, 'Per'],
    [siv, 'Siv'],
  ] as const;
  for (const [p, name] of players) {
    await enterRoom(p, code, 'cah', 'Cah');
    // The name picked in the party is offered for the seat.
    const form = p.getByRole('form', { name: 'Bli med i spillet' });
    await expect(form.getByLabel('Navnet ditt i spillet')).toHaveValue(name);
    await form.getByRole('button', { name: 'Bli med' }).click();
    await expect(p.getByTestId('cah-players').getByText(`${name} (deg)`)).toBeVisible();
  }
  await host.getByTestId('cah-settings').getByRole('button', { name: 'Start spillet' }).click();
  await expect(host.getByTestId('czar-waiting')).toBeVisible();
  await expect(tv.getByTestId('tv-room-cah').getByTestId('board-cah-black')).toContainText('Runde 1', { timeout: 45_000 });
  await expect(tv.getByTestId('tv-room-cah').getByTestId('board-cah-black')).toContainText('Kari');
  let perHand: string[] = [];
  for (const p of [per, siv]) {
    const hand = p.getByTestId('hand');
    await expect(hand.getByTestId('hand-card')).toHaveCount(10, { timeout: 15_000 });
    await hand.getByTestId('hand-card').first().click();
    await p.getByTestId('play-button').click();
    if (p === per) {
      // The cards Per still holds, while his hand is on screen: none may reach the board.
      await expect(hand.getByTestId('hand-card')).toHaveCount(9);
      perHand = (await hand.getByTestId('hand-card').getByTestId('card-text').allTextContents()).map((t) => t.trim()).filter(Boolean);
    }
  }
  await expect(host.getByTestId('judged-play')).toHaveCount(2);
  // Every phone shows the plays now, and so does the board, without names or hands.
  await expect(tv.getByTestId('board-cah-plays').locator('> *')).toHaveCount(2, { timeout: 45_000 });
  const chosen = (await host.getByTestId('judge-card').first().textContent())!.replace('Trykk for å velge', '').trim();
  await host.getByTestId('judge-card').first().click();
  await expect(per.getByTestId('round-winner')).toBeVisible();
  await expect(tv.getByTestId('board-cah-scores')).toContainText(/(Per|Siv): 1/, { timeout: 45_000 });
  await expect(tv.getByTestId('tv-board')).toContainText(chosen.slice(0, 20));
  // No hand on the board: none of the cards Per held is shown there.
  expect(perHand.length).toBeGreaterThan(0);
  const board = (await tv.getByTestId('tv-board').textContent()) ?? '';
  for (const text of perHand) expect(board).not.toContain(text);
  await screenshot(tv, 'fest-tv');
});

test('a link to a party that does not exist, or its TV board, says so and leads back to Festrom, without asking for a name or password', async ({ page }) => {
  await page.goto('/fest/Ingn7/');
  await expect(page.getByTestId('party-missing')).toHaveText(/Fant ingen fest med koden «Ingn7»\. Sjekk koden og prøv igjen\./);
  // Nothing to join: the page's form goes, so no guest types a password for a party no one made.
  await expect(page.getByTestId('party-join')).toBeHidden();
  await expect(page.getByLabel('Passord')).toBeHidden();
  await screenshot(page, 'fest-missing');
  await page.getByTestId('party-missing').getByRole('link', { name: 'Til Festrom' }).click();
  await expect(page).toHaveURL(/\/fest\/$/);
  await expect(page.getByLabel('Romkode')).toBeVisible();

  // The TV board's address for it says the same, not that the board is no member.
  await page.goto('/fest/Ingn7/tv/');
  await expect(page.getByTestId('party-missing')).toHaveText(/Fant ingen fest med koden «Ingn7»/);
  await expect(page.getByTestId('tv-not-member')).toHaveCount(0);
});
