// `npm run perf`: how much the portal weighs compared with a bare Next page.
//
// 1. First-load JavaScript of every route (gzipped, from the exported HTML).
// 2. Lighthouse mobile, side by side: a bare Next page (perf/bare, built with the portal's own
//    next and react, served by the Hosting emulator like the portal) and the portal's pages.
//    Runs are interleaved — run 1 of every page, then run 2 of every page … — so a machine that
//    gets busier or quieter during the run affects both sides alike; medians are reported.
// 3. Cold start in a real Chromium (no Lighthouse simulation): a fresh context per run (empty
//    cache, service workers blocked), 4x CPU slowdown and a real network throttle through the
//    DevTools protocol (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). Measures the time from
//    navigation start until a room's card text is on screen (`[data-room-card]`, painted from
//    the one REST read of), and the bare page's until its h1 is; medians of interleaved
//    runs. A run whose card never shows within the timeout is a failure, printed as such.
// 4. Main-thread blocking in CPU time: Lighthouse's TBT arithmetic on each task's thread time of an
//    unthrottled traced load, which tells a page's own cost from a busy machine's noise.
//
// 5. With --bytes, only this: the bytes a first visit to a room link downloads in its first minute,
//    the service worker's included, and a second visit's (scripts/perf-bytes.mjs; --wifi adds a
//    run with DevTools' Wi-Fi connection type).
//
// Options: --runs=N (per page, default 5), --cpu=N (CPU slowdown, default 4), --pages=/,/menu/
// (portal pages), --no-lighthouse, --no-cold, --no-cpu, --no-guest (what a guest waits for: a box taking typing, a tile answering),
// --guest-rows=ID,ID (only those of the guest's waits, by the ids in GUEST_WAITS, e.g.
// proost-tap,proost-live,proost-drawn,cah-hand for a room's controls), --card=SELECTOR (what the cold measure waits for
// on database pages), --baseline=DIR (another build's `out/`, e.g. of the previous commit: its
// pages, and the guest's waits, are measured in the same interleaved runs, so a change is judged against its own before
// on the same machine at the same time).
//
// Bars (docs/performance.md): static pages within 2 Lighthouse points of the bare page, TBT at most
// 1.5× the bare page's; database pages (a room, a fridge, a quest log) performance ≥ 95, TBT at
// most 2× the bare page's, CLS ≤ 0.02, and their card on screen cold within 1.5 s; first-load JS
// ≤ 200 kB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './build-if-needed.mjs';
import { deferredScripts } from './defer-first-load.mjs';
import { measureBytes } from './perf-bytes.mjs';
import { precachePlan } from './precache-plan.mjs';
import { portInUse, ROOT, STANDARD_PORTS, startStack } from './stack.mjs';

const OUT = path.join(ROOT, 'out');
const BARE = path.join(ROOT, 'perf', 'bare');
const BARE_OUT = path.join(BARE, 'out');
const RESULTS = path.join(ROOT, 'perf-results');
const JS_BUDGET_KB = 200;
const MAX_POINTS_BEHIND = 2;
const MAX_TBT_RATIO = 1.5;
const DB_MIN_PERFORMANCE = 95;
const DB_MAX_TBT_RATIO = 2;
const DB_MAX_CLS = 0.02;
const MAX_COLD_CARD_MS = 1500;
const COLD_TIMEOUT_MS = 20_000;
// The demo rooms and pages of localdb/seed.json.
const DEFAULT_PAGES = ['/', '/menu/', '/proost/FestA/', '/cah/KortA/', '/battleshots/SjoeA/', '/fridge/demo/', '/quest/modig-ravn-2718/', '/f1/'];
/** Pages that show data from the database: a room, a fridge or a quest log under its id. */
const DATABASE_PAGE = /^\/(proost|cah|battleshots|fridge|quest)\/[^/]+\/$/;
const isDatabasePage = (page) => DATABASE_PAGE.test(page);
/** The room page's first-paint card carries this attribute on the element holding its text. */
const ROOM_CARD = '[data-room-card]';
// DevTools' network throttle: latency in ms, throughput in bytes per second.
const COLD_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

