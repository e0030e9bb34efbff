import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInUid, test } from './support/fixtures';
import { restAs } from './support/restAs';
import { holdSignIn } from './support/holdSignIn';
import { recordScripts } from './support/muiScripts';

// Battleshots with two phones (and a third that only watches): a whole small game to the end,
// and proof from the WebSocket frames that a board never reaches another phone before the end.

test.setTimeout(240_000);

/** Kari's ships: rows A–E from column 1, lying to the right. */
const KARI_PLACEMENT = ['A1', 'B1', 'C1', 'D1', 'E1'];
/** Ola's ships: columns 1–5 from row A, lying downwards. */
const OLA_PLACEMENT = ['A1', 'A2', 'A3', 'A4', 'A5'];
/** Every cell of Ola's fleet (5, 4, 3, 3, 2 downwards), the jager (A5, B5) first. */
const OLA_CELLS = ['A5', 'B5', 'A1', 'B1', 'C1', 'D1', 'E1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'A4', 'B4', 'C4'];

/** Kari makes a room from the lobby and lands in it; her uid and the room's code. */
async function createRoomAsKari(page: Page, name: string): Promise<{ kari: string; code: string }> {
  await page.goto('/battleshots/');
  const kari = await signedInUid(page);
  const code = await page.getByTestId('new-room-code').inputValue();
  await page.getByLabel('Navn på rommet').fill(name);
  await page.getByLabel('Ditt navn').fill('Kari');
  await page.getByRole('button', { name: 'Lag rom' }).click();
  await expect(page).toHaveURL(new RegExp(`/battleshots/${code}/$`));
  return { kari, code };
}

type Message = { path: string | null; data: unknown };

/**
 * Collects the database messages a page receives: server pushes (with their path) and replies
 * to requests (no path). Messages larger than one frame arrive as a count, then the parts.
 */
function recordDatabaseMessages(page: Page): Message[] {
  const messages: Message[] = [];
  page.on('websocket', (socket) => {
    let parts = 0;
    let buffer = '';
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (parts === 0 && /^\d+$/.test(text)) {
        parts = Number(text);
        buffer = '';
        return;
      }
      if (parts > 0) {
        buffer += text;
        if (--parts > 0) return;
      }
      const whole = buffer || text;
      buffer = '';
      let parsed: { t?: string; d?: { a?: string; r?: number; b?: { p?: string; d?: unknown } } };
      try {
        parsed = JSON.parse(whole);
      } catch {
        return;
      }
      if (parsed.t !== 'd' || !parsed.d?.b) return;
      const path = typeof parsed.d.b.p === 'string' ? parsed.d.b.p.replace(/^\/+/, '') : null;
      messages.push({ path, data: parsed.d.b.d });
    });
  });
  return messages;
}

/** Absolute paths of every `horizontal` field (only ships have one) in what a page received. */
function shipFieldPaths(messages: Message[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const path = at ? `${at}/${key}` : key;
      if (key === 'horizontal') found.push(path.replace(/^\/+/, ''));
      walk(child, path);
    }
  };
  for (const message of messages) walk(message.data, message.path ?? '(reply)');
  return found;
}

async function placeFleet(page: Page, starts: string[]) {
  const sea = page.getByRole('group', { name: 'Ditt hav' });
  for (const cell of starts) await sea.getByRole('button', { name: cell, exact: true }).click();
  await expect(page.getByTestId('next-ship')).toHaveText('Alle skipene er plassert.');
  await page.getByRole('button', { name: 'Klar!' }).click();
}

/** Fires once the cell can be tapped, and waits for the answer (or the end of the game). */
async function fire(page: Page, cell: string) {
  const sea = page.getByRole('group', { name: 'Motstanderens hav' });
  const button = sea.getByRole('button', { name: cell, exact: true });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  const answered = sea.getByRole('button', { name: new RegExp(`^${cell}, (bom|treff|senket)$`) });
  await expect(answered.or(page.getByTestId('winner'))).toBeVisible();
}

