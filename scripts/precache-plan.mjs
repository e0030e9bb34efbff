// Which files of the static export the service worker stores, and when (docs/offline.md, "What a
// first visit downloads"): the shell at install, an app's files when the guest opens that app.
// Read from the finished export, nothing by hand:
//
// - an app is a top-level route folder of out/ (`/proost/`, `/menu/`; `/` is the home page): its
//   pages are the HTML and RSC payloads (`*.txt`) under that folder, placeholder pages included
//   (scripts/build-sw.mjs marks the payloads to be stored only when asked for);
// - what a page needs is every file under `_next/static/` its pages name, and what those name in
//   turn: Turbopack's loaders name a lazy part's chunks as plain strings ("static/chunks/x.js"),
//   so following the names finds the chunks a page may load later as well as its first load;
// - the shell is what every app's pages need (the intersection over all apps: the framework,
//   shared CSS, the parts of the nav bar and the session, and the files outside routes every page
//   names: favicon, icon, manifest) and the page that says an app is not downloaded yet, with what
//   it names. Other files outside routes (large icons for installing, an app's images) and the 404
//   page are fetched when asked for.
//
// - of an app's files, `later` are the lazy parts its pages do not name themselves (chunks named
//   only by other chunks): the worker stores those the page has loaded (they are in the browser's
//   cache), and the rest when the page asks for them, or in the background on an unmetered
//   connection (serviceWorker/sw.ts), so a first visit does not pay for dialogs never opened.
//
// No import.meta here: Jest imports this file to test it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The page the worker shows for an app that was never opened, offline (public/). */
export const NOT_DOWNLOADED_PAGE = '/ikke-lastet-ned.html';
/** Never stored: the worker itself, and the per-stack emulator ports (fetched network-first). */
const NEVER = new Set(['/sw.js', '/emulators.json']);
/** Route folders that are no app: the not-found page's own exports (404.html is in the shell). */
const NOT_APPS = new Set(['404', '_not-found']);
const STORED = /\.(html|txt|js|css|webmanifest|ico|svg|png|jpg|jpeg|webp|woff2)$/;
/** A file a page names in its markup (`<link href>`, `<img src>`): a path from the root. */
const LINKED_FILE = /\b(?:href|src)="(\/[^"?#]*)"/g;
const NO_MODULE_SCRIPT = /<script\b[^>]*\bnoModule\b[^>]*>\s*<\/script>/gi;
const NAMED_FILE = /(?:\/_next\/)?static\/(?:chunks|media|css)\/[A-Za-z0-9_.~-]+\.(?:js|css|woff2|woff|png|svg|jpg|webp)/g;

/** Every file under `dir` as a URL path (`/proost/_/index.html`). */
export function exportFiles(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(`/${path.relative(dir, full).split(path.sep).join('/')}`);
    }
  };
  walk(dir);
  return found.sort();
}

/** The app a URL path belongs to: its first folder, '' for the home page's files at the root. */
export function appOfPath(urlPath) {
  const parts = urlPath.split('/').filter(Boolean);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0] === 'index.html' || parts[0].endsWith('.txt') ? '' : null;
  return parts[0] === '_next' ? null : parts[0];
}

/**
 * The plan for the export in `dir`: `shell` (URL paths stored at install), `apps` (app → the
 * URL paths stored when it is opened, shell files left out) and `later` (app → those of its files
 * that are lazy parts its pages do not name, stored only once loaded or on an unmetered connection). Files reachable from no page (a
 * `noModule` polyfill, Next's build manifests) are in neither; the worker caches them if asked.
 */
export function precachePlan(dir) {
  const files = exportFiles(dir).filter((file) => STORED.test(file) && !NEVER.has(file));
  const exists = new Set(files);
  const named = new Map();
  const namedBy = (file) => {
    if (!named.has(file)) {
      // A `noModule` script (Next's polyfills) is never loaded by the browsers that run a worker.
      const text = readFileSync(path.join(dir, file), 'utf8').replace(NO_MODULE_SCRIPT, '');
      const urls = [...text.matchAll(NAMED_FILE)].map((match) => `/_next/${match[0].replace(/^\/_next\//, '')}`);
      named.set(file, [...new Set(urls)].filter((url) => exists.has(url)));
    }
    return named.get(file);
  };
  const reachable = (roots) => {
    const seen = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      for (const url of namedBy(queue.pop())) {
        if (seen.has(url)) continue;
        seen.add(url);
        if (/\.(js|css)$/.test(url)) queue.push(url);
      }
    }
    return seen;
  };

  const pagesOf = new Map();
  const outside = [];
  for (const file of files) {
    if (file.startsWith('/_next/')) continue;
    const app = appOfPath(file);
    if (app === null || NOT_APPS.has(app)) {
      if (!NOT_APPS.has(file.split('/')[1])) outside.push(file);
      continue;
    }
    if (!/\.(html|txt)$/.test(file)) {
      outside.push(file);
      continue;
    }
    if (!pagesOf.has(app)) pagesOf.set(app, []);
    pagesOf.get(app).push(file);
  }
  // A folder without a page of its own (icons, images) is no app.
  for (const [app, pages] of [...pagesOf]) {
    if (!pages.some((page) => page.endsWith('.html'))) {
      outside.push(...pages);
      pagesOf.delete(app);
    }
  }

  const linkedBy = (file) => new Set([...readFileSync(path.join(dir, file), 'utf8').matchAll(LINKED_FILE)].map((match) => match[1]));
  const intersection = (sets) => sets.reduce((common, set) => new Set([...common].filter((url) => set.has(url))));
  const needs = new Map([...pagesOf].map(([app, pages]) => [app, reachable(pages)]));
  const everyAppNeeds = intersection([...needs.values()]);
  const everyAppLinks = intersection([...pagesOf.values()].map((pages) => new Set(pages.filter((page) => page.endsWith('.html')).flatMap((page) => [...linkedBy(page)]))));
  if (!exists.has(NOT_DOWNLOADED_PAGE)) throw new Error(`The export has no ${NOT_DOWNLOADED_PAGE} (public/): the worker needs it offline.`);
  const shellPages = [NOT_DOWNLOADED_PAGE, ...outside.filter((file) => file !== NOT_DOWNLOADED_PAGE && (everyAppLinks.has(file) || linkedBy(NOT_DOWNLOADED_PAGE).has(file)))];
  const shellSet = new Set([...shellPages, ...everyAppNeeds, ...reachable([NOT_DOWNLOADED_PAGE])]);
  const apps = {};
  const later = {};
  for (const [app, pages] of [...pagesOf].sort(([a], [b]) => a.localeCompare(b))) {
    apps[app] = [...pages, ...[...needs.get(app)].filter((url) => !shellSet.has(url)).sort()];
    // What the pages name themselves (their first load, with the CSS it names) comes with the app.
    const first = new Set(pages.flatMap((page) => namedBy(page)));
    for (const url of [...first]) if (url.endsWith('.css')) for (const more of namedBy(url)) first.add(more);
    later[app] = apps[app].filter((url) => url.startsWith('/_next/') && !first.has(url));
  }
  return { shell: [...shellSet].sort(), apps, later };
}
