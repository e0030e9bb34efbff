// `npm run perf`: how much the portal weighs compared with a bare Next page.
//
// 1. First-load JavaScript of every route (gzipped, from the exported HTML).
// 2. Lighthouse mobile, side by side: a bare Next page (perf/bare, built with the portal's own
//    next and react, served by the Hosting emulator like the portal) and the portal's pages.
//    Runs are interleaved — run 1 of every page, then run 2 of every page … — so a machine that
//    gets busier or quieter during the run affects both sides alike; medians are reported.
//
// Options: --runs=N (per page, default 5), --cpu=N (Lighthouse CPU slowdown, default 4),
// --pages=/,/menu/ (portal pages), --no-lighthouse, --baseline=DIR (another build's `out/`, e.g.
// of the previous commit: its pages are measured in the same interleaved runs, so a change is
// judged against its own before on the same machine at the same time). The bar (issue 12): every page within
// 2 performance points of the bare page, TBT at most 1.5× the bare page's; first-load JS ≤ 200 kB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, startStack } from './stack.mjs';

const OUT = path.join(ROOT, 'out');
const BARE = path.join(ROOT, 'perf', 'bare');
const BARE_OUT = path.join(BARE, 'out');
const RESULTS = path.join(ROOT, 'perf-results');
const JS_BUDGET_KB = 200;
const MAX_POINTS_BEHIND = 2;
const MAX_TBT_RATIO = 1.5;
const DEFAULT_PAGES = ['/', '/menu/', '/proost/FestA/', '/f1/'];

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const skipLighthouse = args.includes('--no-lighthouse');
const runs = Math.max(1, Number(option('runs', 5)));
const cpu = Number(option('cpu', 4));
const pages = option('pages', DEFAULT_PAGES.join(',')).split(',');
const baselineDir = option('baseline', null);

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

/** Scripts the browser loads before the page is interactive; `noModule` ones are skipped by modern browsers. */
export function firstLoadScripts(html) {
  const scripts = new Set();
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
    };
  });
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const s = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '–');

function comparisonTable(rows) {
  const bare = rows[0];
  const lines = [
    '| page | first-load JS gz | performance | TBT | TTI | main-thread work | LCP | vs bare: points, TBT × |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    let verdict = '–';
    if (row !== bare) {
      const behind = bare.performance - row.performance;
      const ratio = row.tbt / Math.max(bare.tbt, 1);
      const ok = behind <= MAX_POINTS_BEHIND && ratio <= MAX_TBT_RATIO;
      verdict = `${behind > 0 ? '−' : '+'}${Math.abs(Math.round(behind))}, ${ratio.toFixed(2)}× ${ok ? 'ok' : 'MISS'}`;
    }
    lines.push(
      `| ${row.label} | ${row.kb.toFixed(1)} kB | ${Math.round(row.performance)} | ${ms(row.tbt)} | ${s(row.tti)} | ${s(row.mainThread)} | ${s(row.lcp)} | ${verdict} |`,
    );
  }
  return lines;
}

async function main() {
  await buildIfNeeded();
  const js = jsTable();
  const lines = ['| route | first-load JS (gzip) | budget |', '|---|---:|---|'];
  for (const row of js) {
    lines.push(`| ${row.route} | ${row.kb.toFixed(1)} kB | ${row.kb <= JS_BUDGET_KB ? 'ok' : 'OVER'} |`);
  }
  console.log(lines.join('\n'));

  if (!skipLighthouse) {
    buildBareIfNeeded();
    const loadBefore = os.loadavg()[0];
    const portal = await startStack();
    let bare;
    let baseline;
    let rows;
    try {
      bare = await startStack({ siteDir: BARE_OUT });
      if (baselineDir) baseline = await startStack({ siteDir: path.resolve(baselineDir) });
      const targets = [
        { label: 'bare Next page', url: `${bare.env.PORTALEN_BASE_URL}/`, kb: firstLoadKb(BARE_OUT, path.join(BARE_OUT, 'index.html')) },
        ...pages.map((page) => ({
          label: `portal ${page}`,
          url: `${portal.env.PORTALEN_BASE_URL}${page}`,
          kb: firstLoadKb(OUT, exportedHtml(OUT, page)),
        })),
        ...(baseline
          ? pages.map((page) => ({
              label: `baseline ${page}`,
              url: `${baseline.env.PORTALEN_BASE_URL}${page}`,
              kb: firstLoadKb(path.resolve(baselineDir), exportedHtml(path.resolve(baselineDir), page)),
            }))
          : []),
      ];
      console.log(`\nLighthouse mobile, ${cpu}x CPU slowdown, ${runs} interleaved runs per page …`);
      rows = measure(targets);
    } finally {
      await Promise.all([portal.stop(), bare?.stop(), baseline?.stop()]);
    }
    const loadAfter = os.loadavg()[0];
    const table = [
      '',
      `Lighthouse mobile (${cpu}x CPU slowdown), medians of ${runs} interleaved runs per page, ${new Date().toISOString().slice(0, 10)}.`,
      `Host: ${os.cpus().length} cores, benchmarkIndex ${Math.round(median(rows.map((r) => r.benchmarkIndex)))}, ` +
        `load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after (other work on the machine makes figures noisier).`,
      `Bar: within ${MAX_POINTS_BEHIND} points of the bare page and TBT at most ${MAX_TBT_RATIO}× its TBT.`,
      '',
      ...comparisonTable(rows),
    ];
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
