// `npm run perf`: first-load JavaScript per route (gzipped, from the exported HTML) and Lighthouse
// mobile scores for /, a room page and /menu, served the way `npm start` serves them.
// Budgets (DESIGN.md §7): first-load JS ≤ 200 kB gzipped per route; Lighthouse performance ≥ 95.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, startStack } from './stack.mjs';

const OUT = path.join(ROOT, 'out');
const JS_BUDGET_KB = 200;
const LIGHTHOUSE_PAGES = ['/', '/proost/AbC12/', '/menu/'];
const args = process.argv.slice(2);
const skipLighthouse = args.includes('--no-lighthouse');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);

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
function gzSize(asset) {
  if (!gzCache.has(asset)) gzCache.set(asset, gzipSync(readFileSync(path.join(OUT, asset))).length);
  return gzCache.get(asset);
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

function jsTable() {
  const rows = htmlFiles(OUT)
    .filter(({ route }) => !route.startsWith('/404') && !route.startsWith('/_not-found'))
    .map(({ route, file }) => {
      const scripts = firstLoadScripts(readFileSync(file, 'utf8'));
      const kb = scripts.reduce((sum, s) => sum + gzSize(s), 0) / 1024;
      return { route: route.replace('/_/', '/[id]/'), kb };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return rows;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse's default 4x CPU slowdown assumes a high-end desktop host (benchmarkIndex
 * 1500–2000) and turns it into a mid-tier phone. Its docs (docs/throttling.md, "Calibrating the
 * CPU slowdown") say to lower the multiplier on weaker hosts; this is their table for a
 * mid-tier-mobile target.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

function runLighthouse(url, multiplier, output) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
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
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    tbt: report.audits['total-blocking-time'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
  };
}

/** Median of `runs` runs per page at the default 4x, then at the multiplier calibrated for this host. */
async function lighthouse(baseUrl) {
  const dir = path.join(ROOT, 'perf-results');
  mkdirSync(dir, { recursive: true });
  const measure = (multiplier) =>
    LIGHTHOUSE_PAGES.map((page) => {
      const scores = [];
      for (let i = 0; i < runs; i++) {
        const output = path.join(dir, `lighthouse-${multiplier}x${page.replace(/\//g, '_')}${i}.json`);
        const score = runLighthouse(`${baseUrl}${page}`, multiplier, output);
        if (score) scores.push(score);
      }
      const pick = (key) => median(scores.map((s) => s[key]));
      return { page, multiplier, ...Object.fromEntries(Object.keys(scores[0] ?? {}).map((k) => [k, pick(k)])) };
    });
  const standard = measure(4);
  const benchmarkIndex = median(standard.map((r) => r.benchmarkIndex));
  const multiplier = calibratedMultiplier(benchmarkIndex);
  const calibrated = multiplier === 4 ? standard : measure(multiplier);
  return { standard, calibrated, benchmarkIndex, multiplier };
}

function lighthouseTable(title, rows) {
  return [
    title,
    '| page | performance | accessibility | best practices | TBT | LCP |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.tbt)} ms | ${(r.lcp / 1000).toFixed(2)} s |`,
    ),
  ];
}

async function main() {
  buildIfNeeded();
  const js = jsTable();
  const lines = ['| route | first-load JS (gzip) | budget |', '|---|---:|---|'];
  for (const row of js) {
    lines.push(`| ${row.route} | ${row.kb.toFixed(1)} kB | ${row.kb <= JS_BUDGET_KB ? 'ok' : 'OVER'} |`);
  }
  console.log(lines.join('\n'));

  if (!skipLighthouse) {
    const stack = await startStack();
    try {
      const lh = await lighthouse(stack.env.PORTALEN_BASE_URL);
      const table = [
        ...lighthouseTable(
          `\nLighthouse mobile, CPU slowdown calibrated for this host (benchmarkIndex ${Math.round(lh.benchmarkIndex)} → ${lh.multiplier}x), median of ${runs}:`,
          lh.calibrated,
        ),
        ...lighthouseTable(`\nLighthouse mobile, default 4x CPU slowdown, median of ${runs}:`, lh.standard),
      ];
      console.log(table.join('\n'));
      lines.push(...table);
    } finally {
      await stack.stop();
    }
  }
  mkdirSync(path.join(ROOT, 'perf-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'perf-results', 'summary.md'), `${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
