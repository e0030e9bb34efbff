// Lighthouse mobile, interleaved runs beside the bare page (scripts/perf.mjs, step 2).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack.mjs';
import { cls, median, ms, s } from './format.mjs';
import { cpu, DB_MAX_CLS, DB_MAX_TBT_RATIO, DB_MIN_PERFORMANCE, MAX_POINTS_BEHIND, MAX_TBT_RATIO, RESULTS, runs } from './options.mjs';

export function runLighthouse(url, output) {
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
export function measure(targets) {
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


/** The Lighthouse verdict of one row against the bare page, naming the bar that applies. */
export function lighthouseVerdict(row, bare) {
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

export function comparisonTable(rows) {
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
