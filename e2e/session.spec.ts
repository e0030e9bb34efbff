import { expect, signedInUid, test } from './support/fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerDb, type OwnerDb } from './support/db';
import { createProostRoom } from './support/proost';
import type { Page } from '@playwright/test';

// These pages are broken on purpose, so the browser logs the refused requests.
test.describe('when a service cannot be reached', () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|WebSocket connection to .* failed|sign-in/i] });

  test('a failed sign-in shows a Norwegian message and "Prøv igjen" recovers', async ({ page }) => {
    let blocked = true;
    await page.route(/identitytoolkit|accounts:signUp|securetoken/, (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/spy/');
    await expect(page.getByRole('alert').filter({ hasText: 'Får ikke kontakt med innloggingstjenesten' })).toBeVisible();
    await expect(page.getByText('ikke innlogget')).toBeVisible();
    // The page itself still works.
    await expect(page.getByRole('heading', { name: 'Spion' })).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await signedInUid(page);
    await expect(page.getByText('Får ikke kontakt med innloggingstjenesten')).toHaveCount(0);
  });

  test('an unreachable database shows a warning after a grace period, and "Prøv igjen" reconnects', async ({ page }) => {
    // The database stays unreachable until «Prøv igjen» is tapped: the page notes the tap before
    // its own handler runs, so the SDK's own retries cannot take the warning (and the button) away
    // just before the tap, and the reconnect seen is the tap's.
    await page.addInitScript(() =>
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest('button');
          if (button?.textContent === 'Prøv igjen') document.documentElement.dataset.retryTapped = '';
        },
        true,
      ),
    );
    await page.routeWebSocket(/\/\.ws/, async (ws) => {
      const tapped = await page.evaluate(() => 'retryTapped' in document.documentElement.dataset).catch(() => false);
      if (tapped) ws.connectToServer();
      else ws.close();
    });
    await page.goto('/spy/');
    await signedInUid(page);
    const warning = page.getByRole('alert').filter({ hasText: 'Får ikke kontakt med databasen' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await warning.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(warning).toHaveCount(0, { timeout: 10_000 });
  });
});

test('the owner\'s announcement shows as a banner, live, on every phone of this test and nowhere else', async ({
  page,
  secondPage,
  newVisitor,
  db,
  ns,
}) => {
  const third = await newVisitor();
  for (const visitor of [page, secondPage, third]) {
    await visitor.goto('/spy/');
    await signedInUid(visitor);
  }
  // Another test's banner (another namespace) must never reach this test's phones.
  const elsewhere = ownerDb(`${ns}-other`);
  await elsewhere.set('settings/announcement', 'Banner fra en annen test');
  const text = 'Quiz i kveld kl. 20';
  await db.set('settings/announcement', text);
  await expect(page.getByText(text)).toBeVisible();
  await expect(secondPage.getByText(text)).toBeVisible();
  await expect(third.getByText(text)).toBeVisible();
  await expect(page.getByText('Banner fra en annen test')).toHaveCount(0);

  await db.remove('settings/announcement');
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(secondPage.getByText(text)).toHaveCount(0);
  await elsewhere.remove('settings/announcement');
});

/** The public demo room of localdb's seed, copied into this test's namespace. */
async function seedDemoRoom(db: OwnerDb): Promise<void> {
  const seed = JSON.parse(readFileSync(path.join(__dirname, '..', 'localdb', 'seed.json'), 'utf8'))['demo-portalen'];
  await db.update('', {
    'lobby/proost/FestA': { ...seed.lobby.proost.FestA, created_at: Date.now(), active_at: Date.now() },
    'codes/proost/festa': 'FestA',
    'proost/FestA': seed.proost.FestA,
  });
}

/** The request of a database protocol message (`{t: 'd', d: {r, a, b}}`), or null for any other. */
function request(message: string | Buffer): { r?: number; a?: string; b?: { p?: string } } | null {
  try {
    const parsed = JSON.parse(String(message)) as { t?: string; d?: { r?: number; a?: string; b?: { p?: string } } };
    return parsed.t === 'd' && parsed.d ? parsed.d : null;
  } catch {
    return null; // a frame count of a long message, or a part of one
  }
}

test('a room page opens its database socket beside the sign-up, and sends the new user before its first read', async ({ page, db }) => {
  await seedDemoRoom(db);
  const sent: string[] = [];
  let socketOpened!: () => void;
  const opened = new Promise<void>((resolve) => (socketOpened = resolve));
  page.on('websocket', (socket) => {
    socketOpened();
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
  });
  // The sign-up is answered only once the socket is open: a socket that waited for the new user
  // would never open, and the room would never come live.
  await page.route(/accounts:signUp/, async (route) => {
    await opened;
    await route.continue();
  });
  await page.goto('/proost/FestA/');
  await expect(page.locator('[data-testid="tap-card"]:not([data-connecting])')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('room-phones')).toHaveText('1 telefon i rommet');

  // What the socket carried, in order: the SDK's stats ('s') may come first, then the user's
  // token ('auth') before any listen ('q') or write ('p', 'm', 'o…'), so nothing is read signed out.
  const actions = sent.map((payload) => request(payload)?.a).filter((a): a is string => !!a);
  const authAt = actions.indexOf('auth');
  expect(authAt, `socket actions: ${actions.join(', ')}`).toBeGreaterThan(-1);
  expect(actions.slice(0, authAt).filter((action) => action !== 's')).toEqual([]);
  expect(actions.slice(authAt)).toContain('q');
});

