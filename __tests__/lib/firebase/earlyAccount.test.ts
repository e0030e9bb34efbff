import { accountSetup, startEarlyAccount, type AccountSetup } from '@/lib/firebase/earlyAccount';

// The IndexedDB path (the auth SDK's own store, a new account written there) runs in a real
// browser: e2e/session.spec.ts, "a room link's account".

const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const setup: AccountSetup = { ...accountSetup(), emulated: true, apiKey: 'demo-api-key' };

function fakeWindow(stored: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const requests: string[] = [];
  const win = {
    location: { hostname: '127.0.0.1' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (url: string) => {
      requests.push(url);
      return Promise.reject(new Error('no network in this test'));
    },
    __portalenEmulators: { authPort: 9099 },
    ...extra,
  };
  return { win, requests };
}

const user = (expiresInMs: number) =>
  JSON.stringify({ uid: 'stored-uid', stsTokenManager: { accessToken: 'stored-token', refreshToken: 'r', expirationTime: Date.now() + expiresInMs } });

test('an account the auth SDK keeps in localStorage is used while its token has a while left', async () => {
  const { win, requests } = fakeWindow({ [KEY]: user(30 * 60_000) });
  const account = await startEarlyAccount(win, setup, Promise.resolve());
  expect(account).toMatchObject({ uid: 'stored-uid', idToken: 'stored-token' });
  expect(requests).toEqual([]);
});

test('a token near its end is left to the SDK to refresh, and no second account is made', async () => {
  const { win, requests } = fakeWindow({ [KEY]: user(60_000) });
  await expect(startEarlyAccount(win, setup, Promise.resolve())).resolves.toBeNull();
  expect(requests).toEqual([]);
});

test('a stored account that cannot be read is left to the SDK', async () => {
  const { win } = fakeWindow({ [KEY]: '{not json' });
  await expect(startEarlyAccount(win, setup, Promise.resolve())).resolves.toBeNull();
});

test('without IndexedDB, or without the served emulator config, sign-in is left to the SDK', async () => {
  const noIndexedDb = fakeWindow();
  await expect(startEarlyAccount(noIndexedDb.win, setup, Promise.resolve())).resolves.toBeNull();
  const noConfig = fakeWindow({}, { __portalenEmulators: undefined, indexedDB: { open: () => Promise.reject(new Error('must not be opened')) } });
  await expect(startEarlyAccount(noConfig.win, setup, Promise.resolve())).resolves.toBeNull();
  expect([...noIndexedDb.requests, ...noConfig.requests]).toEqual([]);
});

test('a page load starts one account: a second start gets the first one', async () => {
  const { win } = fakeWindow({ [KEY]: user(30 * 60_000) });
  const first = startEarlyAccount(win, setup, Promise.resolve());
  expect(startEarlyAccount(win, setup, Promise.resolve())).toBe(first);
});
