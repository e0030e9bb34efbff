import type { Page } from '@playwright/test';
import { BLACK_CARDS, WHITE_CARDS } from '../content/cahCards';
import { toStoredBank } from '../features/cah/lib/bank';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { holdSignIn } from './support/holdSignIn';
import { recordScripts } from './support/muiScripts';

// A whole game of Cah on four phones: three play it to the end (win_points 2, one blank card,
// the czar choosing each round) while a fourth sits down and leaves in the middle of a round.

const NEED_PLAYERS = 'Det trengs minst 3 spillere for å starte.';

/** Rounds here ask for one card, so the test knows how many to play. */
const pickOneBank = () => {
  const stored = toStoredBank(BLACK_CARDS, WHITE_CARDS);
  stored.black = Object.fromEntries(Object.entries(stored.black).filter(([, card]) => card.pick === 1));
  return stored;
};

async function createRoom(page: Page, name: string): Promise<string> {
  await page.goto('/cah/');
  await signedInUid(page);
  const code = await page.getByTestId('new-room-code').inputValue();
  await page.getByLabel('Navn på rommet').fill(name);
  await page.getByLabel('Ditt navn').fill('Anna');
  await page.getByRole('button', { name: 'Lag rom' }).click();
  await expect(page).toHaveURL(new RegExp(`/cah/${code}/$`));
  return code;
}

async function sitDown(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Bli med i spillet' });
  // Empty sends nothing and says why.
  await form.getByRole('button', { name: 'Bli med' }).click();
  await expect(form.getByText('Skriv inn navnet ditt.')).toBeVisible();
  await form.getByLabel('Navnet ditt i spillet').fill(name);
  await form.getByRole('button', { name: 'Bli med' }).click();
  await expect(page.getByTestId('cah-players').getByText(`${name} (deg)`)).toBeVisible();
}

/** Plays the first card of the hand and returns its text. */
async function playFirstCard(page: Page): Promise<string> {
  const hand = page.getByTestId('hand');
  await expect(hand.getByTestId('hand-card')).toHaveCount(10, { timeout: 15_000 });
  const first = hand.getByTestId('hand-card').first();
  const text = (await first.getByTestId('card-text').textContent())?.trim() ?? '';
  await first.click();
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('played-waiting').or(page.getByTestId('judging'))).toBeVisible();
  return text;
}

async function playBlankCard(page: Page, text: string) {
  await expect(page.getByTestId('hand').getByTestId('hand-card')).toHaveCount(10, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Skriv på et blankt kort (1 igjen)', exact: true }).click();
  await page.getByLabel('Skriv ditt eget kort').fill(text);
  await page.getByRole('button', { name: 'Bruk', exact: true }).click();
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('played-waiting').or(page.getByTestId('judging'))).toBeVisible();
}

const points = (page: Page, name: string) =>
  page.getByTestId('cah-player').filter({ hasText: name }).getByText(/\d+ poeng/);

