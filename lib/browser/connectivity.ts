// What the shell knows about the connection, in one small store that React reads with
// useSyncExternalStore: the browser's own view (navigator.onLine and its events) and the
// database's (`.info/connected`, reported by lib/firebase/connection once the SDK is loaded).
// Kept outside React and outside any lazily loaded chunk, so it works while the network is gone.

export type Connectivity = {
  /** navigator.onLine: false as soon as the phone says it has no network. */
  browserOnline: boolean;
  /** `.info/connected`, or null before the database SDK has been opened on this page. */
  databaseConnected: boolean | null;
};

const SERVER_VIEW: Connectivity = { browserOnline: true, databaseConnected: null };

let state: Connectivity = SERVER_VIEW;
let browserWatched = false;
const listeners = new Set<() => void>();

function set(next: Partial<Connectivity>): void {
  const merged = { ...state, ...next };
  if (merged.browserOnline === state.browserOnline && merged.databaseConnected === state.databaseConnected) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

function watchBrowser(): void {
  if (browserWatched || typeof window === 'undefined') return;
  browserWatched = true;
  set({ browserOnline: navigator.onLine !== false });
  window.addEventListener('online', () => set({ browserOnline: true }));
  window.addEventListener('offline', () => set({ browserOnline: false }));
}

export function subscribeConnectivity(listener: () => void): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConnectivity(): Connectivity {
  watchBrowser();
  return state;
}

/** What the static HTML and hydration render with: online, database not yet known. */
export function getServerConnectivity(): Connectivity {
  return SERVER_VIEW;
}

export function reportDatabaseConnected(connected: boolean | null): void {
  set({ databaseConnected: connected });
}
