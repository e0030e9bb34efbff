// Rebuilds the static export when any source is newer than it, so `npm start` and `npm test`
// never serve a stale site and skip the build when nothing changed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { finishExport } from './after-export.mjs';
import { ROOT } from './stack.mjs';

// The export's own steps after `next build` (scripts/after-export.mjs and what it runs) count too.
const AFTER_EXPORT = ['after-export', 'export-files', 'inline-theme', 'defer-first-load', 'compile-hints', 'build-sw', 'precache-plan'];
const SOURCES = [
  ...['app', 'components', 'lib', 'features', 'content', 'public', 'serviceWorker', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'],
  ...AFTER_EXPORT.map((name) => path.join('scripts', `${name}.mjs`)),
];
const MARKER = path.join(ROOT, 'out', 'index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  // An app's tests live beside its code (features/<app>/__tests__/) and are not part of the site.
  for (const entry of readdirSync(target)) if (entry !== '__tests__') newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function exportIsStale() {
  if (!existsSync(MARKER)) return true;
  const built = statSync(MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export async function buildIfNeeded({ force = false } = {}) {
  if (!force && !exportIsStale()) {
    console.log('Static export is up to date (out/).');
    return;
  }
  console.log('Building the static export (next build) …');
  // Asynchronous, so that `npm test` can run Jest while the export builds (scripts/test.mjs).
  const status = await new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  if (status !== 0) {
    throw new Error(`next build failed (exit ${status})`);
  }
  await finishExport();
}
