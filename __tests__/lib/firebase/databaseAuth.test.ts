import type { Auth } from 'firebase/auth';
import { earlyAuthProvider, type AuthInternal } from '@/lib/firebase/databaseAuth';

type Listener = (token: string | null) => void;

/** The auth SDK as the database sees it: its start is ours to finish, its token its own. */
function fakeSdk() {
  let finishStart: () => void = () => {};
  const started = new Promise<void>((resolve) => (finishStart = resolve));
  const listeners: Listener[] = [];
  const calls: boolean[] = [];
  const internal: AuthInternal = {
    getUid: () => 'sdk-uid',
    getToken: (forceRefresh) => {
      calls.push(Boolean(forceRefresh));
      return Promise.resolve({ accessToken: 'sdk-token' });
    },
    addAuthTokenListener: (listener) => void listeners.push(listener),
    removeAuthTokenListener: (listener) => void listeners.splice(listeners.indexOf(listener), 1),
  };
  const auth = { authStateReady: () => started } as unknown as Auth;
  return { auth, internal, finishStart, listeners, calls };
}

const NOW = 1_000_000;
const early = { uid: 'early-uid', idToken: 'early-token', expiresAt: NOW + 30 * 60_000 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('before the auth SDK has started, the socket gets the early account and nothing waits for the SDK', async () => {
  const sdk = fakeSdk();
  const provider = earlyAuthProvider(sdk.auth, () => sdk.internal, early, () => NOW);
  const internal = provider.getImmediate({ optional: true });
  await expect(internal?.getToken(false)).resolves.toEqual({ accessToken: 'early-token' });
  expect(internal?.getUid()).toBe('early-uid');
  expect(sdk.calls).toEqual([]);
});

test('a refused token (forceRefresh) and a nearly expired one wait for the SDK and take its token', async () => {
  const sdk = fakeSdk();
  const internal = earlyAuthProvider(sdk.auth, () => sdk.internal, { ...early, expiresAt: NOW + 30_000 }, () => NOW).getImmediate()!;
  const refused = earlyAuthProvider(sdk.auth, () => sdk.internal, early, () => NOW).getImmediate()!;
  let expiredToken: unknown = 'pending';
  let refusedToken: unknown = 'pending';
  void internal.getToken(false).then((token) => (expiredToken = token));
  void refused.getToken(true).then((token) => (refusedToken = token));
  await flush();
  expect([expiredToken, refusedToken]).toEqual(['pending', 'pending']);
  sdk.finishStart();
  await flush();
  expect([expiredToken, refusedToken]).toEqual([{ accessToken: 'sdk-token' }, { accessToken: 'sdk-token' }]);
  expect(sdk.calls).toEqual([false, true]);
});

test("once the SDK has started, its token, uid and token changes are the socket's", async () => {
  const sdk = fakeSdk();
  const internal = earlyAuthProvider(sdk.auth, () => sdk.internal, early, () => NOW).getImmediate()!;
  const heard: (string | null)[] = [];
  const listener: Listener = (token) => heard.push(token);
  internal.addAuthTokenListener(listener);
  await flush();
  // The SDK may still drop the early account: until it has started, its listeners are not asked.
  expect(sdk.listeners).toEqual([]);
  sdk.finishStart();
  await flush();
  expect(sdk.listeners).toEqual([listener]);
  sdk.listeners[0]('a-new-accounts-token');
  expect(heard).toEqual(['a-new-accounts-token']);
  await expect(internal.getToken(false)).resolves.toEqual({ accessToken: 'sdk-token' });
  expect(internal.getUid()).toBe('sdk-uid');
  internal.removeAuthTokenListener(listener);
  await flush();
  expect(sdk.listeners).toEqual([]);
});
