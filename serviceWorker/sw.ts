// The service worker: the whole static export precached, so a reload without network still opens
// the portal, and the chunks a page fetches later come from the cache. Built by
// scripts/build-sw.mjs after `next build`: esbuild bundles this file and workbox-build injects the
// list of files (with their revisions) from out/ in place of self.__WB_MANIFEST.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

type PrecacheEntry = { url: string; revision: string | null };
type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting: () => Promise<void>;
  addEventListener: {
    (type: 'message', listener: (event: { data?: unknown }) => void): void;
    (type: 'install', listener: (event: { waitUntil: (done: Promise<unknown>) => void }) => void): void;
  };
};
declare const self: WorkerScope;
/** From lib/routes/dynamicRoutes.mjs, filled in by the build (the one list Hosting also uses). */
declare const DYNAMIC_ROUTES: string[];
declare const PLACEHOLDER_ID: string;
export const EMULATOR_CONFIG_PATH = '/emulators.json';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  // Next's client-side navigation asks for a route's RSC payload with a cache-busting `_rsc`.
  ignoreURLParametersMatching: [/^_rsc$/, /^utm_/],
});

// `/proost/<any id>/` opens the page exported for the placeholder id, as firebase.json's
// rewrites do (`/proost/**` → `/proost/_/index.html`); the page reads the real id from the URL.
for (const route of DYNAMIC_ROUTES) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`/${route}/${PLACEHOLDER_ID}/index.html`), {
      allowlist: [new RegExp(`^/${route}/.+`)],
    }),
  );
}

// Local stacks write their ports here; the last answer is kept for a reload without network. The
// page fetched it before this worker controlled it, so the install stores it once too (a missing
// file, as in production, is fine).
const CONFIG_CACHE = 'portalen-config';
registerRoute(({ url }) => url.pathname === EMULATOR_CONFIG_PATH, new NetworkFirst({ cacheName: CONFIG_CACHE }));
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(EMULATOR_CONFIG_PATH))
      .catch(() => undefined),
  );
});

// A navigation to a page that is not in the export shows the portal's own 404 page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/404.html')) ?? Response.error();
  return Response.error();
});

// A new version waits until the page asks for it («Ny versjon – last inn på nytt»), so a page
// never runs old and new chunks side by side.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes over the open page at once, so its later chunks are cached too.
clientsClaim();
