// When the service worker may download the apps a guest has not opened, in the background
// (docs/offline.md, "What a first visit downloads"): only on a connection the browser says is
// unmetered (Wi-Fi or cable) and fast, never with Data Saver on. A browser that says nothing about
// its connection (Safari, Firefox, desktop Chrome) counts as metered: the guest may be paying for
// every megabyte, so only what they open is downloaded. Shared by the page and the worker.

/** What the Network Information API may tell (each field only where the browser has it). */
export type ConnectionHints = {
  type?: string;
  effectiveType?: string;
  saveData?: boolean;
  /** An early draft of the API had it; honoured where a browser still reports it. */
  metered?: boolean;
};

const UNMETERED_TYPES = new Set(['wifi', 'ethernet']);

/** True only when every hint there is says the connection is unmetered, fast and not saving data. */
export function mayDownloadInBackground(connection: ConnectionHints | undefined | null): boolean {
  if (!connection) return false;
  if (connection.saveData === true || connection.metered === true) return false;
  if (connection.type === undefined || !UNMETERED_TYPES.has(connection.type)) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}

/**
 * True when some hint says no (metered, slow, Data Saver): the worker checks it before each app,
 * since a worker may see fewer hints than the page that asked (which checked them all).
 */
export function forbidsBackgroundDownload(connection: ConnectionHints | undefined | null): boolean {
  if (!connection) return false;
  if (connection.saveData === true || connection.metered === true) return true;
  if (connection.type !== undefined && !UNMETERED_TYPES.has(connection.type)) return true;
  return connection.effectiveType !== undefined && connection.effectiveType !== '4g';
}

/** The connection of a page or a worker (`navigator.connection`), where the browser has one. */
export function connectionOf(nav: unknown): ConnectionHints | undefined {
  return (nav as { connection?: ConnectionHints } | undefined)?.connection;
}

/** After a page has settled, how long the first visit has the line to itself before any background download. */
export const BACKGROUND_DOWNLOAD_DELAY_MS = 60_000;
