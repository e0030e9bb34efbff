// What the static exports hold: their pages, first-load scripts and sizes; the bare page's build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScripts } from '../defer-first-load.mjs';
import { ROOT } from '../stack.mjs';
import { BARE, BARE_OUT, OUT } from './options.mjs';

export function htmlFiles(dir, prefix = '/') {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === '_next') continue;
    if (statSync(full).isDirectory()) found.push(...htmlFiles(full, `${prefix}${entry}/`));
    else if (entry === 'index.html') found.push({ route: prefix, file: full });
  }
  return found;
}

export const gzCache = new Map();
export function gzSize(root, asset) {
  const file = path.join(root, asset);
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file)).length);
  return gzCache.get(file);
}

/**
 * Scripts the browser loads before the page is interactive; `noModule` ones are skipped by modern
 * browsers. A room page's come from its loader, once the card's read is back.
 */
export function firstLoadScripts(html) {
  const scripts = new Set(deferredScripts(html));
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnoModule\b/i.test(tag[0])) continue;
    const src = tag[0].match(/src="([^"]+\.js)"/);
    if (src) scripts.add(src[1]);
  }
  for (const tag of html.matchAll(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/g)) {
    const href = tag[0].match(/href="([^"]+\.js)"/);
    if (href) scripts.add(href[1]);
  }
  return [...scripts].filter((s) => s.startsWith('/_next/'));
}

export function firstLoadKb(root, htmlFile) {
  const scripts = firstLoadScripts(readFileSync(htmlFile, 'utf8'));
  return scripts.reduce((sum, s) => sum + gzSize(root, s), 0) / 1024;
}

/** The page a URL is served from: `/proost/AbC12/` is the export of `/proost/_/`. */
export function exportedHtml(root, page) {
  const direct = path.join(root, page, 'index.html');
  if (existsSync(direct)) return direct;
  const parts = page.split('/').filter(Boolean);
  return path.join(root, ...parts.slice(0, -1), '_', 'index.html');
}

export function jsTable() {
  return htmlFiles(OUT)
    .filter(({ route }) => !route.startsWith('/404') && !route.startsWith('/_not-found'))
    .map(({ route, file }) => ({ route: route.replace('/_/', '/[id]/'), kb: firstLoadKb(OUT, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
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
