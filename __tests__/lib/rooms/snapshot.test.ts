import { accountSetup } from '@/lib/firebase/earlyAccount';
import { fireEvent, within } from '@testing-library/dom';
import { earlyPasswordWall, takeEarlyPassword } from '@/components/rooms/earlyPasswordWall';
import { headSnapshotScript, SNAPSHOT_GLOBAL, snapshotScript, snapshotSetup, startSnapshot, type SnapshotOutcome, type SnapshotRequest } from '@/lib/rooms/snapshot';
import { battleshotsSnapshot } from '@/features/battleshots/snapshot';
import { cahSnapshot } from '@/features/cah/snapshot';
import { fridgeSnapshot } from '@/features/fridge/snapshot';
import { proostSnapshot } from '@/features/proost/snapshot';
import { questSnapshot } from '@/features/quest/snapshot';
import { proostEarlyPaint } from '@/features/proost/paint.generated';
import { MANIFESTS } from '@/features';
import { snapshotSources } from '@/lib/routes/manifest';
import { pageScript } from '@/__tests__/components/support/earlyPaint';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';

// The head's script marks a press on a plain form's button (lib/browser/pressHandover.ts).
beforeAll(() => new Function(earlyTapsScript())());

// The inline script is the text of startSnapshot, run in the page before any bundle: these tests
// run that exact text (not the imported function) against a fake window.

type Reply = { status: number; body: unknown } | Error;

function fakeWindow(pathname: string, replies: Record<string, Reply>, stored: Record<string, string> = {}) {
  const requested: string[] = [];
  const win: Record<string, unknown> = {
    location: { pathname, hostname: 'localhost' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (url: string) => {
      requested.push(url);
      const reply = Object.entries(replies).find(([prefix]) => url.startsWith(prefix))?.[1] ?? { status: 404, body: null };
      if (reply instanceof Error) return Promise.reject(reply);
      return Promise.resolve({ ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: () => Promise.resolve(reply.body) });
    },
  };
  return { win, requested };
}

function runScript(app: Parameters<typeof snapshotScript>[0], win: Record<string, unknown>): SnapshotRequest | undefined {
  new Function('window', pageScript(app))(win);
  return win[SNAPSHOT_GLOBAL] as SnapshotRequest | undefined;
}

const EMULATORS = { status: 200, body: { databasePort: 9123, namespace: 'fest' } };
const ROOM = { settings: { name: 'Fredagsfest', private: false }, card: { text: 'Skål!' } };

test('the inline script reads the room at the database port and namespace of /emulators.json', async () => {
  const { win, requested } = fakeWindow('/proost/FestA/', {
    '/emulators.json': EMULATORS,
    'http://127.0.0.1:9123/proost/FestA.json?ns=fest': { status: 200, body: ROOM },
  });
  const request = runScript(proostSnapshot, win);
  expect(request?.path).toBe('proost/FestA');
  await expect(request?.outcome).resolves.toEqual<SnapshotOutcome>({ status: 'value', value: ROOM, also: null });
  expect(requested).toEqual(['/emulators.json', 'http://127.0.0.1:9123/proost/FestA.json?ns=fest']);
});

test("a browser test's namespace override wins; a malformed one and malformed config values are ignored", async () => {
  const ok = fakeWindow('/cah/KortA/', { '/emulators.json': EMULATORS }, { 'portalen:ns': 'test-ns-1' });
  await runScript(cahSnapshot, ok.win)?.outcome;
  expect(ok.requested[1]).toBe('http://127.0.0.1:9123/cah/games/KortA.json?ns=test-ns-1');

  const bad = fakeWindow(
    '/battleshots/SjoeA/',
    { '/emulators.json': { status: 200, body: { databasePort: 'x', namespace: 'NO/WAY' } } },
    { 'portalen:ns': '../../etc' },
  );
  await runScript(battleshotsSnapshot, bad.win)?.outcome;
  expect(bad.requested[1]).toBe('http://127.0.0.1:9000/battleshots/SjoeA.json?ns=demo-portalen');
});

test('a missing room and a dropped network leave nothing to paint; a refused read (a private room) says so', async () => {
  for (const reply of [{ status: 200, body: null }, { status: 500, body: null }, new Error('offline')]) {
    const { win } = fakeWindow('/proost/Priv1/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/': reply });
    await expect(runScript(proostSnapshot, win)?.outcome).resolves.toEqual({ status: 'none' });
  }
  const { win } = fakeWindow('/proost/Priv1/', {
    '/emulators.json': EMULATORS,
    'http://127.0.0.1:9123/': { status: 401, body: { error: 'Permission denied' } },
  });
  await expect(runScript(proostSnapshot, win)?.outcome).resolves.toEqual({ status: 'refused' });
});

