// Routes with an id in the URL are exported once, for the placeholder id "_"; Firebase Hosting
// rewrites every other id to that page (firebase.json) and the page reads the real id from the
// URL after mount. `next dev` refuses ids missing from generateStaticParams under
// `output: 'export'`, so in development the same mapping is done with rewrites instead.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { DYNAMIC_ROUTES } from './lib/routes/dynamicRoutes.mjs';

// A git worktree may share its main checkout's node_modules through a symlink; Turbopack resolves
// packages only inside its root, so the root is the folder holding both (the project itself when
// node_modules is a plain folder, Next's own default).
const here = import.meta.dirname;
function turbopackRoot() {
  let modules;
  try {
    modules = path.dirname(realpathSync(path.join(here, 'node_modules')));
  } catch {
    return here;
  }
  let root = here;
  while (path.relative(root, modules).startsWith('..')) root = path.dirname(root);
  return root;
}

const isExport = process.env.NODE_ENV === 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  trailingSlash: true,
  images: { unoptimized: true },
  // The static parts of pages are server components styled with CSS modules; inlining their CSS
  // in the HTML saves a render-blocking request (a linked stylesheet delayed LCP on slow phones).
  // A build's Turbopack cache only pays when the tree is built again: CI builds a fresh clone once
  // (`.ci/run` says so with PORTALEN_BUILD_CACHE=off), and writing the cache cost it 12-16 s.
  experimental: {
    inlineCss: true,
    turbopackFileSystemCacheForBuild: !process.env.CI && process.env.PORTALEN_BUILD_CACHE !== 'off',
  },
  // reactfire imports Firestore, Functions, Remote Config and Storage at module top; the portal
  // uses none of them (see lib/firebase/reactfireUnusedProducts.ts for why and what to do).
  turbopack: {
    root: turbopackRoot(),
    resolveAlias: Object.fromEntries(
      ['firebase/firestore', 'firebase/functions', 'firebase/remote-config', 'firebase/storage'].map((product) => [
        product,
        './lib/firebase/reactfireUnusedProducts.ts',
      ]),
    ),
  },
  // `next dev` only accepts its hot-reload socket from listed origins; phones on the LAN too.
  allowedDevOrigins: ['127.0.0.1', 'localhost', '192.168.*.*', '10.*.*.*', '*.local'],
  ...(isExport
    ? { output: 'export' }
    : {
        async rewrites() {
          return DYNAMIC_ROUTES.map((route) => ({
            source: `/${route}/:id/`,
            destination: `/${route}/_/`,
          }));
        },
      }),
};

export default nextConfig;
