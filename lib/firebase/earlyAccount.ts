// A room link's anonymous account, made ready by the head's inline script while the page's
// scripts download (docs/rooms.md, "How a room page loads", step 2): the database socket can then
// authenticate as soon as the database SDK is in, instead of after hydration, the auth SDK's
// sign-up and the account lookup the SDK makes before it reports any account (two round trips,
// each with its CORS preflight). The account is stored where the auth SDK's own persistence keeps
// it, so the SDK takes it over as its own when it starts: one account, whoever makes it.
import { DEFAULT_AUTH_PORT, EMULATOR_CONFIG_GLOBAL, LOCAL_API_KEY, usesEmulators } from './config';

/** An account the page can use before the auth SDK has started. */
export type EarlyAccount = { uid: string; idToken: string; expiresAt: number };

/** Everything the self-contained starter needs, as plain JSON (it is inlined into the page). */
export type AccountSetup = {
  apiKey: string;
  /** True in a build that talks to the local emulators (their address is in `configGlobal`). */
  emulated: boolean;
  configGlobal: string;
  defaultAuthPort: number;
  /** Where on `window` the account's promise is kept for the page's code to pick up. */
  global: string;
  /** Give up (and leave sign-in to the auth SDK) after this long. */
  timeoutMs: number;
  /** A stored token is used early only with this much of its hour left; the SDK refreshes the rest. */
  marginMs: number;
};

export const EARLY_ACCOUNT_GLOBAL = '__portalenAccount';

export function accountSetup(): AccountSetup {
  const emulated = usesEmulators();
  return {
    apiKey: emulated ? LOCAL_API_KEY : (process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? ''),
    emulated,
    configGlobal: EMULATOR_CONFIG_GLOBAL,
    defaultAuthPort: DEFAULT_AUTH_PORT,
    global: EARLY_ACCOUNT_GLOBAL,
    timeoutMs: 8000,
    marginMs: 5 * 60_000,
  };
}

type StoredUser = { uid?: unknown; stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } };

