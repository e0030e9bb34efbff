// The service worker: a reload without network still opens every page the guest has opened, and a
// first visit downloads only what it needs (docs/offline.md, "What a first visit downloads").
// Built by scripts/build-sw.mjs after `next build`: esbuild bundles this file with the plan of
// scripts/precache-plan.mjs, so SHELL_FILES and APP_FILES list the export's real files.
//
// - The shell (framework chunks, shared CSS, icons, the 404 page and the page that says an app is
//   not downloaded yet) is precached by workbox at install.
// - An app's files (its pages, and every chunk they load, lazy parts included) are stored when the
//   guest opens the app: at install for the pages open then, later on a navigation or a client-side
//   visit of one of its pages. A page's own requests and that download share one fetch per file.
// - The rest only on the page's request (lib/browser/backgroundDownload.ts: an unmetered, fast
//   connection without Data Saver, a minute after the page settled).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { connectionOf, forbidsBackgroundDownload } from '../lib/browser/backgroundDownload';

/**
 * `onRequest`: stored when asked for, not with its app (an RSC payload, scripts/precache-plan.mjs).
 * `later`: a lazy part the app's pages do not name; stored with the app only if the page has loaded
 * it already (it is in the browser's cache), else when asked for or with the other apps in the
 * background on an unmetered connection.
 */
type FileEntry = { url: string; revision: string | null; onRequest?: boolean; later?: boolean };
type WaitUntil = { waitUntil: (done: Promise<unknown>) => void };
type WindowClient = { url: string };
type WorkerScope = {
  location: Location;
  navigator: unknown;
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WindowClient[]> };
  skipWaiting: () => Promise<void>;
  addEventListener: {
    (type: 'message', listener: (event: WaitUntil & { data?: unknown }) => void): void;
    (type: 'install' | 'activate', listener: (event: WaitUntil) => void): void;
  };
};
declare const self: WorkerScope;
/** From scripts/precache-plan.mjs, with revisions, filled in by the build. */
declare const SHELL_FILES: FileEntry[];
declare const APP_FILES: Record<string, FileEntry[]>;
declare const NOT_DOWNLOADED_PAGE: string;
/** From lib/routes/dynamicRoutes.mjs, filled in by the build (the one list Hosting also uses). */
declare const DYNAMIC_ROUTES: string[];
declare const PLACEHOLDER_ID: string;
export const EMULATOR_CONFIG_PATH = '/emulators.json';
/** Where the opened apps' files live; one key per file and revision, shared by all apps. */
export const APP_CACHE = 'portalen-apps';
/** Chunks no page names (none today), cached when something asks for them. */
const RUNTIME_CACHE = 'portalen-runtime';
/** A few files at a time, so an app's download never takes the whole line from the page. */
const PARALLEL = 4;

cleanupOutdatedCaches();
precacheAndRoute(SHELL_FILES, {
  directoryIndex: 'index.html',
  // Next's client-side navigation asks for a route's RSC payload with a cache-busting `_rsc`.
  ignoreURLParametersMatching: [/^_rsc$/, /^utm_/],
});

// ------------------------------------------------------------------ the apps' files

const origin = self.location.origin;
const keyOf = (entry: FileEntry) => new URL(entry.revision ? `${entry.url}?__rev=${entry.revision}` : entry.url, origin).href;
const fileOf = new Map<string, { entry: FileEntry; app: string }>();
for (const [app, entries] of Object.entries(APP_FILES)) {
  for (const entry of entries) if (!fileOf.has(entry.url)) fileOf.set(entry.url, { entry, app });
}
/** An app's files that come with it when it is opened (its pages and what they load first). */
const withApp = (entry: FileEntry) => !entry.onRequest && !entry.later;
/** Stored once all of those are: what makes it "downloaded" (and tells the tests). */
function markerOf(app: string): string {
  let hash = 5381;
  for (const key of APP_FILES[app].filter(withApp).map(keyOf).join('\n')) hash = ((hash * 33) ^ key.charCodeAt(0)) >>> 0;
  return new URL(`/__portalen/app/${app || 'home'}?__rev=${hash.toString(36)}`, origin).href;
}
const markers = new Map(Object.keys(APP_FILES).map((app) => [app, markerOf(app)]));
const appOfMarker = (url: string) => {
  const match = new URL(url).pathname.match(/^\/__portalen\/app\/([^/]+)$/);
  if (!match) return undefined;
  return match[1] === 'home' ? '' : match[1];
};

/**
 * The export's file for a URL: `/menu/` is `/menu/index.html`; a navigation to `/proost/<any id>/`
 * is the page exported for the placeholder id, as firebase.json's rewrites (`/proost/**` →
 * `/proost/_/index.html`) serve it; the page reads the real id from the URL.
 */