test('three phones play a whole game to 2 points with a blank card, while a fourth player leaves mid-round', async ({
  page,
  secondPage,
  newVisitor,
  db,
}) => {
  test.setTimeout(150_000);
  await db.set('cah/questionBank', pickOneBank());
  const anna = page;
  const bert = secondPage;
  const cato = await newVisitor({ name: 'cato' });
  const dina = await newVisitor({ name: 'dina' });

  const code = await createRoom(anna, `Kortkveld ${Date.now().toString(36)}`);
  await sitDown(anna, 'Anna');

  // The creator's header: name, blank cards, points to win; start needs 3 players.
  const settings = anna.getByTestId('cah-settings');
  await settings.getByLabel('Blanke kort').fill('1');
  await settings.getByLabel('Poeng for å vinne').fill('2');
  await settings.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(settings.getByRole('button', { name: 'Start spillet' })).toBeDisabled();
  await expect(settings.getByTestId('start-problem')).toContainText(NEED_PLAYERS);

  for (const [p, name] of [
    [bert, 'Bert'],
    [cato, 'Cato'],
    [dina, 'Dina'],
  ] as const) {
    await p.goto(`/cah/${code}/`);
    await signedInUid(p);
    await sitDown(p, name);
  }
  // Only the creator has the settings.
  await expect(bert.getByTestId('cah-settings')).toHaveCount(0);

  await settings.getByRole('button', { name: 'Start spillet' }).click();

  // Round 1: Anna (first seat) is czar. Bert writes a blank card, Cato and Dina play from the hand.
  await expect(anna.getByTestId('czar-waiting')).toBeVisible();
  await expect(bert.getByTestId('hand').getByTestId('hand-card')).toHaveCount(10, { timeout: 15_000 });
  await expectAccessible(bert);
  await bert.evaluate(() => window.scrollTo(0, 0));
  await screenshot(bert, 'cah-hand');
  await playBlankCard(bert, 'Et kor av syngende elger');
  // Face down: nobody sees the card yet, and no names.
  await expect(cato.getByTestId('judging')).toHaveCount(0);
  const catoCard = await playFirstCard(cato);
  // The played card leaves the hand at once (SPEC) and lies apart as this round's play.
  await expect(cato.getByTestId('hand').getByTestId('hand-card')).toHaveCount(9);
  await expect(cato.getByTestId('my-played-card')).toContainText(catoCard);
  await expect(anna.getByTestId('judging')).toHaveCount(0);
  await playFirstCard(dina);

  // All in: every phone shows the three plays, without names.
  for (const p of [anna, bert, cato, dina]) await expect(p.getByTestId('judged-play')).toHaveCount(3);
  const shown = await anna.getByTestId('judge-card').allTextContents();
  const seenByBert = await bert.getByTestId('judge-card').allTextContents();
  expect(seenByBert.map((t) => t.trim())).toEqual(shown.map((t) => t.replace('Trykk for å velge', '').trim()));
  expect(seenByBert.join()).not.toMatch(/Bert|Cato|Dina/);
  await expectAccessible(anna);
  await anna.evaluate(() => window.scrollTo(0, 0));
  await screenshot(anna, 'cah-judging');
  // Only the czar can choose.
  await expect(bert.getByRole('button', { name: /Trykk for å velge/ })).toHaveCount(0);
  await anna.getByTestId('judge-card').filter({ hasText: 'Et kor av syngende elger' }).click();
  for (const p of [anna, cato, dina]) await expect(p.getByTestId('round-winner')).toHaveText('Bert vant runden!');
  await expect(bert.getByTestId('round-winner')).toHaveText('Du vant runden!');
  await expect(points(anna, 'Bert')).toHaveText('1 poeng');
  await cato.getByRole('button', { name: 'Neste runde', exact: true }).click();

  // Round 2: Bert is czar. Dina leaves before playing; the round goes on without her.
  await expect(bert.getByTestId('czar-waiting')).toBeVisible();
  const annaCard = await playFirstCard(anna);
  await dina.getByRole('button', { name: 'Forlat spillet', exact: true }).click();
  await expect(anna.getByTestId('cah-player').filter({ hasText: 'Dina' })).toHaveCount(0);
  await expect(dina.getByRole('form', { name: 'Bli med i spillet' })).toBeVisible();
  await playFirstCard(cato);
  await expect(bert.getByTestId('judged-play')).toHaveCount(2);
  expect(catoCard).not.toBe('');
  await bert.getByTestId('judge-card').filter({ hasText: annaCard }).click();
  await expect(cato.getByTestId('round-winner')).toHaveText('Anna vant runden!');
  await expect(points(cato, 'Anna')).toHaveText('1 poeng');
  // Hands are full again after the round.
  await anna.getByRole('button', { name: 'Neste runde', exact: true }).click();

  // Round 3: Cato is czar. Anna wins again and reaches 2 points: the game is over for everyone.
  await expect(cato.getByTestId('czar-waiting')).toBeVisible();
  await expect(bert.getByText('Ingen blanke kort igjen.')).toBeVisible();
  const annaSecond = await playFirstCard(anna);
  expect(annaSecond).not.toBe(annaCard);
  await playFirstCard(bert);
  await cato.getByTestId('judge-card').filter({ hasText: annaSecond }).click();
  await expect(anna.getByTestId('winner-name')).toHaveText('Du vant!');
  for (const p of [bert, cato]) await expect(p.getByTestId('winner-name')).toHaveText('Anna vant!');
  await expect(points(bert, 'Anna')).toHaveText('2 poeng');
  await expectAccessible(bert);
  await bert.evaluate(() => window.scrollTo(0, 0));
  await screenshot(bert, 'cah-winner');

  // The creator can start a new game in the same room: points back to 0.
  await settings.getByRole('button', { name: 'Start nytt spill' }).click();
  await expect(points(bert, 'Anna')).toHaveText('0 poeng');
  await expect(bert.getByTestId('round-info')).toContainText('Runde 1');
});