type AccountWindow = {
  location: { hostname: string };
  document?: { readyState: string; addEventListener: (type: 'DOMContentLoaded', listener: () => void) => void };
  fetch: (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
  indexedDB?: IDBFactory;
  localStorage?: { getItem: (key: string) => string | null };
  [key: string]: unknown;
};

/**
 * Starts (or returns the started) account: the auth SDK's stored one when its token has a while
 * left, a new anonymous one when this browser has none, else null (an expired token, no
 * IndexedDB, no network: the auth SDK signs in as before). A new account is asked for only once
 * `firstPaint` (the card's read) has settled and the HTML is parsed, so the card's read has the
 * line to itself and paints first; the account is still there long before the page's scripts.
 * Resolves only once a new account is stored, so the SDK, which waits for this, finds it. This
 * function is inlined into the HTML as text, so it must stay self-contained: no imports, no outer
 * variables, nothing newer than the browsers we serve.
 */
export function startEarlyAccount(win: AccountWindow, setup: AccountSetup, firstPaint: Promise<unknown>): Promise<EarlyAccount | null> {
  const started = win[setup.global] as Promise<EarlyAccount | null> | undefined;
  if (started) return started;
  // The auth SDK's persistence (firebase/auth: IndexedDB first, localStorage as a fallback).
  const key = 'firebase:authUser:' + setup.apiKey + ':[DEFAULT]';
  const store = 'firebaseLocalStorage';
  const usable = function (user: StoredUser | null | undefined): EarlyAccount | null {
    const tokens = user && user.stsTokenManager;
    if (!user || !tokens || typeof user.uid !== 'string' || typeof tokens.accessToken !== 'string') return null;
    const expiresAt = Number(tokens.expirationTime);
    return expiresAt - Date.now() > setup.marginMs ? { uid: user.uid, idToken: tokens.accessToken, expiresAt: expiresAt } : null;
  };
  let endpoint: string | null = 'https://identitytoolkit.googleapis.com';
  if (setup.emulated) {
    const config = win[setup.configGlobal] as { authPort?: unknown } | undefined;
    let port = config && typeof config === 'object' ? config.authPort : undefined;
    if (port === undefined) port = setup.defaultAuthPort;
    const host = win.location.hostname === 'localhost' || !win.location.hostname ? '127.0.0.1' : win.location.hostname;
    // Without the served config the SDK may be told another port (/emulators.json): leave it to the SDK.
    endpoint = config && typeof port === 'number' && port % 1 === 0 && port > 0 && port < 65536 ? 'http://' + host + ':' + port + '/identitytoolkit.googleapis.com' : null;
  }
  const account = new Promise<EarlyAccount | null>(function (resolve) {
    let settled = false;
    const finish = function (value: EarlyAccount | null) {
      if (!settled) resolve(value);
      settled = true;
      clearTimeout(timer);
    };
    const timer = setTimeout(function () {
      finish(null);
    }, setup.timeoutMs);
    let inLocalStorage: string | null = null;
    try {
      inLocalStorage = win.localStorage ? win.localStorage.getItem(key) : null;
    } catch {
      inLocalStorage = null;
    }
    if (inLocalStorage) {
      try {
        finish(usable(JSON.parse(inLocalStorage) as StoredUser));
      } catch {
        finish(null);
      }
      return;
    }
    if (!win.indexedDB || !endpoint) {
      finish(null);
      return;
    }
    const open = win.indexedDB.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = function () {
      open.result.createObjectStore(store, { keyPath: 'fbase_key' });
    };
    open.onerror = function () {
      finish(null);
    };
    open.onsuccess = function () {
      const db = open.result;
      const done = function (value: EarlyAccount | null) {
        db.close();
        finish(value);
      };
      if (!db.objectStoreNames.contains(store)) return done(null);
      const read = db.transaction(store, 'readonly').objectStore(store).get(key);
      read.onerror = function () {
        done(null);
      };
      read.onsuccess = function () {
        if (read.result) return done(usable(read.result.value as StoredUser));
        firstPaint
          .then(function () {
            return new Promise(function (parsed) {
              const doc = win.document;
              if (!doc || doc.readyState !== 'loading') return parsed(null);
              doc.addEventListener('DOMContentLoaded', function () {
                parsed(null);
              });
            });
          })
          .then(function () {
            // A task later: the card's painter, waiting on the same read, has run.
            return new Promise(function (later) {
              setTimeout(later, 0);
            });
          })
          .then(function () {
            // Given up already: the SDK may have started without it, and would sign up its own.
            if (settled) throw new Error('too late');
            return win.fetch(endpoint + '/v1/accounts:signUp?key=' + encodeURIComponent(setup.apiKey), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: '{"returnSecureToken":true}',
            });
          })
          .then(function (response) {
            return response.ok ? response.json() : null;
          })
          .then(
            function (body) {
              const b = (body || {}) as { localId?: unknown; idToken?: unknown; refreshToken?: unknown; expiresIn?: unknown };
              if (settled || typeof b.localId !== 'string' || typeof b.idToken !== 'string' || typeof b.refreshToken !== 'string') return done(null);
              const now = Date.now();
              // The shape the auth SDK stores a user in (its UserImpl.toJSON).
              const user = {
                uid: b.localId,
                emailVerified: false,
                isAnonymous: true,
                providerData: [],
                stsTokenManager: { refreshToken: b.refreshToken, accessToken: b.idToken, expirationTime: now + (Number(b.expiresIn) || 3600) * 1000 },
                createdAt: String(now),
                lastLoginAt: String(now),
                apiKey: setup.apiKey,
                appName: '[DEFAULT]',
              };
              const write = db.transaction(store, 'readwrite');
              write.objectStore(store).put({ fbase_key: key, value: user });
              write.oncomplete = function () {
                done(usable(user));
              };
              write.onerror = write.onabort = function () {
                done(null);
              };
            },
            function () {
              done(null);
            },
          );
      };
    };
  });
  win[setup.global] = account;
  return account;
}

/** The account the head's script started, or null on a page without one (it did not start, or gave up). */
export function earlyAccount(): Promise<EarlyAccount | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const started = (window as unknown as Record<string, unknown>)[EARLY_ACCOUNT_GLOBAL];
  return started instanceof Promise ? (started as Promise<EarlyAccount | null>).catch(() => null) : Promise.resolve(null);
}