test('two phones play a whole game; no board reaches another phone before the end; rematch', async ({ page, secondPage, newVisitor, db }) => {
  const kariMessages = recordDatabaseMessages(page);
  const olaMessages = recordDatabaseMessages(secondPage);

  // Kari creates a room and lands in it, already seated.
  const { kari, code } = await createRoomAsKari(page, 'Sjøslag');
  await expect(page.getByTestId('seat-0')).toContainText('Kari');
  await expect(page.getByTestId('seat-1')).toContainText('Ledig plass');

  // Placement by tapping, with a ship that does not fit refused and a second tap picking one up.
  const sea = page.getByRole('group', { name: 'Ditt hav' });
  await sea.getByRole('button', { name: 'A8', exact: true }).click();
  await expect(page.getByText('Skipet får ikke plass der.')).toBeVisible();
  await sea.getByRole('button', { name: 'A1', exact: true }).click();
  await sea.getByRole('button', { name: 'B1', exact: true }).click();
  await sea.getByRole('button', { name: 'B3, skip' }).click();
  await expect(page.getByTestId('next-ship')).toContainText('Slagskipet');
  await sea.getByRole('button', { name: 'B1', exact: true }).click();
  await sea.getByRole('button', { name: 'C1', exact: true }).click();
  await expectAccessible(page);
  await screenshot(page, 'battleshots-placement');
  // A reload while placing keeps the ships placed so far.
  await page.reload();
  await expect(page.getByTestId('next-ship')).toHaveText('Neste: Ubåten (3 ruter)', { timeout: 20_000 });
  await sea.getByRole('button', { name: 'D1', exact: true }).click();
  await sea.getByRole('button', { name: 'E1', exact: true }).click();
  await page.getByRole('button', { name: 'Klar!' }).click();
  await expect(page.getByTestId('turn-status')).toContainText('Venter på en motspiller');
  const gameActive = () => db.get(`battleshots/${code}/settings/game_active`);
  await expect.poll(gameActive).toBe(false);

  // Ola opens the link. The room is public, so the seat stays closed until Kari opens it (a
  // passer-by from the lobby cannot sit down uninvited); then Ola takes it, tries a random
  // fleet, and places by hand.
  const olaScripts = recordScripts(secondPage);
  await secondPage.goto(`/battleshots/${code}/`);
  const ola = await signedInUid(secondPage);
  await expect(secondPage.getByTestId('seat-closed')).toBeVisible();
  await expect(secondPage.getByLabel('Ditt navn')).toHaveCount(0);
  await page.getByLabel('Andre i rommet kan ta plassen').check();
  await secondPage.getByLabel('Ditt navn').fill('Ola');
  await secondPage.getByRole('button', { name: 'Ta plass' }).click();
  await expect(secondPage.getByTestId('seat-1')).toContainText('Ola');
  await secondPage.getByRole('button', { name: 'Tilfeldig' }).click();
  await expect(secondPage.getByRole('group', { name: 'Ditt hav' }).getByRole('button', { name: /, skip$/ })).toHaveCount(17);
  await secondPage.getByRole('button', { name: 'Tøm' }).click();
  await secondPage.getByRole('button', { name: 'Vannrett' }).click();
  await expect(secondPage.getByRole('button', { name: 'Loddrett' })).toBeVisible();
  await placeFleet(secondPage, OLA_PLACEMENT);

  // A third phone is told the room is full and sees no ships.
  const perPage = await newVisitor({ name: 'per' });
  const perMessages = recordDatabaseMessages(perPage);
  await perPage.goto(`/battleshots/${code}/`);
  await signedInUid(perPage);
  await expect(perPage.getByText('Rommet er fullt')).toBeVisible();
  await expect(perPage.getByLabel('Ditt navn')).toHaveCount(0);

  // Kari starts and misses; the turn passes. Ola misses too.
  await expect(page.getByTestId('turn-status')).toContainText('Din tur');
  await expect.poll(gameActive).toBe(true);
  await fire(page, 'J10');
  await expect(page.getByTestId('turn-status')).toContainText('Ola sin tur');
  await expect(secondPage.getByTestId('last-shot')).toHaveText('Kari skjøt på J10: bom.');
  await fire(secondPage, 'J10');

  // Kari hits: Ola's phone shows it big; Kari shoots again and sinks the jager.
  await fire(page, OLA_CELLS[0]);
  await expect(secondPage.getByTestId('hit-alert')).toContainText('TREFF!');
  await expect(secondPage.getByTestId('hit-alert')).toContainText('Kari traff A5.');
  await secondPage.getByRole('button', { name: 'Skål, lukk' }).click();
  await expect(secondPage.getByTestId('hit-alert')).toHaveCount(0);
  await expect(page.getByTestId('turn-status')).toContainText('Din tur');
  await fire(page, OLA_CELLS[1]);
  await expect(secondPage.getByTestId('hit-alert')).toContainText('SENKET!');
  await screenshot(secondPage, 'battleshots-hit-alert');
  for (const p of [page, secondPage, perPage]) {
    await expect(p.getByTestId('last-shot')).toHaveText('Jageren er senket! Kari traff B5, Ola drikker.');
  }
  await expect(page.getByTestId('points-0')).toHaveText('2 poeng');
  await screenshot(page, 'battleshots-shooting');

  // A reload brings Kari back to the same seat, board and turn.
  await page.reload();
  await expect(page.getByTestId('turn-status')).toContainText('Din tur', { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /^Ditt hav/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Motstanderens hav' }).getByRole('button', { name: 'B5, senket' })).toBeVisible();

  for (const cell of OLA_CELLS.slice(2)) await fire(page, cell);

  await expect(page.getByTestId('winner')).toHaveText('Du vant!');
  await expect(secondPage.getByTestId('winner')).toHaveText('Kari vant!');
  await expect(perPage.getByTestId('winner')).toHaveText('Kari vant!');
  await expect.poll(gameActive).toBe(false);
  const tally = page.getByRole('table', { name: 'Drikketelling' });
  // Ola took 17 hits (17 drinks, 0 points), Kari none (0 drinks, 17 points).
  await expect(tally.getByRole('row', { name: /Ola/ }).getByRole('cell')).toHaveText(['17', '0']);
  await expect(tally.getByRole('row', { name: /Kari/ }).getByRole('cell')).toHaveText(['0', '17']);
  // The boards are uncovered at the end: the spectator now sees ships on both seas.
  await expect(perPage.getByRole('img', { name: /^Ola sitt hav/ })).toBeVisible();
  await expect.poll(() => shipFieldPaths(perMessages).some((p) => p.includes(`/game/revealed/${kari}/`))).toBe(true);
  await expect(secondPage.getByTestId('hit-alert')).toHaveCount(0, { timeout: 10_000 });
  // A guest who sat down, placed, took hits and lost has loaded no MUI (docs/rooms.md, step 5).
  expect(olaScripts.urls.length).toBeGreaterThan(10);
  expect(await olaScripts.withMui()).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, 'battleshots-end');
  await screenshot(secondPage, 'battleshots-end-loser');

  // No phone ever received the other's board from its secret path, and a board reached the
  // room only through the reveal after the game was over.
  const revealed = `battleshots/${code}/game/revealed/`;
  const mayHold = (uid: string | null) => (path: string) =>
    path.startsWith(revealed) || (uid !== null && path.startsWith(`battleshots_boards/${code}/${uid}/`));
  for (const [uid, messages] of [[kari, kariMessages], [ola, olaMessages], [null, perMessages]] as const) {
    const leaked = shipFieldPaths(messages).filter((path) => !mayHold(uid)(path));
    expect(leaked, `ship positions that reached ${uid ?? 'the spectator'}`).toEqual([]);
    const others = [kari, ola].filter((other) => other !== uid);
    expect(messages.filter((m) => others.some((other) => m.path?.startsWith(`battleshots_boards/${code}/${other}`)))).toEqual([]);
  }
  // Kari and the spectator learn of the end from the server before any board arrives; Ola
  // wrote the end itself (its phone answered the last shot) and then received Kari's board.
  const firstWith = (messages: Message[], key: string) => messages.findIndex((m) => JSON.stringify(m).includes(key));
  for (const messages of [kariMessages, perMessages]) {
    expect(firstWith(messages, 'winner')).toBeGreaterThan(-1);
    expect(firstWith(messages, 'revealed')).toBeGreaterThan(firstWith(messages, 'winner'));
  }
  expect(firstWith(olaMessages, `"${kari}"`) > -1 && shipFieldPaths(olaMessages).some((p) => p.startsWith(`${revealed}${kari}/`))).toBe(true);

  // Both ask for a rematch: a fresh game starts, the loser to shoot first; points stay.
  await page.getByRole('button', { name: 'Ny runde' }).click();
  await expect(page.getByRole('button', { name: 'Venter på Ola …' })).toBeDisabled();
  await expect(secondPage.getByText('Kari vil ha en ny runde!')).toBeVisible();
  await secondPage.getByRole('button', { name: 'Ny runde' }).click();
  await expect(page.getByRole('heading', { name: 'Plasser skipene dine' })).toBeVisible();
  await expect(secondPage.getByRole('heading', { name: 'Plasser skipene dine' })).toBeVisible();
  await expect(page.getByTestId('points-0')).toHaveText('17 poeng');
  await expect.poll(gameActive).toBe(false);
  await placeFleet(page, KARI_PLACEMENT);
  await secondPage.getByRole('button', { name: 'Vannrett' }).click();
  await placeFleet(secondPage, OLA_PLACEMENT);
  await expect(secondPage.getByTestId('turn-status')).toContainText('Din tur');
  await expect(page.getByTestId('turn-status')).toContainText('Ola sin tur');
  await expect.poll(gameActive).toBe(true);
});

test('a defender who stays away loses by forfeit instead of leaving the shooter waiting; the creator frees the seat', async ({ page, secondPage, db }) => {
  const { kari, code } = await createRoomAsKari(page, 'Walkover');
  await placeFleet(page, KARI_PLACEMENT);
  await page.getByLabel('Andre i rommet kan ta plassen').check();

  await secondPage.goto(`/battleshots/${code}/`);
  await signedInUid(secondPage);
  await secondPage.getByLabel('Ditt navn').fill('Ola');
  await secondPage.getByRole('button', { name: 'Ta plass' }).click();
  await secondPage.getByRole('button', { name: 'Vannrett' }).click();
  await placeFleet(secondPage, OLA_PLACEMENT);
  await expect(page.getByTestId('turn-status')).toContainText('Din tur');
  const gameActive = () => db.get(`battleshots/${code}/settings/game_active`);
  await expect.poll(gameActive).toBe(true);

  // Ola's phone leaves the room; Kari fires and waits for an answer that cannot come.
  await secondPage.goto('/');
  await expect(page.getByTestId('room-phones')).toHaveText('1 telefon i rommet', { timeout: 15_000 });
  const sea = page.getByRole('group', { name: 'Motstanderens hav' });
  await sea.getByRole('button', { name: 'J10', exact: true }).click();
  await expect(page.getByTestId('turn-status')).toContainText('Venter på svar fra Ola');
  await expect(page.getByTestId('gone-notice')).toContainText('Ola har ikke rommet åpent', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Avslutt/ })).toHaveCount(0);

  // A minute passes (the owner moves the shot's server time back rather than the test waiting).
  // Kari's screen shows the shot before the server has it: moving the time of a shot the server
  // has not stored yet would make the owner's write come first and the shot be refused.
  await expect.poll(() => db.get(`battleshots/${code}/game/pending`)).toBe('J10');
  await db.set(`battleshots/${code}/game/shots/${kari}/J10/at`, Date.now() - 61_000);
  await expect(page.getByRole('button', { name: 'Avslutt – Ola er borte' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'battleshots-gone-notice');
  await page.getByRole('button', { name: 'Avslutt – Ola er borte' }).click();
  await expect(page.getByTestId('winner')).toHaveText('Du vant!');
  await expect(page.getByTestId('how-it-ended')).toHaveText('Ola ble borte, så du vant på walkover.');
  await expect.poll(gameActive).toBe(false);
  await screenshot(page, 'battleshots-forfeit');

  // Ola comes back to the finished game and is told why.
  await secondPage.goto(`/battleshots/${code}/`);
  await expect(secondPage.getByTestId('winner')).toHaveText('Kari vant!', { timeout: 20_000 });
  await expect(secondPage.getByTestId('how-it-ended')).toHaveText('Du var borte for lenge, så spillet ble avsluttet.');

  // Kari frees the seat (after confirming): the game starts over and the seat is free again.
  await page.getByRole('button', { name: 'Frigjør plassen til Ola' }).click();
  await page.getByRole('button', { name: 'Ja, frigjør plassen' }).click();
  await expect(page.getByTestId('seat-1')).toContainText('Ledig plass');
  await expect(page.getByRole('heading', { name: 'Plasser skipene dine' })).toBeVisible();
  await expect(secondPage.getByLabel('Ditt navn')).toBeVisible();
});

/** Kari creates a room and places her fleet; Ola takes the open seat and places his; Kari is to shoot. */
async function startGame(page: Page, secondPage: Page, name: string) {
  const { kari, code } = await createRoomAsKari(page, name);
  await placeFleet(page, KARI_PLACEMENT);
  await page.getByLabel('Andre i rommet kan ta plassen').check();
  await secondPage.goto(`/battleshots/${code}/`);
  const ola = await signedInUid(secondPage);
  await secondPage.getByLabel('Ditt navn').fill('Ola');
  await secondPage.getByRole('button', { name: 'Ta plass' }).click();
  await secondPage.getByRole('button', { name: 'Vannrett' }).click();
  await placeFleet(secondPage, OLA_PLACEMENT);
  await expect(page.getByTestId('turn-status')).toContainText('Din tur');
  return { code, kari, ola };
}

test('a dodged hit is impossible: the defender\'s phone cannot clear the waiting shot without answering it', async ({ page, secondPage, db }) => {
  const { code, kari } = await startGame(page, secondPage, 'Unnvik');
  const pending = `battleshots/${code}/game/pending`;

  // Ola's phone leaves the room page (so the app does not answer by itself) and then tries to
  // make Kari's hit go away with a direct delete, signed in as Ola.
  await secondPage.goto('/');
  await signedInUid(secondPage);
  await expect(page.getByTestId('room-phones')).toHaveText('1 telefon i rommet', { timeout: 15_000 });
  await page.getByRole('group', { name: 'Motstanderens hav' }).getByRole('button', { name: 'A1', exact: true }).click();
  await expect(page.getByTestId('turn-status')).toContainText('Venter på svar fra Ola');
  await expect.poll(() => db.get(pending)).toBe('A1');
  expect(await restAs(secondPage, 'DELETE', pending)).toBe(401);
  expect(await restAs(secondPage, 'PATCH', `battleshots/${code}/game`, { pending: null, turn: kari })).toBe(401);

  // The shot still waits, on the server and on Kari's screen, and Kari keeps her way out.
  expect(await db.get(pending)).toBe('A1');
  await expect(page.getByTestId('turn-status')).toContainText('Venter på svar fra Ola');
  await db.set(`battleshots/${code}/game/shots/${kari}/A1/at`, Date.now() - 61_000);
  await page.getByRole('button', { name: 'Avslutt – Ola er borte' }).click();
  await expect(page.getByTestId('winner')).toHaveText('Du vant!');
});

test.describe('a move sent offline', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|WebSocket connection to .* failed/] });

  test('is refused when it arrives after the other phone moved on; the phone says so and shows the game as it is', async ({ page, secondPage, db }) => {
    const { code, ola } = await startGame(page, secondPage, 'Tunnel');
    await page.getByRole('group', { name: 'Motstanderens hav' }).getByRole('button', { name: 'J10', exact: true }).click();
    await expect(secondPage.getByTestId('turn-status')).toContainText('Din tur');

    // Kari's phone loses the network; she frees Ola's seat, thinking he left. Her phone shows
    // it at once and keeps the write until the network is back.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Frigjør plassen til Ola' }).click();
    await page.getByRole('button', { name: 'Ja, frigjør plassen' }).click();
    await expect(page.getByTestId('seat-1')).toContainText('Ledig plass');

    // Meanwhile Ola fires; the game has moved on from what Kari's write was based on.
    await secondPage.getByRole('group', { name: 'Motstanderens hav' }).getByRole('button', { name: 'A1', exact: true }).click();
    await expect.poll(() => db.get(`battleshots/${code}/game/pending`)).toBe('A1');

    await page.context().setOffline(false);
    await expect(page.getByText('Spillet gikk videre før dette kom fram, så det ble ikke lagret.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('seat-1')).toContainText('Ola');
    expect(await db.get(`battleshots/${code}/challenger`)).toBe(ola);
    // Kari's phone is back in the game: it answers Ola's shot (a hit on her carrier).
    await expect(secondPage.getByTestId('last-shot')).toHaveText('Ola traff A1! Kari drikker.');
    await screenshot(page, 'battleshots-moved-on');
  });
});

