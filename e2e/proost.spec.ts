import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { movedByLayoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { createProostRoom as createRoom, emptyProostDeck } from './support/proost';
import type { OwnerDb } from './support/db';
import { EARLY_STALE_DRAW_TEXT } from '../features/proost/lib/earlyTap';
import { STARTER_PACK } from '../features/proost/lib/starterPack';
import { holdSignIn } from './support/holdSignIn';

// Proost and the shared room mechanism with two (or three) independent phones.

// Each test walks several phones through many live updates; on a shared 2-core machine that
// takes longer than a single-page test.
test.describe.configure({ timeout: 120_000 });

const PRIVATE_TEXT = 'Dette rommet er privat - Skriv passordet for å bli med';
const WRONG_PASSWORD = 'Feil passord. Prøv igjen.';

/** The same code with every letter's case flipped (lookup must ignore case). */
const swapCase = (code: string) => [...code].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

async function joinByCode(page: Page, typed: string) {
  await page.goto('/proost/');
  await signedInUid(page);
  await page.getByLabel('Romkode').first().fill(typed);
  await page.getByRole('button', { name: 'Bli med', exact: true }).first().click();
}

const card = (page: Page) => page.getByTestId('card-text');
const STARTER_COUNT = STARTER_PACK.length;
const STARTER_TEXT = STARTER_PACK[0].text;

test('create a public and a private room; another phone joins both by code in another case, the private one after a wrong password', async ({
  page,
  secondPage,
  db,
}) => {
  const stamp = Date.now().toString(36);
  const publicCode = await createRoom(page, `Åpen ${stamp}`);
  // One room per visitor every 10 s: clear this phone's clock as owner.
  await db.remove('rate');
  const privateCode = await createRoom(page, `Lukket ${stamp}`, 'hemmelig');
  await expect(page.getByTestId('room-password')).toContainText('hemmelig');

  // The lobby lists both, with lock icons, newest first.
  await page.goto('/proost/');
  const list = page.getByRole('list', { name: 'Aktive spill' });
  await expect(list.getByText(`Lukket ${stamp}`)).toBeVisible();
  const names = await list.getByRole('listitem').allTextContents();
  expect(names.findIndex((n) => n.includes(`Lukket ${stamp}`))).toBeLessThan(names.findIndex((n) => n.includes(`Åpen ${stamp}`)));
  await expectAccessible(page);
  await screenshot(page, 'proost-lobby');

  // «Bli med» with no code says what is missing instead of doing nothing.
  await secondPage.goto('/proost/');
  await signedInUid(secondPage);
  await secondPage.getByRole('button', { name: 'Bli med', exact: true }).first().click();
  await expect(secondPage.getByText('Skriv romkoden først.')).toBeVisible();

  await joinByCode(secondPage, swapCase(publicCode));
  await expect(secondPage).toHaveURL(new RegExp(`/proost/${publicCode}/$`));
  await expect(secondPage.getByRole('heading', { name: `Åpen ${stamp}` })).toBeVisible();

  await joinByCode(secondPage, `  ${swapCase(privateCode)} `);
  const dialog = secondPage.getByRole('dialog');
  await expect(dialog.getByText(PRIVATE_TEXT)).toBeVisible();
  // Empty says what is missing; cancel closes quietly.
  await dialog.getByRole('button', { name: 'Bli med' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Skriv passordet først.')).toBeVisible();
  await expect(dialog.getByText(WRONG_PASSWORD)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(secondPage).toHaveURL(/\/proost\/$/);

  await secondPage.getByRole('button', { name: 'Bli med', exact: true }).first().click();
  await dialog.getByLabel('Passord').fill('Hemmelig');
  await dialog.getByRole('button', { name: 'Bli med' }).click();
  await expect(dialog.getByText(WRONG_PASSWORD)).toBeVisible();
  await dialog.getByLabel('Passord').fill('hemmelig');
  await dialog.getByRole('button', { name: 'Bli med' }).click();
  await expect(secondPage).toHaveURL(new RegExp(`/proost/${privateCode}/$`));
  await expect(secondPage.getByTestId('room-password')).toContainText('hemmelig');

  // A code that matches no room says so.
  await joinByCode(secondPage, 'zzzz9');
  await expect(secondPage.getByText('Fant ikke noe rom med koden «zzzz9»')).toBeVisible();
});

test('players, questions, switches and the shared card update live on both phones', async ({ page, secondPage, db }) => {
  const code = await createRoom(page, `Live ${Date.now().toString(36)}`);
  await emptyProostDeck(db, code);
  await secondPage.goto(`/proost/${code}/`);
  await expect(secondPage.getByTestId('room-code')).toContainText(code);
  await expect(page.getByTestId('room-phones')).toHaveText('2 telefoner i rommet');

  // New rooms: entries on, new players off, screen tap off.
  const creatorSwitch = (name: string) => page.getByRole('switch', { name });
  await expect(creatorSwitch('Andre kan legge til spørsmål')).toBeChecked();
  await expect(creatorSwitch('Andre kan legge til spillere')).not.toBeChecked();
  await expect(creatorSwitch('Andre kan trekke kort')).not.toBeChecked();
  await expect(creatorSwitch('Inviterte kan trekke og legge til spillere')).toBeChecked();
  await expect(secondPage.getByRole('switch')).toHaveCount(0);
  await expect(secondPage.getByText('Legge til spiller har blitt slått av')).toBeVisible();
  // No players and no questions yet.
  await expect(secondPage.getByText('Ingenting å vise her')).toHaveCount(2);
  await expect(card(secondPage)).toContainText('Det finnes ingen spørsmål, legg til noen da vell');

  await page.getByLabel('Navn på spiller').fill('Ada');
  await page.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(secondPage.getByRole('list', { name: 'Spillere' })).toContainText('Ada');

  await creatorSwitch('Andre kan legge til spillere').click();
  await secondPage.getByLabel('Navn på spiller').fill('Bo');
  await secondPage.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('list', { name: 'Spillere' })).toContainText('Bo');

  await secondPage.getByRole('textbox', { name: 'Spørsmål' }).fill('@spiller skåler med @spiller');
  await secondPage.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('list', { name: 'Spørsmål' })).toContainText('@spiller skåler med @spiller');

  await creatorSwitch('Andre kan legge til spørsmål').click();
  await expect(secondPage.getByText('Spørsmål har blitt slått av')).toBeVisible();
  await creatorSwitch('Andre kan legge til spørsmål').click();
  await expect(secondPage.getByRole('form', { name: 'Nytt spørsmål' })).toBeVisible();

  // The creator draws: both phones show the same card, with two different players' names.
  await page.getByTestId('tap-card').click();
  await expect(card(page)).toHaveText(/^(Ada skåler med Bo|Bo skåler med Ada)$/);
  await expect(card(secondPage)).toHaveText((await card(page).textContent()) ?? '');
  // Others draw only while the creator allows it.
  await expect(secondPage.getByTestId('tap-card')).toBeDisabled();
  await creatorSwitch('Andre kan trekke kort').click();
  await expect(secondPage.getByTestId('tap-card')).toBeEnabled();
  const before = await page.getByTestId('tap-card').evaluate((el) => getComputedStyle(el).backgroundColor);
  await secondPage.getByTestId('tap-card').click();
  await expect
    .poll(() => page.getByTestId('tap-card').evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(before);
  await expect(card(page)).toHaveText((await card(secondPage).textContent()) ?? '');

  await screenshot(page, 'proost-room');
  await expectAccessible(page);

  // Any member removes a player.
  await secondPage.getByRole('button', { name: 'Fjern Ada' }).click();
  await expect(page.getByRole('list', { name: 'Spillere' })).not.toContainText('Ada');
});

test('a new room starts with the starter pack; the host lists the whole deck, a guest sees its size and only their own question, and the drawn card on both', async ({
  page,
  secondPage: guest,
}) => {
  test.setTimeout(200_000);
  const code = await createRoom(page, `Stokk ${Date.now().toString(36)}`);
  const questions = (p: Page) => p.getByRole('list', { name: 'Spørsmål' });
  await expect(page.getByRole('heading', { name: `Spørsmål (${STARTER_COUNT})` })).toBeVisible({ timeout: 30_000 });
  await expect(questions(page).getByText(STARTER_TEXT)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Startpakken er lagt til' })).toBeDisabled();

  await guest.goto(`/proost/${code}/`);
  await expect(guest.getByRole('heading', { name: `Spørsmål (${STARTER_COUNT})` })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByTestId('deck-hidden')).toHaveText(`Kortstokken har ${STARTER_COUNT} spørsmål. Du ser bare dine egne; resten er hemmelige til de trekkes.`);
  await expect(guest.getByText(STARTER_TEXT)).toHaveCount(0);
  await expect(guest.getByText('Ingenting å vise her')).toHaveCount(2);
  // The guest's own question: listed on their phone, counted on both.
  await guest.getByRole('textbox', { name: 'Spørsmål' }).fill('Gjesten skåler for verten');
  await guest.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(questions(guest)).toContainText('Gjesten skåler for verten');
  await expect(page.getByRole('heading', { name: `Spørsmål (${STARTER_COUNT + 1})` })).toBeVisible({ timeout: 20_000 });
  await expect(questions(page).getByText('Gjesten skåler for verten')).toHaveCount(1);

  // The host draws at once (the pack is there); the guest's phone shows the same text.
  await page.getByTestId('tap-card').click();
  await expect(card(page)).not.toHaveText(/^(Trykk for å trekke|…)/);
  const drawn = (await card(page).textContent()) ?? '';
  await expect(card(guest)).toHaveText(drawn);
  await screenshot(guest, 'proost-hidden-deck');
  await expectAccessible(guest);
});

test.describe('offline', () => {
  // What Chromium itself logs while a phone has no network.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|WebSocket connection to .* failed/] });

  test('a tap queued offline while the host drew is refused: the guest is told, and every phone keeps the host’s card', async ({
    page,
    secondPage: guest,
    db,
  }) => {
    const code = await createRoom(page, `Kø ${Date.now().toString(36)}`);
    await emptyProostDeck(db, code);
    const hostUid = await signedInUid(page);
    for (const text of ['Første spørsmål', 'Andre spørsmål', 'Tredje spørsmål']) {
      await page.getByRole('textbox', { name: 'Spørsmål' }).fill(text);
      await page.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
      await expect(page.getByRole('list', { name: 'Spørsmål' })).toContainText(text);
    }
    await page.getByRole('switch', { name: 'Andre kan trekke kort' }).click();
    await guest.goto(`/proost/${code}/`);
    // The live card (a tap on the first paint's card would be kept until live, not queued offline).
    await expect(guest.getByTestId('tap-card')).not.toHaveAttribute('data-connecting', '', { timeout: 20_000 });
    await expect(guest.getByTestId('tap-card')).toBeEnabled({ timeout: 20_000 });

    // The guest's phone drops off and taps «next card»; the host draws meanwhile.
    await guest.context().setOffline(true);
    await guest.getByTestId('tap-card').click();
    // Offline, a guest's phone cannot read the drawn text yet: the deck is hidden until a draw lands.
    await expect(card(guest)).toHaveText('…');
    await page.getByTestId('tap-card').click();
    await expect.poll(async () => ((await db.get(`proost/${code}/card`)) as { drawn_by?: string } | null)?.drawn_by).toBe(hostUid);
    const hostCard = (await card(page).textContent()) ?? '';
    expect(hostCard).toMatch(/^(Første|Andre|Tredje) spørsmål$/);

    await guest.context().setOffline(false);
    await expect(guest.getByText('Noen trakk et nytt kort mens du var frakoblet.', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(card(guest)).toHaveText(hostCard);
    await expect(card(page)).toHaveText(hostCard);
    expect(await db.get(`proost/${code}/card`)).toMatchObject({ drawn_by: hostUid, seq: 1 });
    await screenshot(guest, 'proost-stale-draw');
  });

  test('a phone that was offline while the host drew three cards says «Mens du var borte: 3 kort» and shows them, newest first', async ({
    page,
    secondPage: guest,
    db,
  }) => {
    // Three phones' worth of page loads and an offline spell: more than the default on a loaded machine.
    test.setTimeout(200_000);
    // A new room starts with the starter pack: the host draws at once.
    const code = await createRoom(page, `Borte ${Date.now().toString(36)}`);
    await guest.goto(`/proost/${code}/`);
    await expect(guest.getByTestId('room-phones')).toHaveText('2 telefoner i rommet', { timeout: 20_000 });

    await guest.context().setOffline(true);
    const drawn: string[] = [];
    for (let seq = 1; seq <= 3; seq++) {
      await page.getByTestId('tap-card').click();
      await expect.poll(() => db.get(`proost/${code}/card/seq`)).toBe(seq);
      drawn.push((await card(page).textContent()) ?? '');
    }
    expect(Object.keys((await db.get(`proost/${code}/history`)) as object).sort()).toEqual(['s1', 's2', 's3']);
    await expect(guest.getByTestId('missed-cards')).toHaveCount(0);

    await guest.context().setOffline(false);
    const notice = guest.getByTestId('missed-cards');
    await expect(notice).toContainText('Mens du var borte: 3 kort', { timeout: 20_000 });
    await expect(card(guest)).toHaveText(drawn[2]);
    await notice.getByRole('button', { name: 'Vis kortene' }).click();
    const missed = guest.getByRole('list', { name: 'Kort du gikk glipp av' }).getByRole('listitem');
    await expect(missed).toHaveCount(3);
    for (const [i, text] of [drawn[2], drawn[1], drawn[0]].entries()) await expect(missed.nth(i)).toContainText(text);
    await screenshot(guest, 'proost-missed-cards');
    await expectAccessible(guest);
    await guest.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();
    await expect(notice).toHaveCount(0);
    // The host, who stayed, is told nothing.
    await expect(page.getByTestId('missed-cards')).toHaveCount(0);
  });
});

test('a stranger on a private link sees the password wall and none of the room; joining opens it, a reload keeps it', async ({
  page,
  secondPage,
}) => {
  const code = await createRoom(page, `Privat ${Date.now().toString(36)}`, 'pass123');
  await page.getByLabel('Navn på spiller').fill('Skjult Spiller');
  await page.getByRole('form', { name: 'Ny spiller' }).getByRole('button', { name: 'Legg til' }).click();
  await page.getByRole('textbox', { name: 'Spørsmål' }).fill('Hemmelig spørsmål');
  await page.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('list', { name: 'Spørsmål' })).toContainText('Hemmelig spørsmål');

  await secondPage.goto(`/proost/${swapCase(code)}/`);
  const wall = secondPage.getByTestId('password-wall');
  // Two page loads: the address in another case signs in, finds the room and opens the room's own
  // address, which signs in again. On a loaded 2-core machine that has taken more than 10 s.
  await expect(wall.getByText(PRIVATE_TEXT)).toBeVisible({ timeout: 25_000 });
  await expect(secondPage).toHaveURL(new RegExp(`/proost/${code}/$`));
  await expect(secondPage.getByText('Hemmelig spørsmål')).toHaveCount(0);
  await expect(secondPage.getByText('Skjult Spiller')).toHaveCount(0);
  await expect(secondPage.getByText('pass123')).toHaveCount(0);
  await expectAccessible(secondPage);
  await screenshot(secondPage, 'proost-password-wall');

  await wall.getByLabel('Passord').fill('feil');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(wall.getByText(WRONG_PASSWORD)).toBeVisible();
  await wall.getByLabel('Passord').fill('pass123');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  // In the room now: the players, and the deck's size (a guest never reads the host's questions ahead).
  await expect(secondPage.getByRole('list', { name: 'Spillere' })).toContainText('Skjult Spiller');
  await expect(secondPage.getByRole('heading', { name: `Spørsmål (${STARTER_COUNT + 1})` })).toBeVisible({ timeout: 20_000 });
  await expect(secondPage.getByText('Hemmelig spørsmål')).toHaveCount(0);
  await expect(secondPage.getByTestId('password-wall')).toHaveCount(0);

  await secondPage.reload();
  await expect(secondPage.getByRole('list', { name: 'Spillere' })).toContainText('Skjult Spiller');
  await expect(secondPage.getByTestId('password-wall')).toHaveCount(0);
});

test('the wall shows no refusal before a guess, and the room opens after joining', async ({ page, secondPage }) => {
  const code = await createRoom(page, `Nektet ${Date.now().toString(36)}`, 'igjen');
  await secondPage.goto(`/proost/${code}/`);
  const wall = secondPage.getByTestId('password-wall');
  await expect(wall.getByText(PRIVATE_TEXT)).toBeVisible();
  // The live wall (sign-in, the SDK, the membership read) has taken over once the field is MUI's.
  await expect(wall.locator('.MuiInputBase-input')).toBeVisible({ timeout: 25_000 });
  await expect(secondPage.getByText('Du har ikke tilgang til dette.')).toHaveCount(0);
  await expect(secondPage.getByTestId('tap-card')).toHaveCount(0);
  await wall.getByLabel('Passord').fill('igjen');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(secondPage.getByTestId('tap-card')).toBeVisible();
  await expect(secondPage.getByText('Du har ikke tilgang til dette.')).toHaveCount(0);
  await expect(page.getByTestId('room-phones')).toHaveText('2 telefoner i rommet');
});

test('a private link takes the password before sign-in has finished; a «Bli med» sent meanwhile says «Kobler til …» and goes through by itself', async ({
  page,
  secondPage,
}) => {
  const code = await createRoom(page, `Tidlig ${Date.now().toString(36)}`, 'tidlig');
  // Sign-in is held back, so nothing live (no uid, no SDK write) can be behind what follows.
  const release = await holdSignIn(secondPage);
  await secondPage.goto(`/proost/${code}/`);
  const wall = secondPage.getByTestId('password-wall');
  // The plain wall the page painted from the refused read, before any of the live part.
  await expect(wall).toHaveAttribute('data-early-password', '');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(wall.getByText('Skriv passordet først.')).toBeVisible();
  await wall.getByLabel('Passord').fill('tidlig');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(wall.getByText('Kobler til …')).toBeVisible();
  release();
  await expect(secondPage.getByTestId('tap-card')).toBeVisible({ timeout: 25_000 });
  await expect(secondPage.getByTestId('password-wall')).toHaveCount(0);
});

/** A public room with screen tap on and no card yet, as another phone's host made it. */
async function seedTapRoom(db: OwnerDb, name: string): Promise<string> {
  const code = `T${Date.now().toString(36).slice(-4)}`;
  const settings = { name, private: false, created_by: 'host-elsewhere', created_at: Date.now() };
  await db.set(`proost/${code}`, {
    settings: { ...settings, allow_entries: true, allow_new_players: true, allow_screen_tap: true },
    questions: { q1: { text: 'Alle drikker', by: 'host-elsewhere', type: 'Generelt' }, q2: { text: 'Ingen drikker', by: 'host-elsewhere', type: 'Generelt' } },
  });
  await db.set(`lobby/proost/${code}`, { ...settings, creator_name: 'Kari', active_at: Date.now() });
  return code;
}

test('the first-painted card takes a tap before sign-in has finished: it says «Kobler til …», and the draw goes through by itself once live', async ({ page, db }) => {
  const code = await seedTapRoom(db, `Tidlig trykk ${Date.now().toString(36)}`);
  const release = await holdSignIn(page);
  await page.goto(`/proost/${code}/`);
  const tapCard = page.getByTestId('tap-card');
  // The snapshot's card, not the live one, and it answers a tap.
  await expect(tapCard).toHaveAttribute('data-connecting', '');
  await expect(card(page)).toHaveText('Trykk for å trekke et spørsmål');
  await expect(tapCard).toBeEnabled();
  await expect(tapCard).not.toContainText('Kobler til …');
  await tapCard.click();
  await expect(tapCard).toContainText('Kobler til …');
  await expect(tapCard).toHaveAttribute('aria-busy', 'true');
  // Kept, not sent: nothing can be written before sign-in.
  await page.waitForTimeout(500);
  expect(await db.get(`proost/${code}/card`)).toBeNull();

  release();
  await expect(card(page)).toHaveText(/^(Alle drikker|Ingen drikker)$/, { timeout: 25_000 });
  await expect(tapCard).not.toHaveAttribute('data-connecting', '');
  const stored = (await db.get(`proost/${code}/card`)) as { seq?: number; drawn_by?: string } | null;
  // One draw, on the card the tap was made on (seq 0 → 1), by this phone.
  expect(stored?.seq).toBe(1);
  expect(stored?.drawn_by).toBe(await signedInUid(page));
  await expect(page.getByText(EARLY_STALE_DRAW_TEXT)).toHaveCount(0);
});

test('an early tap on a card another phone replaced before this one was live draws nothing; the phone says so and shows the current card', async ({ page, db }) => {
  const code = await seedTapRoom(db, `Sent trykk ${Date.now().toString(36)}`);
  const release = await holdSignIn(page);
  await page.goto(`/proost/${code}/`);
  const tapCard = page.getByTestId('tap-card');
  await expect(card(page)).toHaveText('Trykk for å trekke et spørsmål');
  await tapCard.click();
  await expect(tapCard).toContainText('Kobler til …');
  // Meanwhile the host draws on their own phone.
  const hostCard = { text: 'Vertens kort', type: 'Generelt', color: '#004499', drawn_by: 'host-elsewhere', at: Date.now(), seq: 1 };
  await db.set(`proost/${code}/card`, hostCard);

  release();
  await expect(page.getByText(EARLY_STALE_DRAW_TEXT)).toBeVisible({ timeout: 25_000 });
  await expect(card(page)).toHaveText('Vertens kort');
  await expect(tapCard).not.toHaveAttribute('data-connecting', '');
  await page.waitForTimeout(500);
  expect(await db.get(`proost/${code}/card`)).toEqual(hostCard);
});

test('a room its host closes while a guest is still signing in: the guest is told the room is not found, not that they were removed', async ({ page, db }) => {
  const code = await seedTapRoom(db, `Stengt ${Date.now().toString(36)}`);
  const release = await holdSignIn(page);
  await page.goto(`/proost/${code}/`);
  await expect(card(page)).toHaveText('Trykk for å trekke et spørsmål');
  // The host closes the room (out of the lobby) before this phone is signed in: its join, sent
  // the moment sign-in is done, is refused.
  await db.remove(`lobby/proost/${code}`);
  release();
  await expect(page.getByText(`Fant ikke noe rom med koden «${code}». Sjekk koden og prøv igjen.`)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('Du ble fjernet fra rommet.')).toHaveCount(0);
  expect(await db.get(`members/proost/${code}`)).toBeNull();
});

test('the creator closes a room after confirming, which leaves the lobby; the invite shows a QR code and the room link', async ({ page }) => {
  const name = `Lukkes ${Date.now().toString(36)}`;
  const code = await createRoom(page, name);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  // The host's link carries the room's invite secret in its fragment (docs/rooms.md "Invites").
  await expect(page.getByTestId('invite-link')).toHaveText(new RegExp(`/proost/${code}/#inv=[-_A-Za-z0-9]{24}$`));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Kopier lenke' }).click();
  await expect(page.getByText('Lenken er kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/proost/${code}/#inv=[-_A-Za-z0-9]{24}$`));
  await page.getByRole('button', { name: 'Lukk', exact: true }).click();

  await page.goto('/proost/');
  const list = page.getByRole('list', { name: 'Aktive spill' });
  await expect(list.getByText(name)).toBeVisible();
  // A stray tap asks first; «Avbryt» keeps the room.
  await list.getByRole('button', { name: `Lukk ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Lukke ${name}?` });
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(list.getByText(name)).toBeVisible();

  await list.getByRole('button', { name: `Lukk ${name}` }).click();
  await page.getByRole('dialog', { name: `Lukke ${name}?` }).getByRole('button', { name: 'Ja, lukk rommet' }).click();
  await expect(list.getByText(name)).toHaveCount(0);
});

test('the creator removes a member and changes the leaked password; the old one no longer opens the room', async ({ page, secondPage }) => {
  const code = await createRoom(page, `Lekk ${Date.now().toString(36)}`, 'lekket');
  await secondPage.goto(`/proost/${code}/`);
  const wall = secondPage.getByTestId('password-wall');
  await wall.getByLabel('Passord').fill('lekket');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(secondPage.getByTestId('tap-card')).toBeVisible();
  // Only the creator has the members button.
  await expect(secondPage.getByRole('button', { name: 'Medlemmer' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Medlemmer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Medlemmer' });
  const members = dialog.getByRole('list', { name: 'Medlemmer' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'proost-members');
  await members.getByRole('button', { name: 'Fjern' }).click();
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await dialog.getByLabel('Nytt passord').fill('nytt-passord');
  await dialog.getByRole('button', { name: 'Bytt passord' }).click();
  await expect(dialog.getByText('Passordet er byttet.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByTestId('room-password')).toContainText('nytt-passord');

  // The removed phone is behind the wall again, and the leaked password no longer opens it.
  await secondPage.reload();
  await expect(wall.getByText(PRIVATE_TEXT)).toBeVisible({ timeout: 25_000 });
  await wall.getByLabel('Passord').fill('lekket');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(wall.getByText(WRONG_PASSWORD)).toBeVisible();
  await wall.getByLabel('Passord').fill('nytt-passord');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(secondPage.getByTestId('tap-card')).toBeVisible();
});

test('a member removed while the room is open: the phone loses it, says so, and its socket never carries the new password or later contents', async ({
  page,
  secondPage,
  newVisitor,
  db,
}) => {
  const code = await createRoom(page, `Fjern ${Date.now().toString(36)}`, 'forste');
  // A member who stays: the room moves to a new view key with the removal, and this phone follows it.
  const stays = await newVisitor({ name: 'stays' });
  await stays.goto(`/proost/${code}/`);
  await stays.getByTestId('password-wall').getByLabel('Passord').fill('forste');
  await stays.getByTestId('password-wall').getByRole('button', { name: 'Bli med' }).click();
  await expect(stays.getByTestId('tap-card')).toBeVisible();
  const questionsHeading = stays.getByRole('heading', { name: /^Spørsmål \(\d+\)$/ });
  const before = Number(/\d+/.exec((await questionsHeading.textContent()) ?? '')?.[0]);
  // Everything the removed phone's browser receives from the database server.
  const frames: string[] = [];
  secondPage.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload))));
  await secondPage.goto(`/proost/${code}/`);
  const wall = secondPage.getByTestId('password-wall');
  await wall.getByLabel('Passord').fill('forste');
  await wall.getByRole('button', { name: 'Bli med' }).click();
  await expect(secondPage.getByTestId('tap-card')).toBeVisible();
  await expect(secondPage.getByTestId('room-password')).toContainText('forste');

  const removed = await signedInUid(secondPage);
  await page.getByRole('button', { name: 'Medlemmer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Medlemmer' });
  await dialog
    .getByRole('list', { name: 'Medlemmer' })
    .getByRole('listitem')
    .filter({ hasText: `Medlem ${removed.slice(0, 6)}` })
    .getByRole('button', { name: 'Fjern' })
    .click();
  await expect(secondPage.getByText('Du ble fjernet fra rommet.')).toBeVisible();
  await expect(secondPage.getByTestId('tap-card')).toHaveCount(0);
  await expect(secondPage.getByTestId('room-password')).toHaveCount(0);
  await expectAccessible(secondPage);
  await screenshot(secondPage, 'proost-removed');

  // The creator changes the password and adds a question; the creator's screen shows both.
  await dialog.getByLabel('Nytt passord').fill('andre-passord');
  await dialog.getByRole('button', { name: 'Bytt passord' }).click();
  await expect(dialog.getByText('Passordet er byttet.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByTestId('room-password')).toContainText('andre-passord');
  await page.getByRole('textbox', { name: 'Spørsmål' }).fill('Etter fjerningen');
  await page.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('list', { name: 'Spørsmål' })).toContainText('Etter fjerningen');
  // A later change the removed phone still reads (its lobby entry) has reached its socket, so
  // anything sent before it would have too.
  const marker = Date.now() + 777;
  await db.set(`lobby/proost/${code}/active_at`, marker);
  await expect.poll(() => frames.some((f) => f.includes(String(marker))), { timeout: 20_000 }).toBe(true);
  const received = frames.join('\n');
  expect(received).not.toContain('andre-passord');
  expect(received).not.toContain('Etter fjerningen');
  await expect(secondPage.getByText('Du ble fjernet fra rommet.')).toBeVisible();
  // The member who stayed has the new password and the new question in the deck (its text is
  // secret until drawn), without a reload, and no error.
  await expect(stays.getByTestId('room-password')).toContainText('andre-passord');
  await expect(stays.getByRole('heading', { name: `Spørsmål (${before + 1})` })).toBeVisible();
  await expect(stays.getByTestId('tap-card')).toBeVisible();
  await expect(stays.getByText('Du ble fjernet fra rommet.')).toHaveCount(0);
});

test('a guest from the QR code sees the card from one REST read before sign-in starts; the live room then shows what the other phone drew right after', async ({
  page,
  secondPage,
  db,
}) => {
  const code = await createRoom(page, `Først ${Date.now().toString(36)}`);
  await emptyProostDeck(db, code);
  const addQuestion = async (text: string) => {
    await page.getByRole('textbox', { name: 'Spørsmål' }).fill(text);
    await page.getByRole('form', { name: 'Nytt spørsmål' }).getByRole('button', { name: 'Legg til' }).click();
    await expect(page.getByRole('list', { name: 'Spørsmål' })).toContainText(text);
  };
  await addQuestion('Alle drikker');
  await page.getByTestId('tap-card').click();
  await expect(card(page)).toHaveText('Alle drikker');
  await addQuestion('Ingen drikker');

  // When the card's text first appears on the guest's screen, in the page's own clock.
  await secondPage.addInitScript(() => {
    const w = window as unknown as { cardAt?: number };
    new MutationObserver(() => {
      if (w.cardAt === undefined && document.querySelector('[data-room-card]')?.textContent) w.cardAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await secondPage.goto(`/proost/${code}/`);
  await expect(card(secondPage)).toHaveText('Alle drikker');
  const order = await secondPage.evaluate((roomRead) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const startOf = (match: (name: string) => boolean) => entries.find((e) => match(e.name))?.startTime ?? Infinity;
    return {
      cardAt: (window as unknown as { cardAt?: number }).cardAt ?? Infinity,
      signUpAt: startOf((name) => name.includes('accounts:signUp')),
      readAt: startOf((name) => name.includes(roomRead)),
      readDoneAt: entries.find((e) => e.name.includes(roomRead))?.responseEnd ?? Infinity,
      configAt: startOf((name) => name.endsWith('/emulators.json')),
    };
  }, `/proost/${code}.json`);
  expect(order.cardAt).toBeLessThan(Infinity);
  expect(order.cardAt).toBeLessThan(order.signUpAt);
  // The page came with the local database's address: the room's read waits for no other request.
  expect(order.readAt).toBeLessThan(order.configAt);

  // The other phone draws at once; the guest's live room replaces the snapshot and follows.
  await page.getByTestId('tap-card').click();
  await expect(card(page)).toHaveText('Ingen drikker');
  await expect(card(secondPage)).toHaveText('Ingen drikker');
  await expect(secondPage.getByTestId('room-phones')).toHaveText('2 telefoner i rommet');
  await expect(secondPage.getByTestId('tap-card')).toHaveCount(1);
  await expect(secondPage.getByRole('heading', { name: /^Først / })).toHaveCount(1);

  // None of the page's scripts, first load or live part, was requested before the read had
  // answered (scripts/defer-first-load.mjs): on a slow line the card has the bandwidth to itself.
  const scripts = await secondPage.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/_next/static/chunks/'))
      .map((e) => ({ url: e.name, at: e.startTime })),
  );
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => script.at < order.readDoneAt)).toEqual([]);
});

test('a guest in a room whose host is away gets the offer to take over below the room, so nothing on screen moves when it comes', async ({
  page,
  db,
}) => {
  const code = `B${Date.now().toString(36).slice(-4)}`;
  const away = Date.now() - 10 * 60_000; // longer than the rules' absence
  const settings = { name: 'Bortevert', private: false, created_by: 'host-away', created_at: away };
  await db.set(`proost/${code}`, {
    settings: { ...settings, allow_entries: true, allow_new_players: true, allow_screen_tap: true },
    questions: { q1: { text: 'Alle drikker', by: 'host-away', type: 'Generelt' } },
    players: { p1: { name: 'Kari', added_by: 'host-away', id: 'p1' } },
  });
  await db.set(`lobby/proost/${code}`, { ...settings, creator_name: 'Kari', active_at: away });
  await recordLayoutShifts(page, 'main');

  await page.goto(`/proost/${code}/`);
  const offer = page.getByTestId('take-role');
  await expect(offer).toContainText('Verten har vært borte en stund.', { timeout: 25_000 });
  await expect(page.getByRole('heading', { name: 'Spørsmål (1)' })).toBeVisible();
  // The offer comes with reads of its own (presence, last seen), after the room's sections.
  const below = await offer.evaluate((el) => {
    const questions = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Spørsmål (1)');
    return !!questions && !!(questions.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(below).toBe(true);
  expect(await movedByLayoutShifts(page)).toEqual([]);
});
