// What the database socket authenticates with when the head's script has an account ready
// (earlyAccount.ts): that account's token until the auth SDK has started with it, the SDK's after.
// The database SDK asks its app for the auth SDK through this interface (the 'auth-internal'
// component: getToken, token listeners); here a room link's socket gets it without waiting for
// the SDK's start, which first looks the stored account up on the server (docs/rooms.md, "How a
// room page loads", step 5).
import type { Auth } from 'firebase/auth';
import type { EarlyAccount } from './earlyAccount';

type TokenListener = (token: string | null) => void;

/** The part of firebase/auth's internal interface the database SDK uses. */
export type AuthInternal = {
  getUid(): string | null;
  getToken(forceRefresh?: boolean): Promise<{ accessToken: string } | null>;
  addAuthTokenListener(listener: TokenListener): void;
  removeAuthTokenListener(listener: TokenListener): void;
};

/** How the database SDK finds it (a component provider of @firebase/component). */
export type AuthInternalProvider = {
  getImmediate(options?: { optional?: boolean }): AuthInternal | null;
  get(): Promise<AuthInternal>;
  onInit(callback: (auth: AuthInternal) => void): void;
};

/** A token this close to its expiry is not sent; the SDK's refreshed one is awaited instead. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The early account's token for the socket until `auth` has started (its stored account looked
 * up, or a new one made); from then on everything is the SDK's own (`sdk`), whose token listener
 * tells the socket the current token at once, so an account the SDK did not keep is replaced on
 * the socket too. A refused token (forceRefresh) always waits for the SDK.
 */
export function earlyAuthProvider(auth: Auth, sdk: () => AuthInternal, early: EarlyAccount, now = Date.now): AuthInternalProvider {
  let started = false;
  const start = auth.authStateReady().then(
    () => void (started = true),
    () => void (started = true),
  );
  const internal: AuthInternal = {
    getUid: () => (started ? sdk().getUid() : early.uid),
    getToken(forceRefresh) {
      if (!started && !forceRefresh && early.expiresAt - now() > EXPIRY_MARGIN_MS) return Promise.resolve({ accessToken: early.idToken });
      return start.then(() => sdk().getToken(forceRefresh));
    },
    addAuthTokenListener(listener) {
      void start.then(() => sdk().addAuthTokenListener(listener));
    },
    removeAuthTokenListener(listener) {
      void start.then(() => sdk().removeAuthTokenListener(listener));
    },
  };
  return { getImmediate: () => internal, get: () => Promise.resolve(internal), onInit: (callback) => callback(internal) };
}