test('on a phone in the dark: the sea follows the dark scheme, cells fill the width, buttons are 44 px', async ({ page, secondPage }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  /** Width and height of every element `locator` finds. */
  const sizes = (locator: ReturnType<Page['locator']>) => locator.evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]));
  const expectTappable = async (p: Page, names: string[]) => {
    const boxes = [];
    for (const name of names) {
      // The page's plain form hands over to the live one: a box asked for in that commit is none.
      let box: { x: number; y: number; width: number; height: number } | null = null;
      await expect.poll(async () => (box = await p.getByRole('button', { name, exact: true }).boundingBox()), { message: name }).not.toBeNull();
      expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(44);
      expect(box!.height, `${name}: height`).toBeGreaterThanOrEqual(44);
      boxes.push({ name, ...box! });
    }
    // Neighbours keep at least 8 px apart, side by side or one above the other.
    for (const a of boxes) {
      for (const b of boxes) {
        if (a === b) continue;
        const apart = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));
        expect(apart, `${a.name} / ${b.name}`).toBeGreaterThanOrEqual(8);
      }
    }
  };
  const luminance = (p: Page, board: string) =>
    p
      .getByTestId(`board-${board}`)
      .locator('[data-view="water"]')
      .first()
      .evaluate((el) => {
        const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      });

  await page.goto('/battleshots/');
  await signedInUid(page);
  await page.getByLabel('Navn på rommet').fill('Nattskift');
  await page.getByLabel('Ditt navn').fill('Kari');
  await page.getByRole('button', { name: 'Lag rom' }).click();
  // Placing: the board fills the page's width, and the buttons around it are easy to hit.
  const placing = page.getByRole('group', { name: 'Ditt hav' });
  await expect(placing).toBeVisible({ timeout: 20_000 });
  for (const [width, height] of await sizes(placing.locator('button[data-view]'))) {
    expect(width).toBeGreaterThanOrEqual(34);
    expect(height).toBeGreaterThanOrEqual(34);
  }
  await expectTappable(page, ['Vannrett', 'Tilfeldig', 'Tøm', 'Klar!']);
  for (const cell of KARI_PLACEMENT) await placing.getByRole('button', { name: cell, exact: true }).click();
  await page.getByRole('button', { name: 'Klar!' }).click();
  await page.getByLabel('Andre i rommet kan ta plassen').check();
  const code = page.url().match(/battleshots\/([^/]+)\//)?.[1];
  await secondPage.goto(`/battleshots/${code}/`);
  await signedInUid(secondPage);
  await expectTappable(secondPage, ['Ta plass']);
  await secondPage.getByLabel('Ditt navn').fill('Ola');
  await secondPage.getByRole('button', { name: 'Ta plass' }).click();
  await secondPage.getByRole('button', { name: 'Vannrett' }).click();
  await placeFleet(secondPage, OLA_PLACEMENT);

  // Shooting: about 35 px a cell at 390 px, and a dark sea in the dark scheme, a light one in the light.
  await expect(page.getByTestId('turn-status')).toContainText('Din tur');
  const target = page.getByRole('group', { name: 'Motstanderens hav' });
  for (const [width] of await sizes(target.locator('button[data-view]'))) expect(width).toBeGreaterThanOrEqual(34);
  expect(await luminance(page, 'Motstanderens hav')).toBeLessThan(0.1);
  expect(await luminance(secondPage, 'Motstanderens hav')).toBeGreaterThan(0.5);
  await expectTappable(page, ['Frigjør plassen til Ola']);
  await expectAccessible(page);
  await screenshot(page, 'battleshots-dark');

  // Ola hits: the hit alert's button on Kari's phone is easy to hit too.
  await fire(page, 'J10');
  await fire(secondPage, 'A1');
  await expect(page.getByTestId('hit-alert')).toBeVisible();
  await expectTappable(page, ['Skål, lukk']);
});