const args = process.argv.slice(2);
// Everything after the first '=' (a --card selector may hold one itself).
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const skipLighthouse = args.includes('--no-lighthouse');
const skipCold = args.includes('--no-cold');
const skipCpu = args.includes('--no-cpu');
const skipGuest = args.includes('--no-guest');
const guestRowIds = option('guest-rows', null)?.split(',').filter(Boolean) ?? null;
const cardSelector = option('card', ROOM_CARD);
const runs = Math.max(1, Number(option('runs', 5)));
const cpu = Number(option('cpu', 4));
const pages = option('pages', DEFAULT_PAGES.join(',')).split(',');
const baselineDir = option('baseline', null);
const bytesOnly = args.includes('--bytes');

function htmlFiles(dir, prefix = '/') {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === '_next') continue;
    if (statSync(full).isDirectory()) found.push(...htmlFiles(full, `${prefix}${entry}/`));
    else if (entry === 'index.html') found.push({ route: prefix, file: full });
  }
  return found;
}

const gzCache = new Map();
function gzSize(root, asset) {
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

function firstLoadKb(root, htmlFile) {
  const scripts = firstLoadScripts(readFileSync(htmlFile, 'utf8'));
  return scripts.reduce((sum, s) => sum + gzSize(root, s), 0) / 1024;
}

/** The page a URL is served from: `/proost/AbC12/` is the export of `/proost/_/`. */
function exportedHtml(root, page) {
  const direct = path.join(root, page, 'index.html');
  if (existsSync(direct)) return direct;
  const parts = page.split('/').filter(Boolean);
  return path.join(root, ...parts.slice(0, -1), '_', 'index.html');
}

function jsTable() {
  return htmlFiles(OUT)
    .filter(({ route }) => !route.startsWith('/404') && !route.startsWith('/_not-found'))
    .map(({ route, file }) => ({ route: route.replace('/_/', '/[id]/'), kb: firstLoadKb(OUT, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

function newestMtime(target) {
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
function buildBareIfNeeded() {
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

function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function runLighthouse(url, output) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      `--throttling.cpuSlowdownMultiplier=${cpu}`,
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (result.status !== 0 || !existsSync(output)) {
    console.error(`Lighthouse failed on ${url}: ${result.stderr?.slice(-1000)}`);
    return null;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    performance: report.categories.performance.score * 100,
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    mainThread: audit('mainthread-work-breakdown'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** Interleaved Lighthouse runs over every target; returns the medians per target. */
function measure(targets) {
  mkdirSync(RESULTS, { recursive: true });
  const samples = new Map(targets.map((t) => [t.label, []]));
  for (let run = 0; run < runs; run++) {
    // Rotate the order too, so no page always runs right after the same neighbour.
    const order = targets.map((_, i) => targets[(i + run) % targets.length]);
    for (const target of order) {
      const file = path.join(RESULTS, `lh-${target.label.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`);
      const score = runLighthouse(target.url, file);
      process.stdout.write(score ? '.' : 'x');
      if (score) samples.get(target.label).push(score);
    }
  }
  process.stdout.write('\n');
  return targets.map((target) => {
    const scores = samples.get(target.label);
    const pick = (key) => median(scores.map((s) => s[key]));
    return {
      ...target,
      samples: scores.length,
      benchmarkIndex: pick('benchmarkIndex'),
      performance: pick('performance'),
      tbt: pick('tbt'),
      tti: pick('tti'),
      mainThread: pick('mainThread'),
      lcp: pick('lcp'),
      cls: pick('cls'),
    };
  });
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const s = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '–');

const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : '–');

/** The Lighthouse verdict of one row against the bare page, naming the bar that applies. */
function lighthouseVerdict(row, bare) {
  const behind = bare.performance - row.performance;
  const ratio = row.tbt / Math.max(bare.tbt, 1);
  const points = `${behind > 0 ? '−' : '+'}${Math.abs(Math.round(behind))}`;
  if (row.database) {
    const ok = row.performance >= DB_MIN_PERFORMANCE && ratio <= DB_MAX_TBT_RATIO && row.cls <= DB_MAX_CLS;
    return `database bar (≥ ${DB_MIN_PERFORMANCE}, TBT ≤ ${DB_MAX_TBT_RATIO}×, CLS ≤ ${DB_MAX_CLS}): ${Math.round(row.performance)}, ${ratio.toFixed(2)}×, ${cls(row.cls)} ${ok ? 'ok' : 'MISS'}`;
  }
  const ok = behind <= MAX_POINTS_BEHIND && ratio <= MAX_TBT_RATIO;
  return `static bar (≤ ${MAX_POINTS_BEHIND} points behind, TBT ≤ ${MAX_TBT_RATIO}×): ${points}, ${ratio.toFixed(2)}× ${ok ? 'ok' : 'MISS'}`;
}

function comparisonTable(rows) {
  const bare = rows[0];
  const lines = [
    '| page | first-load JS gz | performance | TBT | TTI | main-thread work | LCP | CLS | verdict vs bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const verdict = row === bare ? '–' : lighthouseVerdict(row, bare);
    lines.push(
      `| ${row.label} | ${row.kb.toFixed(1)} kB | ${Math.round(row.performance)} | ${ms(row.tbt)} | ${s(row.tti)} | ${s(row.mainThread)} | ${s(row.lcp)} | ${cls(row.cls)} | ${verdict} |`,
    );
  }
  return lines;
}

// ------------------------------------------------------------------------------ cold start

/** Debian's Chromium where installed (these machines cannot download Playwright's browsers). */
function coldLaunchOptions() {
  const system = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return existsSync(system) ? { executablePath: system, args } : { args };
}

/**
 * Runs in the page before any of its own scripts. Every frame, until found: is an element
 * matching `selector` there, with text, visible and inside the viewport? The frame that finds it
 * paints it; the next frame begins once that paint is done, and its time (performance.now(), from
 * navigation start) is what we record. A frame loop also sees text shown by CSS alone (a
 * stylesheet arriving, a class flip), which a MutationObserver would miss.
 */
function watchForText(selector) {
  const onScreen = (el) => {
    if (!(el.textContent ?? '').trim()) return false;
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const check = () => {
    const el = document.querySelector(selector);
    if (el && onScreen(el)) {
      const text = el.textContent.trim().slice(0, 60);
      requestAnimationFrame(() => {
        window.__perfShown = { at: performance.now(), text };
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One cold load: a fresh context (empty cache, no service worker), throttled CPU and network. */
async function coldRun(browser, url, selector) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(watchForText, selector);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', COLD_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'commit', timeout: COLD_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => window.__perfShown, undefined, { timeout: COLD_TIMEOUT_MS, polling: 100 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (!shown) return { ms: Infinity, fcp, error: `no ${selector} with text on screen within ${COLD_TIMEOUT_MS / 1000} s` };
    return { ms: shown.at, text: shown.text, fcp };
  } catch (error) {
    return { ms: Infinity, error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** Interleaved cold runs over every target (rotating the order each round); medians per target. */
async function measureCold(targets) {
  const browser = await chromium.launch(coldLaunchOptions());
  const samples = new Map(targets.map((t) => [t.label, []]));
  try {
    for (let run = 0; run < runs; run++) {
      const order = targets.map((_, i) => targets[(i + run) % targets.length]);
      for (const target of order) {
        const result = await coldRun(browser, target.url, target.selector);
        process.stdout.write(Number.isFinite(result.ms) ? '.' : 'x');
        samples.get(target.label).push(result);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  return targets.map((target) => {
    const results = samples.get(target.label);
    const failures = results.filter((r) => !Number.isFinite(r.ms));
    return {
      ...target,
      results,
      failures,
      // A failed run counts as never: with half the runs failed the median is never too.
      median: median(results.map((r) => r.ms).map((v) => (Number.isFinite(v) ? v : Number.MAX_VALUE))),
      fcp: median(results.map((r) => r.fcp ?? NaN)),
      text: results.find((r) => r.text)?.text ?? '',
    };
  });
}

const coldMs = (v) => (Number.isFinite(v) && v < Number.MAX_VALUE ? `${Math.round(v)} ms` : 'never');

function coldTable(rows) {
  const bare = rows[0];
  const lines = [
    '| page | waits for | median to text on screen | FCP | runs (ms) | bare page | verdict |',
    '|---|---|---:|---:|---|---:|---|',
  ];
  for (const row of rows) {
    const runsText = row.results.map((r) => (Number.isFinite(r.ms) ? Math.round(r.ms) : 'never')).join(', ');
    let verdict = '–';
    if (row !== bare) {
      const ok = row.failures.length === 0 && row.median <= MAX_COLD_CARD_MS;
      const failed = row.failures.length ? `, ${row.failures.length} of ${row.results.length} runs never showed it` : '';
      verdict = `≤ ${MAX_COLD_CARD_MS} ms${failed} ${ok ? 'ok' : 'MISS'}`;
    }
    lines.push(
      `| ${row.label} | \`${row.selector}\` | ${coldMs(row.median)} | ${ms(row.fcp)} | ${runsText} | ${coldMs(bare.median)} | ${verdict} |`,
    );
  }
  const failures = rows.flatMap((row) => row.failures.map((f) => `- ${row.label}: ${f.error}`));
  if (failures.length) lines.push('', 'Failed runs:', ...[...new Set(failures)]);
  return lines;
}

// ------------------------------------------------------------------------------ what a guest waits for

// A field takes typing when it is there, visible, enabled and not read-only: a plain input in the
// page's HTML does from its first paint on; an MUI field only once the live part has rendered it.
const USABLE_FIELD = (selector) => `${selector}:not([disabled]):not([readonly])`;
const LOBBY_CODE_FIELD = 'form input[name="code"]';

// What a guest at a party waits for, each from a fresh throttled browser like the cold start:
// opening a link until its first box takes typing, and a tap on a home tile until the lobby answers.
// The Cah room's name box for a seat: the page's plain one (earlyJoinForm.ts) or the live one.
const CAH_NAME_FIELD = 'form[aria-label="Bli med i spillet"] input';
// The Proost card: the snapshot's card answers a tap from its first paint where the guest may draw
// (the tap is kept, says «Kobler til …» and is sent once live); the live card has no data-connecting.
const PROOST_CARD = '[data-testid="tap-card"]';
const PROOST_LIVE_CARD = '[data-testid="tap-card"]:not([data-connecting])';
const ALL_GUEST_WAITS = [
  { id: 'password', label: 'private room link → password box takes typing', page: '/proost/Hytte/', field: '[data-testid="password-wall"] input', goal: 1500 },
  { id: 'cah-name', label: 'Cah room link → name box takes typing', page: '/cah/KortA/', field: CAH_NAME_FIELD, goal: 1500 },
  // A room's controls answer a tap when the card is enabled: the first paint's (which keeps the
  // tap and sends it once live) or the live screen's.
  { id: 'proost-tap', label: 'Proost room link → the card answers a tap', page: '/proost/FestA/', field: PROOST_CARD, goal: 2500 },
  { id: 'proost-live', label: 'Proost room link → the live card (sign-in, SDKs, live screen)', page: '/proost/FestA/', field: PROOST_LIVE_CARD, goal: 2500 },
  {
    id: 'proost-drawn',
    label: 'Proost room link → card tapped the moment it answers → the drawn card on screen',
    page: '/proost/FestA/',
    tapThen: { target: PROOST_CARD, changes: `${PROOST_LIVE_CARD} [data-testid="card-text"]` },
    field: PROOST_CARD,
    goal: 2500,
  },
  {
    id: 'cah-hand',
    label: 'Cah room link → name typed and sent at once → own hand answers a tap',
    page: '/cah/KortA/',
    type: { field: CAH_NAME_FIELD, text: 'Gjest' },
    field: '[data-testid="hand"] [data-testid="hand-card"]',
    goal: 2500,
  },
  { id: 'cah-lobby', label: 'Cah lobby link → join box takes typing', page: '/cah/', field: LOBBY_CODE_FIELD, goal: 1500 },
  { id: 'proost-lobby', label: 'Proost lobby link → join box takes typing', page: '/proost/', field: LOBBY_CODE_FIELD, goal: 1500 },
  { id: 'tile', label: '`/` tile tapped → the lobby answers', page: '/', tap: 'a[href="/proost/"]', field: LOBBY_CODE_FIELD, goal: 1000 },
];
const GUEST_WAITS = guestRowIds ? ALL_GUEST_WAITS.filter((wait) => guestRowIds.includes(wait.id)) : ALL_GUEST_WAITS;
if (guestRowIds && GUEST_WAITS.length !== guestRowIds.length) {
  throw new Error(`--guest-rows: unknown id among ${guestRowIds.join(',')}; known: ${ALL_GUEST_WAITS.map((w) => w.id).join(', ')}`);
}

/** Each frame until found: is an element matching `selector` visible and inside the viewport? */
function watchForField(selector) {
  const check = () => {
    const el = document.querySelector(selector);
    const r = el?.getBoundingClientRect();
    const visible = el && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true }));
    if (visible && r.width > 0 && r.height > 0 && r.top < innerHeight) {
      requestAnimationFrame(() => {
        window.__perfField = performance.now();
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * One guest's wait in a fresh throttled context. A link: from navigation start until the field is
 * usable. A tap: the page loads and settles first (its tiles are what the guest taps), then from
 * the tap until the field on the page it opens is usable.
 */
async function guestRun(browser, base, wait) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const field = USABLE_FIELD(wait.field);
    await context.addInitScript(watchForField, field);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', COLD_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${base}${wait.page}`, { waitUntil: wait.tap ? 'load' : 'commit', timeout: COLD_TIMEOUT_MS });
    if (wait.type) {
      // The guest types as soon as the box takes typing and sends with Enter; timed from navigation start.
      const box = page.locator(USABLE_FIELD(wait.type.field)).first();
      await box.pressSequentially(wait.type.text, { timeout: COLD_TIMEOUT_MS });
      await box.press('Enter');
    }
    if (wait.tapThen) {
      // The guest taps the card the moment it answers a tap; timed from navigation start until
      // the live card shows another text than the one tapped (the draw went through).
      const card = page.locator(USABLE_FIELD(wait.tapThen.target)).first();
      await card.waitFor({ timeout: COLD_TIMEOUT_MS });
      const before = await card.locator('[data-testid="card-text"]').textContent();
      await card.tap({ timeout: COLD_TIMEOUT_MS, noWaitAfter: true });
      const at = await page
        .waitForFunction(
          ([selector, text]) => {
            const el = document.querySelector(selector);
            return el && el.textContent !== text ? performance.now() : false;
          },
          [wait.tapThen.changes, before],
          { timeout: COLD_TIMEOUT_MS, polling: 'raf' },
        )
        .then((h) => h.jsonValue());
      return { ms: at };
    }
    if (!wait.tap) {
      const at = await page.waitForFunction(() => window.__perfField, undefined, { timeout: COLD_TIMEOUT_MS, polling: 100 }).then((h) => h.jsonValue());
      return { ms: at };
    }
    await page.waitForTimeout(3000); // the page settles, as a guest reads the tiles before tapping
    // Timed here, not in the page: a tap may load a new document, whose clock starts after the tap.
    const tapped = Date.now();
    await page.locator(wait.tap).first().tap({ noWaitAfter: true });
    await page.waitForFunction(
      (selector) => {
        const el = document.querySelector(selector);
        const r = el?.getBoundingClientRect();
        return Boolean(el && r.width > 0 && r.height > 0);
      },
      field,
      { timeout: COLD_TIMEOUT_MS, polling: 'raf' },
    );
    return { ms: Date.now() - tapped };
  } catch (error) {
    return { ms: Infinity, error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * Interleaved runs of every guest wait beside the bare page's text, medians per wait; with a
 * baseline site, its runs of each wait come right after the portal's, so both see the same machine.
 */
async function measureGuest(portalBase, bareTarget, baselineBase = null) {
  const browser = await chromium.launch(coldLaunchOptions());
  const sites = [{ prefix: '', base: portalBase }, ...(baselineBase ? [{ prefix: 'baseline: ', base: baselineBase }] : [])];
  const rows = GUEST_WAITS.flatMap((wait) => sites.map((site) => ({ ...wait, label: `${site.prefix}${wait.label}`, base: site.base, samples: [] })));
  const bareSamples = [];
  try {
    for (let run = 0; run < runs; run++) {
      bareSamples.push((await coldRun(browser, bareTarget.url, bareTarget.selector)).ms);
      // Every other run the baseline goes first, so neither side always follows the other.
      const order = run % 2 === 1 && sites.length > 1 ? rows.map((_, i) => (i % 2 === 0 ? i + 1 : i - 1)) : rows.map((_, i) => i);
      for (const i of order) {
        const row = rows[i];
        const result = await guestRun(browser, row.base, row);
        process.stdout.write(Number.isFinite(result.ms) ? '.' : 'x');
        row.samples.push(result);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  const bare = median(bareSamples.map((v) => (Number.isFinite(v) ? v : Number.MAX_VALUE)));
  return rows.map((row) => ({
    ...row,
    bare,
    results: row.samples,
    median: median(row.samples.map((r) => (Number.isFinite(r.ms) ? r.ms : Number.MAX_VALUE))),
  }));
}

function guestTable(rows) {
  const lines = ['| what a guest waits for | median | runs (ms) | bare page\'s text | goal |', '|---|---:|---|---:|---|'];
  for (const row of rows) {
    const runsText = row.results.map((r) => (Number.isFinite(r.ms) ? Math.round(r.ms) : 'never')).join(', ');
    const ok = row.results.every((r) => Number.isFinite(r.ms)) && row.median <= row.goal;
    lines.push(`| ${row.label} | ${coldMs(row.median)} | ${runsText} | ${coldMs(row.bare)} | ≤ ${row.goal} ms ${ok ? 'ok' : 'MISS'} |`);
  }
  const failures = rows.flatMap((row) => row.results.filter((r) => r.error).map((r) => `- ${row.label}: ${r.error}`));
  if (failures.length) lines.push('', 'Failed runs:', ...[...new Set(failures)]);
  return lines;
}

/**
 * The main thread's blocking time counted in CPU time, not wall time: one unthrottled load traced
 * through the DevTools protocol; every top-level task's thread time (`tdur`, which does not grow
 * while the machine makes the thread wait) times the CPU slowdown, less 50 ms, summed over the
 * first CPU_WINDOW_MS. The same arithmetic as Lighthouse's TBT on its observed trace, but a busy
 * machine barely moves it, so it tells a page's own cost from the machine's noise.
 */
const CPU_WINDOW_MS = 8000;

async function cpuRun(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(url);
    await page.waitForTimeout(CPU_WINDOW_MS);
    await cdp.send('Tracing.end');
    await complete;
    // The renderer that parsed the page's HTML; its main thread is the one that parsed it.
    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
    if (!parse) return { ms: NaN, error: 'no ParseHTML event for the page in the trace' };
    // Lighthouse's top-level task event; Chromium builds without it name the same task so.
    const onThread = events.filter((e) => e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid && e.ts >= parse.ts - 1e6);
    const name = onThread.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
    const tasks = onThread.filter((e) => e.name === name);
    const start = Math.min(...tasks.map((t) => t.ts));
    const blocking = tasks
      .filter((t) => t.ts - start <= CPU_WINDOW_MS * 1000)
      .reduce((sum, t) => sum + Math.max(0, ((t.tdur ?? t.dur) / 1000) * cpu - 50), 0);
    return { ms: blocking };
  } catch (error) {
    return { ms: NaN, error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

async function measureCpu(targets) {
  const browser = await chromium.launch(coldLaunchOptions());
  const samples = new Map(targets.map((t) => [t.label, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const target of targets.map((_, i) => targets[(i + run) % targets.length])) {
        const result = await cpuRun(browser, target.url);
        process.stdout.write(Number.isFinite(result.ms) ? '.' : 'x');
        samples.get(target.label).push(result);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  return targets.map((target) => ({ ...target, results: samples.get(target.label), median: median(samples.get(target.label).map((r) => r.ms)) }));
}

function cpuTable(rows) {
  const bare = rows[0];
  const lines = ['| page | blocking time in CPU time | runs (ms) | × bare |', '|---|---:|---|---:|'];
  for (const row of rows) {
    const runsText = row.results.map((r) => (Number.isFinite(r.ms) ? Math.round(r.ms) : 'failed')).join(', ');
    const ratio = row === bare ? '–' : `${(row.median / bare.median).toFixed(2)}×`;
    lines.push(`| ${row.label} | ${ms(row.median)} | ${runsText} | ${ratio} |`);
  }
  const failures = rows.flatMap((row) => row.results.filter((r) => r.error).map((r) => `- ${row.label}: ${r.error}`));
  if (failures.length) lines.push('', 'Failed runs:', ...[...new Set(failures)]);
  return lines;
}

/** `--bytes`: a room link's first minute and second visit, in bytes (docs/performance.md). */
async function bytesMain() {
  await buildIfNeeded();
  const portal = await startStack();
  let lines;
  try {
    const room = pages.find(isDatabasePage) ?? '/proost/FestA/';
    lines = await measureBytes({ baseUrl: portal.env.PORTALEN_BASE_URL, room, appCount: Object.keys(precachePlan(OUT).apps).length, wifi: args.includes('--wifi') });
  } finally {
    await portal.stop();
  }
  console.log(lines.join('\n'));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'bytes.md'), `${lines.join('\n')}\n`);
}

async function main() {
  if (bytesOnly) return bytesMain();
  await buildIfNeeded();
  const js = jsTable();
  const lines = ['| route | first-load JS (gzip) | budget |', '|---|---:|---|'];
  for (const row of js) {
    lines.push(`| ${row.route} | ${row.kb.toFixed(1)} kB | ${row.kb <= JS_BUDGET_KB ? 'ok' : 'OVER'} |`);
  }
  console.log(lines.join('\n'));

  if (!skipLighthouse || !skipCold || !skipCpu || !skipGuest) {
    buildBareIfNeeded();
    const loadBefore = os.loadavg()[0];
    // The portal's localdb imports localdb/seed.json, so the demo rooms of DEFAULT_PAGES exist.
    // It runs on the standard database port where it can, as `npm start` does: a room page's
    // first read starts there before /emulators.json has answered (lib/rooms/snapshot.ts).
    const standardPort = !(await portInUse(STANDARD_PORTS.database));
    if (!standardPort) console.warn(`Port ${STANDARD_PORTS.database} is busy: the database runs elsewhere and room pages make one more round trip.`);
    const portal = await startStack({ databasePort: standardPort ? STANDARD_PORTS.database : 0 });
    let bare;
    let baseline;
    let rows;
    let coldRows;
    let guestRows;
    let cpuRows;
    try {
      bare = await startStack({ siteDir: BARE_OUT });
      if (baselineDir) baseline = await startStack({ siteDir: path.resolve(baselineDir) });
      const site = (label, stack, root) =>
        pages.map((page) => ({
          label: `${label} ${page}`,
          url: `${stack.env.PORTALEN_BASE_URL}${page}`,
          kb: firstLoadKb(root, exportedHtml(root, page)),
          database: isDatabasePage(page),
          selector: cardSelector,
        }));
      const targets = [
        {
          label: 'bare Next page',
          url: `${bare.env.PORTALEN_BASE_URL}/`,
          kb: firstLoadKb(BARE_OUT, path.join(BARE_OUT, 'index.html')),
          database: false,
          selector: 'h1',
        },
        ...site('portal', portal, OUT),
        ...(baseline ? site('baseline', baseline, path.resolve(baselineDir)) : []),
      ];
      if (!skipLighthouse) {
        console.log(`\nLighthouse mobile, ${cpu}x CPU slowdown, ${runs} interleaved runs per page …`);
        rows = measure(targets);
      }
      if (!skipCold) {
        // The bare page (its h1) and the pages with a card; static pages have no card to wait for.
        const coldTargets = targets.filter((t, i) => i === 0 || t.database);
        console.log(`\nCold start in Chromium, ${cpu}x CPU, ${COLD_NETWORK.latency} ms latency, 1.6/0.75 Mbit/s, ${runs} interleaved runs per page …`);
        coldRows = await measureCold(coldTargets);
      }
      if (!skipGuest) {
        console.log(`\nWhat a guest waits for, ${cpu}x CPU, ${COLD_NETWORK.latency} ms latency, 1.6/0.75 Mbit/s, ${runs} interleaved runs …`);
        guestRows = await measureGuest(portal.env.PORTALEN_BASE_URL, targets[0], baseline?.env.PORTALEN_BASE_URL ?? null);
      }
      if (!skipCpu) {
        console.log(`\nMain-thread blocking in CPU time (unthrottled load, tasks' thread time × ${cpu}), ${runs} interleaved runs per page …`);
        cpuRows = await measureCpu(targets);
      }
    } finally {
      await Promise.all([portal.stop(), bare?.stop(), baseline?.stop()]);
    }
    const loadAfter = os.loadavg()[0];
    const host =
      `Host: ${os.cpus().length} cores` +
      (rows ? `, benchmarkIndex ${Math.round(median(rows.map((r) => r.benchmarkIndex)))}` : '') +
      `, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after (other work on the machine makes figures noisier).`;
    const table = ['', host];
    if (rows) {
      table.push(
        '',
        `Lighthouse mobile (${cpu}x CPU slowdown), medians of ${runs} interleaved runs per page, ${new Date().toISOString().slice(0, 10)}.`,
        `Bars: static pages within ${MAX_POINTS_BEHIND} points of the bare page and TBT at most ${MAX_TBT_RATIO}× its TBT; ` +
          `database pages performance ≥ ${DB_MIN_PERFORMANCE}, TBT at most ${DB_MAX_TBT_RATIO}× the bare page's, CLS ≤ ${DB_MAX_CLS}.`,
        '',
        ...comparisonTable(rows),
      );
    }
    if (coldRows) {
      table.push(
        '',
        `Cold start in Chromium (fresh context, no service worker, ${cpu}x CPU, ${COLD_NETWORK.latency} ms latency, ` +
          `1.6 Mbit/s down, 750 kbit/s up), time from navigation start until the text is on screen, medians of ${runs} interleaved runs.`,
        `Bar: a database page's card (\`${cardSelector}\`) within ${MAX_COLD_CARD_MS} ms, in every run.`,
        '',
        ...coldTable(coldRows),
      );
    }
    if (guestRows) {
      table.push(
        '',
        `What a guest waits for (fresh context, no service worker, ${cpu}x CPU, ${COLD_NETWORK.latency} ms latency, 1.6 Mbit/s down): ` +
          `a link until its first box takes typing (from navigation start), a home tile from the tap until the lobby's box takes typing; medians of ${runs} interleaved runs, beside the bare page's text.`,
        '',
        ...guestTable(guestRows),
      );
    }
    if (cpuRows) {
      table.push(
        '',
        `Main-thread blocking time counted in CPU time: every task's thread time × ${cpu} less 50 ms, summed over the first ${CPU_WINDOW_MS / 1000} s of an unthrottled load, medians of ${runs} interleaved runs (Lighthouse's TBT arithmetic on thread time, which a busy machine barely moves).`,
        '',
        ...cpuTable(cpuRows),
      );
    }
    console.log(table.join('\n'));
    lines.push(...table);
  }
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'summary.md'), `${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
