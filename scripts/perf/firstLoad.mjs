// Each exported page's first-load JavaScript, read from an export's files: kept apart from the
// stack and the perf options so that the browser tests can hold the budget on every run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScripts } from '../defer-first-load.mjs';

/** Every route's first-load JavaScript, gzipped (docs/performance.md, "Budgets"). */
export const JS_BUDGET_KB = 200;

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

/** Every page of the export in `root` with its first-load JavaScript in kB, by route. */
export function routeTable(root) {
  return htmlFiles(root)
    .filter(({ route }) => !route.startsWith('/404') && !route.startsWith('/_not-found'))
    .map(({ route, file }) => ({ route: route.replace('/_/', '/[id]/'), kb: firstLoadKb(root, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