test('the invite link takes a name before sign-in has finished; a «Ta plass» sent meanwhile says «Kobler til …» and takes the seat by itself', async ({
  page,
  secondPage,
}) => {
  // The host's phone noted its seat when it made the room: its landing paints no seat to take.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-early-seat]')) (window as unknown as { __sawEarlySeat?: boolean }).__sawEarlySeat = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const { code } = await createRoomAsKari(page, `Tidlig ${Date.now().toString(36)}`);
  await expect(page.getByTestId('seat-0')).toContainText('Kari', { timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('seat-0')).toContainText('Kari', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __sawEarlySeat?: boolean }).__sawEarlySeat ?? false)).toBe(false);
  await page.getByRole('button', { name: 'Inviter' }).click();
  const linkText = page.getByTestId('invite-link');
  await expect(linkText).toHaveText(new RegExp(`/battleshots/${code}/#inv=`), { timeout: 20_000 });
  const link = (await linkText.textContent())!;
  await page.getByRole('button', { name: 'Lukk', exact: true }).click();

  // Sign-in is held back, so nothing live (no uid, no SDK write) can be behind what follows.
  const release = await holdSignIn(secondPage);
  await secondPage.goto(link);
  // The plain box the page painted under the status card from the signed-out read.
  const early = secondPage.locator('[data-early-seat]');
  await expect(early).toBeVisible();
  await expect(early.getByRole('heading', { name: 'Utfordre Kari' })).toBeVisible();
  const form = early.getByRole('form', { name: 'Utfordre Kari' });
  await form.getByRole('button', { name: 'Ta plass' }).click();
  await expect(form.getByText('Skriv inn navnet ditt.')).toBeVisible();
  await form.getByLabel('Ditt navn').pressSequentially('Ola');
  await expect(form.getByLabel('Ditt navn')).toHaveValue('Ola');
  await form.getByRole('button', { name: 'Ta plass' }).click();
  await expect(early.getByText('Kobler til …')).toBeVisible();
  await screenshot(secondPage, 'battleshots-early-seat');
  release();
  await expect(secondPage.getByTestId('seat-1')).toContainText('Ola', { timeout: 25_000 });
  await expect(secondPage.locator('[data-early-seat]')).toHaveCount(0);
  await expect(page.getByTestId('seat-1')).toContainText('Ola', { timeout: 20_000 });
});