test("a public room's contents are asked for beside the join, not after the join is through", async ({ page, db }) => {
  await seedDemoRoom(db);
  // The database holds back its answer to the join (and everything after it) until the page has
  // asked for the room's contents: a page that waited for the join first would wait for ever.
  let contentsAsked = false;
  await page.routeWebSocket(/\/\.ws/, (socket) => {
    const server = socket.connectToServer();
    let join: number | undefined;
    const held: (string | Buffer)[] = [];
    socket.onMessage((message) => {
      const sent = request(message);
      if (sent?.a === 'p' && sent.b?.p?.startsWith('/members/proost/FestA/')) join = sent.r;
      server.send(message);
      if (sent?.a === 'q' && sent.b?.p === '/proost/FestA') {
        contentsAsked = true;
        for (const answer of held.splice(0)) socket.send(answer);
      }
    });
    server.onMessage((message) => {
      if (!contentsAsked && (held.length > 0 || (join !== undefined && request(message)?.r === join))) held.push(message);
      else socket.send(message);
    });
  });
  await page.goto('/proost/FestA/');
  await expect(page.locator('[data-testid="tap-card"]:not([data-connecting])')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('room-phones')).toHaveText('1 telefon i rommet');
  expect(contentsAsked).toBe(true);
});

// A room link's account is made by the head's script while the page's scripts download, and
// stored where the auth SDK keeps its own (lib/firebase/earlyAccount.ts).
test.describe("a room link's account", () => {
  const LIVE_CARD = '[data-testid="tap-card"]:not([data-connecting])';
  const EARLY_ACCOUNT = '__portalenAccount';

  /** The account the head's script had for this page load (null when it left sign-in to the SDK). */
  const headAccount = (page: Page) =>
    page.evaluate((global) => Promise.resolve((window as unknown as Record<string, unknown>)[global]).then((a) => (a as { uid: string } | null)?.uid ?? null), EARLY_ACCOUNT);

  /** The account the auth SDK has stored in this browser. */
  const storedAccount = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ uid: string; token: string } | null>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
            all.onsuccess = () => {
              const user = (all.result as { fbase_key: string; value: { uid: string; stsTokenManager: { accessToken: string } } }[]).find((row) => row.fbase_key.startsWith('firebase:authUser:'));
              open.result.close();
              resolve(user ? { uid: user.value.uid, token: user.value.stsTokenManager.accessToken } : null);
            };
          };
        }),
    );

  test('is made once, is the one the page and its socket use, and survives a reload', async ({ page, secondPage, db }) => {
    const code = await createProostRoom(secondPage, 'Kontoen');
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('accounts:signUp')) signUps.push(request.url());
    });
    await page.goto(`/proost/${code}/`);
    await expect(page.locator(LIVE_CARD)).toBeVisible();
    const uid = await signedInUid(page);
    expect(await headAccount(page)).toBe(uid);
    expect((await storedAccount(page))?.uid).toBe(uid);
    // Joined over the socket as that account: the rules let only the uid itself write its membership.
    await expect.poll(() => db.get(`members/proost/${code}/${uid}`)).toBe(true);

    await page.reload();
    await expect(page.locator(LIVE_CARD)).toBeVisible();
    expect(await signedInUid(page)).toBe(uid);
    expect(await headAccount(page)).toBe(uid);
    expect(signUps).toHaveLength(1);
  });

  test.describe('deleted on the server', () => {
    // The auth SDK's lookup of the deleted account is answered 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });
    test('that the auth service no longer knows is replaced, on the page and on its socket', async ({ page, secondPage, db }) => {
      const code = await createProostRoom(secondPage, 'Ny konto');
      await page.goto(`/proost/${code}/`);
      await expect(page.locator(LIVE_CARD)).toBeVisible();
      const first = await signedInUid(page);
      // The account is deleted on the server while its token, stored in the browser, is still fresh.
      const deleted = await page.evaluate(async (token) => {
        const config = (window as unknown as { __portalenEmulators: { authPort: number } }).__portalenEmulators;
        const response = await fetch(`http://127.0.0.1:${config.authPort}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken: token }),
        });
        return response.ok;
      }, (await storedAccount(page))?.token ?? '');
      expect(deleted).toBe(true);

      await page.reload();
      // The head's script still starts with the stored account; the auth SDK, which looks it up,
      // drops it and signs in anew, and the page and the socket follow.
      expect(await headAccount(page)).toBe(first);
      await expect(page.getByTestId('user-id')).not.toHaveText(first, { timeout: 20_000 });
      const second = await signedInUid(page);
      expect(second).not.toBe('');
      expect((await storedAccount(page))?.uid).toBe(second);
      // Written over the socket, which the rules allow only the uid itself: the socket follows too.
      await expect.poll(() => db.get(`members/proost/${code}/${second}`)).toBe(true);
      await expect(page.locator(LIVE_CARD)).toBeVisible();
    });
  });
});