function exportedFile(url: URL, navigation: boolean): string | undefined {
  if (url.origin !== origin) return undefined;
  let file = url.pathname;
  if (file.endsWith('/')) file += 'index.html';
  else if (navigation && !/\.[a-z0-9]+$/i.test(file)) file += '/index.html';
  const parts = file.split('/');
  if (navigation && parts.length >= 4 && DYNAMIC_ROUTES.includes(parts[1]) && parts[2] !== PLACEHOLDER_ID) {
    parts[2] = PLACEHOLDER_ID;
    file = parts.slice(0, 4).join('/');
    if (!file.endsWith('.html')) file = `${parts.slice(0, 3).join('/')}/index.html`;
  }
  return fileOf.has(file) ? file : undefined;
}

type Fetched = { response: Response; stored: Promise<boolean> };
const inflight = new Map<string, Promise<Fetched | undefined>>();
/**
 * The address an open page was loaded from, per export file: `/proost/FestA/` for
 * `/proost/_/index.html`. Hosting serves the same file there (its rewrite), and the browser has
 * it, so storing it costs a revalidation instead of a second download.
 */
const openedAt = new Map<string, string>();

/**
 * Fetches one file and stores it under its revision; a second ask while it is on its way shares
 * the fetch, and the page gets the response before it is stored. A file with a revision (a page) is
 * revalidated (`no-cache`: a 304 when the browser's copy is current); a hashed chunk may come from
 * the browser's cache. Undefined without network.
 */
function fetchAndStore(entry: FileEntry): Promise<Fetched | undefined> {
  const key = keyOf(entry);
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        // `/menu/index.html` is served as `/menu/` (Hosting's cleanUrls would redirect).
        const address = openedAt.get(entry.url) ?? (entry.url.endsWith('/index.html') ? entry.url.slice(0, -'index.html'.length) : entry.url);
        // A hashed chunk never changes: any copy the browser has will do, even one past its age.
        const response = await fetch(address, { credentials: 'same-origin', cache: entry.revision ? 'no-cache' : 'force-cache' });
        if (!response.ok) return undefined;
        // A redirected response cannot answer a navigation; a copy can.
        const clean = response.redirected
          ? new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers })
          : response;
        const stored = caches
          .open(APP_CACHE)
          .then((cache) => cache.put(key, clean.clone()))
          .then(
            () => true,
            () => false,
          );
        return { response: clean, stored };
      } catch {
        return undefined;
      }
    })();
    inflight.set(key, pending);
    const done = pending;
    void done.then((fetched) => (fetched ? fetched.stored : false)).finally(() => inflight.delete(key));
  }
  return pending;
}

/** An app's file for a request: stored, or fetched (and stored; `event` waits for that). */
async function serve(entry: FileEntry, event: WaitUntil): Promise<Response | undefined> {
  const stored = await (await caches.open(APP_CACHE)).match(keyOf(entry));
  if (stored) return stored;
  const fetched = await fetchAndStore(entry);
  if (!fetched) return undefined;
  event.waitUntil(fetched.stored);
  return fetched.response.clone();
}