test('without /emulators.json the default ports apply; an offline config fetch does not stop the read', async () => {
  const { win, requested } = fakeWindow('/fridge/demo/', { '/emulators.json': new Error('offline') });
  await runScript(fridgeSnapshot, win)?.outcome;
  expect(requested[1]).toBe('http://127.0.0.1:9000/fridge/demo.json?ns=demo-portalen');
});

test('ids are URL-decoded for the path and encoded again for the request; the quest log reads only its visible quests', async () => {
  const { win, requested } = fakeWindow('/quest/h%C3%B8st-2026/', { '/emulators.json': EMULATORS });
  const request = runScript(questSnapshot, win);
  await request?.outcome;
  expect(request?.path).toBe('questlog/høst-2026/quests');
  expect(requested[1]).toBe('http://127.0.0.1:9123/questlog/h%C3%B8st-2026/quests.json?ns=fest');
});

test('addresses without an id worth reading start no read at all', () => {
  for (const [app, pathname] of [
    [proostSnapshot, '/proost/'],
    [proostSnapshot, '/proost/_/'],
    [proostSnapshot, '/proost/toolong/'],
    [proostSnapshot, '/proost/FestA/extra/'],
    [cahSnapshot, '/proost/FestA/'],
    [fridgeSnapshot, '/fridge/a.b/'],
    [fridgeSnapshot, '/fridge/%E0%A4%A/'],
  ] as const) {
    const { win, requested } = fakeWindow(pathname, {});
    expect(runScript(app, win)).toBeUndefined();
    expect(requested).toEqual([]);
  }
});

test("the page's code picks up the request the inline script started instead of reading twice", async () => {
  const { win, requested } = fakeWindow('/proost/FestA/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/': { status: 200, body: ROOM } });
  const fromScript = runScript(proostSnapshot, win);
  const fromPage = startSnapshot(win as Parameters<typeof startSnapshot>[0], snapshotSetup(proostSnapshot));
  expect(fromPage).toBe(fromScript);
  await fromPage?.outcome;
  expect(requested).toHaveLength(2);
});

test('a real project reads from its database URL directly, with the second node in parallel', async () => {
  const setup = { ...snapshotSetup(fridgeSnapshot), databaseURL: 'https://fest-default-rtdb.europe-west1.firebasedatabase.app/', also: 'fridge/categories' };
  const { win, requested } = fakeWindow('/fridge/demo/', {
    'https://fest-default-rtdb.europe-west1.firebasedatabase.app/fridge/demo.json': { status: 200, body: { info: { name: 'Hytta' } } },
    'https://fest-default-rtdb.europe-west1.firebasedatabase.app/fridge/categories.json': { status: 200, body: { 1: 'Meieri' } },
  });
  const request = startSnapshot(win as Parameters<typeof startSnapshot>[0], setup);
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: { info: { name: 'Hytta' } }, also: { 1: 'Meieri' } });
  expect(requested.sort()).toEqual([
    'https://fest-default-rtdb.europe-west1.firebasedatabase.app/fridge/categories.json',
    'https://fest-default-rtdb.europe-west1.firebasedatabase.app/fridge/demo.json',
  ]);
});

