// Builds out/sw.js after `next build` (scripts/after-export.mjs): esbuild bundles serviceWorker/sw.ts with workbox, then
// workbox-build's injectManifest lists every file of the static export (HTML of every route under
// its placeholder ids, RSC payloads, _next/static, icons, manifest) with a revision each. No cache
// list is written by hand: what the export holds is what the worker precaches.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';
import { DYNAMIC_ROUTES, PLACEHOLDER_ID } from '../lib/routes/dynamicRoutes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');

export async function buildServiceWorker() {
  const bundled = path.join(ROOT, '.tmp', 'sw', 'sw.js');
  mkdirSync(path.dirname(bundled), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'serviceWorker', 'sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: {
      DYNAMIC_ROUTES: JSON.stringify(DYNAMIC_ROUTES),
      PLACEHOLDER_ID: JSON.stringify(PLACEHOLDER_ID),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(OUT, 'sw.js'),
    globDirectory: OUT,
    globPatterns: ['**/*.{html,txt,js,css,webmanifest,ico,svg,png,jpg,jpeg,webp,woff2}'],
    // The worker itself, and the per-stack emulator ports (fetched network-first instead).
    globIgnores: ['sw.js', 'emulators.json'],
    // Files under _next/static carry a content hash in their name; no revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`Service worker: ${count} files precached (${(size / 1024 / 1024).toFixed(1)} MB).`);
}