/** Stores a hashed chunk the page has loaded already, from the browser's cache: no network. */
async function storeIfLoaded(entry: FileEntry, cache: Cache): Promise<void> {
  try {
    const response = await fetch(entry.url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' });
    if (response.ok && !response.redirected) await cache.put(keyOf(entry), response);
  } catch {
    // Not in the browser's cache: it comes when asked for, or in the background.
  }
}

const ensuring = new Map<string, Promise<boolean>>();

/**
 * Stores every file of `app` that comes with it and is not stored yet; true once all are (then its
 * marker is stored too). Its `later` files: those the page has loaded, and with `everything` (the
 * background download on an unmetered connection) all of them.
 */
function ensureApp(app: string, everything = false): Promise<boolean> {
  if (!(app in APP_FILES)) return Promise.resolve(false);
  const key = `${app}\n${everything}`;
  let pending = ensuring.get(key);
  if (!pending) {
    pending = (async () => {
      const cache = await caches.open(APP_CACHE);
      const marker = markers.get(app)!;
      const have = new Set((await cache.keys()).map((request) => request.url));
      const missing = APP_FILES[app].filter((entry) => !entry.onRequest && !have.has(keyOf(entry)));
      // A lazy part the page loaded since the last look (its live screen, a dialog opened before
      // this worker took the page over) is stored too, so that page reloads without network.
      const later = missing.filter((entry) => entry.later);
      if (everything) {
        for (let i = 0; i < later.length; i += PARALLEL) await Promise.all(later.slice(i, i + PARALLEL).map((entry) => fetchAndStore(entry).then((f) => f?.stored)));
      } else {
        await Promise.all(later.map((entry) => storeIfLoaded(entry, cache)));
      }
      if (have.has(marker)) return true;
      const now = missing.filter(withApp);
      let complete = true;
      for (let i = 0; i < now.length; i += PARALLEL) {
        const stored = await Promise.all(now.slice(i, i + PARALLEL).map(async (entry) => (await fetchAndStore(entry))?.stored ?? false));
        if (stored.includes(false)) complete = false;
      }
      if (complete) await cache.put(marker, new Response('', { headers: { 'Content-Type': 'text/plain' } }));
      return complete;
    })()
      .catch(() => false)
      .finally(() => ensuring.delete(key));
    ensuring.set(key, pending);
  }
  return pending;
}

/** The app a page address belongs to, if it is one of the export's pages (remembering the address). */
function appOfPage(url: URL): string | undefined {
  const file = exportedFile(url, true);
  if (file === undefined) return undefined;
  openedAt.set(file, url.pathname);
  return fileOf.get(file)!.app;
}

const isPage = (file: string) => /\.(html|txt)$/.test(file);

const notDownloaded = async () => (await matchPrecache(NOT_DOWNLOADED_PAGE)) ?? Response.error();

// An app's file: from its store, else from the network (and stored). Opening one of an app's pages
// (a navigation, or the RSC payload of a client-side visit; a prefetch is no visit) stores the
// whole app, so every page the guest has opened reloads without network.
registerRoute(
  ({ url, request }) => request.method === 'GET' && exportedFile(url, request.mode === 'navigate') !== undefined,
  async ({ url, request, event }) => {
    const navigation = request.mode === 'navigate';
    const { entry, app } = fileOf.get(exportedFile(url, navigation)!)!;
    if (navigation) appOfPage(url);
    const waiter = event as unknown as WaitUntil;
    if (isPage(entry.url) && !request.headers.get('Next-Router-Prefetch')) waiter.waitUntil(ensureApp(app));
    const response = await serve(entry, waiter);
    if (response) return response;
    return navigation ? notDownloaded() : Response.error();
  },
);

// Local stacks write their ports here; the last answer is kept for a reload without network. The
// page fetched it before this worker controlled it, so the install stores it once too (a missing
// file, as in production, is fine).
const CONFIG_CACHE = 'portalen-config';
registerRoute(({ url }) => url.pathname === EMULATOR_CONFIG_PATH, new NetworkFirst({ cacheName: CONFIG_CACHE }));

// A chunk no page names: kept once fetched (its name carries its hash).
registerRoute(
  ({ url }) => url.origin === origin && url.pathname.startsWith('/_next/static/'),
  new CacheFirst({ cacheName: RUNTIME_CACHE }),
);

// Any other page: the network; without it, the page that says the app is not downloaded yet and
// opens when the network is back (an address of an app this phone never opened, or none at all).
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && url.origin === origin,
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return notDownloaded();
    }
  },
);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(EMULATOR_CONFIG_PATH))
      .catch(() => undefined),
  );
  // The pages open now are the apps the guest opened; so are those a previous version had stored,
  // which this version stores anew before it takes over.
  event.waitUntil(
    (async () => {
      const apps = new Set<string>();
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const app = appOfPage(new URL(client.url));
        if (app !== undefined) apps.add(app);
      }
      for (const request of await (await caches.open(APP_CACHE)).keys()) {
        const app = appOfMarker(request.url);
        if (app !== undefined && app in APP_FILES) apps.add(app);
      }
      await Promise.all([...apps].map((app) => ensureApp(app)));
    })().catch(() => undefined),
  );
});

// A new version drops the files (and markers) of the old one once it has taken over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([...Object.values(APP_FILES).flat().map(keyOf), ...markers.values()]);
      const cache = await caches.open(APP_CACHE);
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
      await caches.delete(RUNTIME_CACHE);
    })(),
  );
});

// A page the worker could not answer otherwise: the not-downloaded page, never the browser's error.
setCatchHandler(async ({ request }) => (request.destination === 'document' ? notDownloaded() : Response.error()));

/** The page asks for the apps not opened yet, once the connection allows (docs/offline.md). */
async function downloadTheRest() {
  for (const app of Object.keys(APP_FILES)) {
    // The worker sees the connection change too (Data Saver switched on, Wi-Fi left); what it is
    // not told, the page that asked has checked.
    if (forbidsBackgroundDownload(connectionOf(self.navigator))) return;
    await ensureApp(app, true);
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | undefined)?.type;
  // A new version waits until the page asks for it («Ny versjon – last inn på nytt»), so a page
  // never runs old and new chunks side by side.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'DOWNLOAD_ALL_APPS') event.waitUntil(downloadTheRest());
});
// The first install takes over the open page at once, so its later chunks are stored too.
clientsClaim();