test.describe('a phone that was offline', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|WebSocket connection to .* failed/] });

  test('a chosen card is unmistakable with «Spill kortet» on screen; «Neste runde» tapped offline is refused once back, said in Norwegian, over the round as it is', async ({
    page,
    secondPage,
    newVisitor,
    db,
  }) => {
    test.setTimeout(150_000);
    await db.set('cah/questionBank', pickOneBank());
    const anna = page;
    const bert = secondPage;
    const cato = await newVisitor({ name: 'cato' });
    const code = await createRoom(anna, `Sent svar ${Date.now().toString(36)}`);
    await sitDown(anna, 'Anna');
    // Every script Bert's phone asks for, in order: his hand must not wait for MUI's code.
    const bertScripts = recordScripts(bert);
    for (const [p, name] of [
      [bert, 'Bert'],
      [cato, 'Cato'],
    ] as const) {
      await p.goto(`/cah/${code}/`);
      await signedInUid(p);
      await sitDown(p, name);
    }
    await anna.getByTestId('cah-settings').getByRole('button', { name: 'Start spillet' }).click();
    // The hand and its first cards are drawn plainly (docs/rooms.md, step 5): no script asked for
    // until they are there registers an MUI component (each registers a "Mui…" name).
    await expect(bert.getByTestId('hand').getByTestId('hand-card').first()).toBeVisible({ timeout: 15_000 });
    expect(bertScripts.urls.length).toBeGreaterThan(10);
    expect(await bertScripts.withMui()).toEqual([]);

    // Choosing a card under ten others (390×844): the card is filled and ticked, and the button
    // that plays it is on screen at once, wherever the page is scrolled (docs/cah.md «Playing a card»).
    const hand = bert.getByTestId('hand');
    await expect(hand.getByTestId('hand-card')).toHaveCount(10, { timeout: 15_000 });
    await expect(bert.getByTestId('play-button')).toHaveCount(0);
    const chosen = hand.getByTestId('hand-card').nth(8);
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen.getByTestId('card-check')).toBeVisible();
    await expect(hand.getByTestId('card-check')).toHaveCount(1);
    const play = bert.getByTestId('play-button');
    await expect(play).toBeInViewport({ ratio: 1 });
    await bert.evaluate(() => window.scrollTo(0, 0));
    await expect(play).toBeInViewport({ ratio: 1 });
    const box = (await play.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(bert.getByTestId('play-bar')).toContainText('1 av 1 valgt');
    await expectAccessible(bert);
    await screenshot(bert, 'cah-card-chosen');
    await play.click();
    await expect(bert.getByTestId('played-waiting').or(bert.getByTestId('judging'))).toBeVisible();
    await playFirstCard(cato);
    await anna.getByTestId('judge-card').first().click();
    const next = (p: Page) => p.getByRole('button', { name: 'Neste runde', exact: true });
    for (const p of [bert, cato]) await expect(next(p)).toBeEnabled();

    // Cato's phone loses the network and taps «Neste runde»: it shows its own round 2 at once.
    await cato.context().setOffline(true);
    await next(cato).click();
    await expect(cato.getByTestId('round-info')).toContainText('Runde 2');
    // Meanwhile Bert starts round 2 for the table.
    await next(bert).click();
    await expect(anna.getByTestId('round-info')).toContainText('Runde 2');
    // Anna sees the table as Cato should (Bert, the czar, reads «deg» on his card).
    const table = (await anna.getByTestId('black-card').textContent()) ?? '';
    // Back online, Cato's late write is refused; the phone says so and shows the table's round.
    await cato.context().setOffline(false);
    await expect(cato.getByText('Spillet gikk videre mens du var uten nett, så det du gjorde ble ikke lagret.', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(cato.getByTestId('black-card')).toHaveText(table);
    await screenshot(cato, 'cah-stale-refused');
    // Nor did anything after it on Bert's phone, a guest's: the judging, the result, «Neste runde».
    expect(await bertScripts.withMui()).toEqual([]);
  });
});

test('a room link takes a name before sign-in has finished; a «Bli med» sent meanwhile says «Kobler til …» and takes the seat by itself', async ({
  page,
  secondPage,
}) => {
  // Two phones, a held-back sign-in and a reload on a loaded 2-core machine.
  test.setTimeout(120_000);
  const code = await createRoom(page, `Tidlig ${Date.now().toString(36)}`);
  await sitDown(page, 'Anna');
  // Sign-in is held back, so nothing live (no uid, no SDK write) can be behind what follows.
  const release = await holdSignIn(secondPage);
  await secondPage.goto(`/cah/${code}/`);
  // The plain box the page painted under the card from the signed-out read.
  const early = secondPage.locator('[data-early-join]');
  await expect(early).toBeVisible();
  await expect(secondPage.getByTestId('black-card')).toBeVisible();
  const form = secondPage.getByRole('form', { name: 'Bli med i spillet' });
  await form.getByRole('button', { name: 'Bli med' }).click();
  await expect(form.getByText('Skriv inn navnet ditt.')).toBeVisible();
  // Typed key by key, as a guest does: every key lands.
  await form.getByLabel('Navnet ditt i spillet').pressSequentially('Bert');
  await expect(form.getByLabel('Navnet ditt i spillet')).toHaveValue('Bert');
  await form.getByRole('button', { name: 'Bli med' }).click();
  await expect(early.getByText('Kobler til …')).toBeVisible();
  await expect(early).toBeVisible();
  await screenshot(secondPage, 'cah-early-name');
  release();
  await expect(secondPage.getByTestId('cah-players').getByText('Bert (deg)')).toBeVisible({ timeout: 25_000 });
  await expect(secondPage.locator('[data-early-join]')).toHaveCount(0);
  await expect(page.getByTestId('cah-players').getByText('Bert')).toBeVisible();

  // The phone has a seat now: a reload paints no name box, not even for a moment.
  await secondPage.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-early-join]')) (window as unknown as { __sawEarlyJoin?: boolean }).__sawEarlyJoin = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await secondPage.reload();
  await expect(secondPage.getByTestId('cah-players').getByText('Bert (deg)')).toBeVisible({ timeout: 25_000 });
  expect(await secondPage.evaluate(() => (window as unknown as { __sawEarlyJoin?: boolean }).__sawEarlyJoin ?? false)).toBe(false);
});
