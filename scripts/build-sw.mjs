// Builds out/sw.js after `next build` (scripts/after-export.mjs): esbuild bundles
// serviceWorker/sw.ts with workbox and the plan of scripts/precache-plan.mjs: the shell, stored at
// install, and each app's files (its pages and everything they load), stored when the guest opens
// that app (docs/offline.md). Every file carries a revision, so a deploy that changes a file
// changes sw.js. No list is written by hand: what the export holds is what the worker knows.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DYNAMIC_ROUTES, PLACEHOLDER_ID } from '../lib/routes/dynamicRoutes.mjs';
import { NOT_DOWNLOADED_PAGE, precachePlan } from './precache-plan.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
/** Files under _next/static carry a content hash in their name; they need no revision. */
const HASHED = /^\/_next\/static\//;

export async function buildServiceWorker() {
  const plan = precachePlan(OUT);
  const entry = (url, app) => ({
    url,
    revision: HASHED.test(url) ? null : createHash('md5').update(readFileSync(path.join(OUT, url))).digest('hex').slice(0, 16),
    // An RSC payload serves only a client-side visit, which falls back to loading the page when it
    // fails: stored when asked for, not with its app (a third of an app's pages' bytes).
    ...(url.endsWith('.txt') ? { onRequest: true } : {}),
    // A lazy part the app's pages do not name: with the app only if the page has loaded it (free,
    // from the browser's cache) or the connection is unmetered; else when asked for (sw.ts).
    ...(app !== undefined && plan.later[app].includes(url) ? { later: true } : {}),
  });
  const shell = plan.shell.map((url) => entry(url));
  const apps = Object.fromEntries(Object.entries(plan.apps).map(([app, urls]) => [app, urls.map((url) => entry(url, app))]));
  const bytes = (urls) => urls.reduce((sum, url) => sum + statSync(path.join(OUT, url)).size, 0);
  await build({
    entryPoints: [path.join(ROOT, 'serviceWorker', 'sw.ts')],
    outfile: path.join(OUT, 'sw.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: {
      SHELL_FILES: JSON.stringify(shell),
      APP_FILES: JSON.stringify(apps),
      NOT_DOWNLOADED_PAGE: JSON.stringify(NOT_DOWNLOADED_PAGE),
      DYNAMIC_ROUTES: JSON.stringify(DYNAMIC_ROUTES),
      PLACEHOLDER_ID: JSON.stringify(PLACEHOLDER_ID),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const appFiles = Object.values(plan.apps).flat();
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `Service worker: shell of ${shell.length} files (${mb(bytes(plan.shell))} MB) at install; ` +
      `${Object.keys(apps).length} apps of ${appFiles.length} files (${mb(bytes([...new Set(appFiles)]))} MB) when opened.`,
  );
}
