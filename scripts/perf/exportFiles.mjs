// What the static exports hold: their pages, first-load scripts and sizes; the bare page's build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack.mjs';
import { BARE, BARE_OUT, OUT } from './options.mjs';
import { routeTable } from './firstLoad.mjs';

export { firstLoadKb } from './firstLoad.mjs';

/** The page a URL is served from: `/proost/AbC12/` is the export of `/proost/_/`. */
export function exportedHtml(root, page) {
  const direct = path.join(root, page, 'index.html');
  if (existsSync(direct)) return direct;
  const parts = page.split('/').filter(Boolean);
  return path.join(root, ...parts.slice(0, -1), '_', 'index.html');
}

export function jsTable() {
  return routeTable(OUT);
}

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'out' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds perf/bare when its export is missing, older than its sources or than the installed next. */
export function buildBareIfNeeded() {
  const marker = path.join(BARE_OUT, 'index.html');
  const sourcesChanged = Math.max(newestMtime(BARE), statSync(path.join(ROOT, 'package-lock.json')).mtimeMs);
  if (existsSync(marker) && statSync(marker).mtimeMs > sourcesChanged) return;
  console.log('Building the bare Next page (perf/bare) …');
  rmSync(BARE_OUT, { recursive: true, force: true });
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build', BARE], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build perf/bare failed (exit ${result.status})`);
}
