// After `next build`, on the room pages and on every page without a field or button in its HTML
// other than an early form's (formControls below): the page's script chunks start downloading
// once the HTML is parsed and its first frame painted, instead of from the head while the HTML
// still streams in.
// On the pages that paint a card from a REST read (the room placeholder pages, the ones with a
// `data-first-paint` box) they also wait for that read.
//
// Why: on a slow line the first-load scripts (about 160 KB gzipped) share the bandwidth with the
// rest of the HTML, which holds what the guest came for (a room's card, the menu), and on a slow
// phone a chunk that arrives while the HTML is parsed runs before the first frame, so the page
// paints only after its scripts have been compiled and evaluated.
// React's hydration only takes over what is already on screen. So the first paint gets the line
// and the main thread to itself and hydration starts a moment later (docs/rooms.md, "How a room
// page loads"; docs/performance.md, "Every page's scripts after its first paint").
// Right behind a room page's own scripts the loader asks for what sign-in and the database socket
// need (scripts/session-chunks.mjs): a room link signs in whatever the guest does next, and those
// chunks would otherwise be asked for only once the page's scripts have run. Other pages ask for
// them from their own code, as they need them.
//
// No import.meta here: Jest imports this file to test it.
import { readFileSync, writeFileSync } from 'node:fs';
import { exportedPages } from './export-files.mjs';
import { sessionChunkFinder } from './session-chunks.mjs';

/** The attribute of the box the inline painter fills (lib/rooms/snapshot.ts, paintEarly). */
export const FIRST_PAINT_BOX = 'data-first-paint';
/** Where the head's inline script keeps the started read (SNAPSHOT_GLOBAL in lib/rooms/snapshot.ts). */
export const SNAPSHOT_GLOBAL = '__portalenSnapshot';
/**
 * If the read hangs (a network that never answers) or no frame comes (a tab opened in the
 * background paints nothing), the scripts start after this anyway.
 */
export const START_CAP_MS = 3000;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;

/**
 * The inline loader (inlined as text, so self-contained and plain): once the HTML is parsed (and
 * the card's read has settled, where the page started one), waits one frame for the page to paint
 * and then adds the page's scripts, all in one go, in Next's order, and the session's chunks right
 * behind them.
 */
export function startScriptsAfterFirstPaint(win, srcs, sessionSrcs, globalName, capMs) {
  var doc = win.document;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    // All in one task: Turbopack's runtime looks for a chunk's script element before it adds its
    // own, so the session's chunks are not asked for twice when the page imports them.
    var all = srcs.concat(sessionSrcs);
    for (var i = 0; i < all.length; i++) {
      var script = doc.createElement('script');
      script.src = all[i];
      script.async = true;
      doc.head.appendChild(script);
    }
  };
  var afterPaint = function () {
    if (win.requestAnimationFrame)
      win.requestAnimationFrame(function () {
        win.setTimeout(start, 0);
      });
    else win.setTimeout(start, 0);
  };
  var whenParsed = function () {
    if (doc.readyState !== 'loading') afterPaint();
    else doc.addEventListener('DOMContentLoaded', afterPaint);
  };
  try {
    win.setTimeout(start, capMs);
    var request = win[globalName];
    if (!request || !request.outcome || typeof request.outcome.then !== 'function') return whenParsed();
    request.outcome.then(whenParsed, whenParsed);
  } catch {
    // Whatever went wrong, the page still needs its scripts.
    start();
  }
}

/** The attribute of a button that keeps a tap before hydration (lib/browser/earlyTaps.ts). */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The attribute of a form that keeps a submit before hydration (lib/browser/earlyForms.ts). */
const EARLY_FORM_ATTRIBUTE = 'data-early-form';

/**
 * How many fields and buttons a page's HTML holds outside an early form that are no early tap.
 * Such a page keeps Next's script tags, so React takes its controls over as early as it can: a
 * controlled field typed into before hydration loses what was typed once React renders its value
 * (the simulator's form did, deferred). An early form's fields are uncontrolled and its submit is
 * kept until hydration (components/ui/EarlyForm.tsx), so it holds nothing back; room pages' first
 * paint was built for it too (docs/performance.md, "Every page's scripts after its first paint").
 */
export function formControls(html) {
  const bodyStart = html.indexOf('<body');
  const body = (bodyStart === -1 ? html : html.slice(bodyStart))
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(new RegExp(`<form\\b[^>]*\\b${EARLY_FORM_ATTRIBUTE}\\b[^>]*>[\\s\\S]*?<\\/form>`, 'g'), '');
  return [...body.matchAll(/<(?:input|textarea|select|button)\b([^>]*)>/g)].filter(
    ([, attributes]) => !attributes.includes(EARLY_TAP_ATTRIBUTE) && !/\btype="hidden"/.test(attributes),
  ).length;
}

/**
 * The page with its chunk scripts (and their preloads) moved into the loader, placed at the end of
 * the head, after the script that starts a room page's read; on a page with a first-paint box,
 * `sessionChunks` gives, from the page's scripts, the chunks the loader asks for behind them. Null
 * when the page has no chunk scripts (already done, or not a page of ours), or when it is not a
 * room page and holds a field or button outside an early form (formControls).
 */
export function deferInHtml(html, sessionChunks = () => []) {
  const room = html.includes(`${FIRST_PAINT_BOX}=`);
  if (!room && formControls(html) > 0) return null;
  const srcs = [];
  const without = html
    .replace(CHUNK_SCRIPT, (_, src) => {
      if (!srcs.includes(src)) srcs.push(src);
      return '';
    })
    .replace(CHUNK_PRELOAD, '');
  if (srcs.length === 0) return null;
  const headEnd = without.indexOf('</head>');
  if (headEnd === -1) throw new Error('A page without </head>: the loader has nowhere to go.');
  const session = room ? sessionChunks(srcs) : [];
  const args = [JSON.stringify(srcs), JSON.stringify(session), JSON.stringify(SNAPSHOT_GLOBAL), START_CAP_MS].join(',');
  const loader = `<script>(${startScriptsAfterFirstPaint.toString()})(window,${args.replace(/</g, '\\u003c')})</script>`;
  if (loader.indexOf('</script', 8) !== loader.length - '</script>'.length) throw new Error('The loader would end its own script element.');
  return without.slice(0, headEnd) + loader + without.slice(headEnd);
}

const LOADER_LISTS = /\)\(window,(\["\/_next\/[^\]]*\]),(\[[^\]]*\]),/;

/** The page's own scripts a rewritten page's loader adds (in order); none on a page Next's tags load (not rewritten). */
export function deferredScripts(html) {
  const lists = html.match(LOADER_LISTS);
  return lists ? JSON.parse(lists[1]) : [];
}

/** The session's chunks a rewritten page's loader adds behind the page's own. */
export function sessionScripts(html) {
  const lists = html.match(LOADER_LISTS);
  return lists ? JSON.parse(lists[2]) : [];
}

/**
 * Rewrites the pages under `out` that deferInHtml takes; returns how many changed. `sessionChunks` is for
 * tests; by default the export's own chunks are searched (scripts/session-chunks.mjs).
 */
export function deferFirstLoadScripts(out, sessionChunks = sessionChunkFinder(out)) {
  let count = 0;
  for (const file of exportedPages(out)) {
    const changed = deferInHtml(readFileSync(file, 'utf8'), sessionChunks);
    if (changed === null) continue;
    writeFileSync(file, changed);
    count += 1;
  }
  return count;
}