test('the inline script cannot break out of its <script> element', () => {
  expect(pageScript(proostSnapshot)).not.toMatch(/<\/script/i);
});

test('a page served with its emulator config reads the room at once, without fetching /emulators.json', async () => {
  const { win, requested } = fakeWindow('/proost/FestA/', { 'http://127.0.0.1:9123/proost/FestA.json?ns=fest': { status: 200, body: ROOM } });
  win.__portalenEmulators = { databasePort: 9123, namespace: 'fest' };
  const request = runScript(proostSnapshot, win);
  await expect(request?.outcome).resolves.toEqual({ status: 'value', value: ROOM, also: null });
  expect(requested).toEqual(['http://127.0.0.1:9123/proost/FestA.json?ns=fest']);
});

test("the head's script starts the read of whichever room page it is in, and nothing on other pages", async () => {
  const room = fakeWindow('/cah/KortA/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/cah/games/KortA.json': { status: 200, body: ROOM } });
  new Function('window', headSnapshotScript(snapshotSources(MANIFESTS), accountSetup()))(room.win);
  const request = room.win[SNAPSHOT_GLOBAL] as SnapshotRequest | undefined;
  expect(request?.path).toBe('cah/games/KortA');
  await expect(request?.outcome).resolves.toMatchObject({ status: 'value', value: ROOM });
  // The page's own script, run later, takes over the same request.
  expect(runScript(cahSnapshot, room.win)).toBe(request);
  expect(room.requested.filter((url) => url.includes('/cah/games/KortA.json'))).toHaveLength(1);

  for (const pathname of ['/', '/menu/', '/proost/', '/fridge/']) {
    const other = fakeWindow(pathname, {});
    new Function('window', headSnapshotScript(snapshotSources(MANIFESTS), accountSetup()))(other.win);
    expect(other.win[SNAPSHOT_GLOBAL]).toBeUndefined();
    expect(other.requested).toEqual([]);
  }
});

test('the card paints the moment the parser reaches its box, without waiting for the rest of the page', async () => {
  const room = { ...ROOM, questions: { q1: { text: 'Skål!', type: 'Generelt' } }, card: { text: 'Skål!', type: 'Generelt' } };
  const { win } = fakeWindow('/proost/FestA/', { 'http://127.0.0.1:9123/proost/FestA.json?ns=fest': { status: 200, body: room } });
  win.__portalenEmulators = { databasePort: 9123, namespace: 'fest' };
  // A page still being parsed: the box is not there yet, and DOMContentLoaded never comes here.
  const page = document.createElement('div');
  document.body.append(page);
  const waitingForDomContentLoaded: string[] = [];
  win.document = {
    readyState: 'loading',
    documentElement: page,
    querySelector: (selector: string) => page.querySelector(selector),
    addEventListener: (name: string) => waitingForDomContentLoaded.push(name),
  };
  win.MutationObserver = MutationObserver;
  new Function('window', pageScript(proostSnapshot, proostEarlyPaint()))(win);
  await (win[SNAPSHOT_GLOBAL] as SnapshotRequest).outcome;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(page.querySelector('[data-room-card]')).toBeNull();

  const box = document.createElement('div');
  box.setAttribute('data-first-paint', '');
  page.append(box);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Skål!');
  expect(waitingForDomContentLoaded).toEqual(['DOMContentLoaded']);
  page.remove();
});

