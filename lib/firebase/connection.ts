// Keeps the database connection alive across a party's network: the SDK reconnects by itself,
// but with a back-off that grows towards minutes, and after a locked screen it waits for the
// longest step. A phone back on the network or back in a hand should catch up within seconds.
import type { Database, DataSnapshot, DatabaseReference } from 'firebase/database';
import { reportDatabaseConnected } from '@/lib/browser/connectivity';
import { paths } from './paths';

/** The parts of the database SDK this needs (injected, so a test can drive it). */
export type ConnectionSdk = {
  ref: (db: Database, path: string) => DatabaseReference;
  onValue: (query: DatabaseReference, callback: (snapshot: DataSnapshot) => void) => () => void;
  goOffline: (db: Database) => void;
  goOnline: (db: Database) => void;
};

/** A hidden page longer than this may hold a socket that died silently (radio asleep, NAT gone). */
export const HIDDEN_RECONNECT_MS = 20_000;

type Environment = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now: () => number;
};

/**
 * Drops the connection and opens it again at once: goOnline resets the SDK's back-off, and
 * queued writes and listens are sent again. For a phone back on the network, or a «Prøv igjen».
 */
export function reconnectNow(db: Database, sdk: Pick<ConnectionSdk, 'goOffline' | 'goOnline'>): void {
  sdk.goOffline(db);
  sdk.goOnline(db);
}

/**
 * Watches `.info/connected` (for the shell's offline messages) and reconnects at once when the
 * browser comes back online, or when the page becomes visible again and the connection is down
 * or may have died while hidden. Returns a stop function.
 */
export function keepConnected(
  db: Database,
  sdk: ConnectionSdk,
  env: Environment = { window, document, now: Date.now },
): () => void {
  let connected = false;
  let hiddenSince: number | null = env.document.visibilityState === 'hidden' ? env.now() : null;
  const stopWatching = sdk.onValue(sdk.ref(db, paths.connected()), (snapshot) => {
    connected = snapshot.val() === true;
    reportDatabaseConnected(connected);
  });
  const reconnect = () => reconnectNow(db, sdk);
  // After an offline spell the old socket cannot be trusted even if it never reported closing.
  const onOnline = () => reconnect();
  const onVisibility = () => {
    if (env.document.visibilityState === 'hidden') {
      hiddenSince = env.now();
      return;
    }
    const longAway = hiddenSince !== null && env.now() - hiddenSince >= HIDDEN_RECONNECT_MS;
    hiddenSince = null;
    if (!connected || longAway) reconnect();
  };
  env.window.addEventListener('online', onOnline);
  env.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopWatching();
    env.window.removeEventListener('online', onOnline);
    env.document.removeEventListener('visibilitychange', onVisibility);
    reportDatabaseConnected(null);
  };
}