test("a private room's password wall paints from the refused read and keeps a submit on the page until the live wall takes it", async () => {
  const { win } = fakeWindow('/proost/Priv1/', { 'http://127.0.0.1:9123/proost/Priv1.json?ns=fest': { status: 401, body: { error: 'Permission denied' } } });
  win.__portalenEmulators = { databasePort: 9123, namespace: 'fest' };
  const page = document.createElement('div');
  const box = document.createElement('div');
  box.setAttribute('data-first-paint', '');
  page.append(box);
  document.body.append(page);
  win.document = document;
  new Function('window', pageScript(proostSnapshot, proostEarlyPaint(), earlyPasswordWall()))(win);
  await (win[SNAPSHOT_GLOBAL] as SnapshotRequest).outcome;
  await new Promise((resolve) => setTimeout(resolve, 0));

  const wall = within(box);
  expect(wall.getByRole('heading', { name: 'Privat rom' })).toBeInTheDocument();
  expect(wall.getByText('Dette rommet er privat - Skriv passordet for å bli med')).toBeInTheDocument();
  const field = wall.getByLabelText('Passord');
  const send = wall.getByRole('button', { name: 'Bli med' });
  // An empty box says why nothing happens; nothing is sent.
  fireEvent.click(send);
  expect(wall.getByRole('status')).toHaveTextContent('Skriv passordet først.');
  // The box is marked wrong, and a screen reader reads the message with it.
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Skriv passordet først.');
  expect(takeEarlyPassword()).toEqual({ value: '', sent: false, refused: true, focused: false, pressed: false });
  // A typed password waits for the live wall, which finds it sent.
  field.focus();
  fireEvent.input(field, { target: { value: 'hemmelig' } });
  expect(field).not.toHaveAttribute('aria-invalid');
  fireEvent.click(send);
  expect(wall.getByRole('status')).toHaveTextContent('Kobler til …');
  expect(takeEarlyPassword()).toEqual({ value: 'hemmelig', sent: true, refused: false, focused: true, pressed: false });
  // Typing again after a send waits for its own «Bli med».
  fireEvent.input(field, { target: { value: 'hemmelig2' } });
  expect(takeEarlyPassword()).toEqual({ value: 'hemmelig2', sent: false, refused: false, focused: true, pressed: false });
  // A press on «Bli med» shows until it is released or cancelled (the live wall reads it).
  fireEvent.pointerDown(send);
  expect(takeEarlyPassword()?.pressed).toBe(true);
  fireEvent.pointerUp(send);
  expect(takeEarlyPassword()?.pressed).toBe(false);
  fireEvent.pointerDown(send);
  fireEvent.pointerCancel(send);
  expect(takeEarlyPassword()?.pressed).toBe(false);
  page.remove();
});

test("the page's own script reads nothing itself and paints only its own app's read (the head's script started it)", async () => {
  // Alone, it starts no read: the head's script holds the page's one copy of startSnapshot.
  const alone = fakeWindow('/proost/FestA/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/': { status: 200, body: ROOM } });
  new Function('window', snapshotScript(proostSnapshot, proostEarlyPaint()))(alone.win);
  expect(alone.win[SNAPSHOT_GLOBAL]).toBeUndefined();
  expect(alone.requested).toEqual([]);

  // Another app's request on the window is not this page's card to paint.
  const box = document.createElement('div');
  box.setAttribute('data-first-paint', '');
  document.body.append(box);
  const other = fakeWindow('/cah/KortA/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/cah/games/KortA.json': { status: 200, body: ROOM } });
  other.win.document = document;
  new Function('window', headSnapshotScript([cahSnapshot], accountSetup()) + snapshotScript(proostSnapshot, proostEarlyPaint()))(other.win);
  await (other.win[SNAPSHOT_GLOBAL] as SnapshotRequest).outcome;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box.innerHTML).toBe('');

  // The same read on its own page paints.
  const own = fakeWindow('/proost/FestA/', { '/emulators.json': EMULATORS, 'http://127.0.0.1:9123/proost/FestA.json': { status: 200, body: ROOM } });
  own.win.document = document;
  new Function('window', pageScript(proostSnapshot, proostEarlyPaint()))(own.win);
  await (own.win[SNAPSHOT_GLOBAL] as SnapshotRequest).outcome;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box.querySelector('[data-room-card]')).not.toBeNull();
  box.remove();
});
