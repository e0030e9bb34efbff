// Main-thread blocking in CPU time (scripts/perf.mjs, step 4).
import { chromium } from 'playwright-core';
import { coldLaunchOptions } from './cold.mjs';
import { median, ms } from './format.mjs';
import { cpu, runs } from './options.mjs';

/**
 * The main thread's blocking time counted in CPU time, not wall time: one unthrottled load traced
 * through the DevTools protocol; every top-level task's thread time (`tdur`, which does not grow
 * while the machine makes the thread wait) times the CPU slowdown, less 50 ms, summed over the
 * first CPU_WINDOW_MS. The same arithmetic as Lighthouse's TBT on its observed trace, but a busy
 * machine barely moves it, so it tells a page's own cost from the machine's noise.
 */
export const CPU_WINDOW_MS = 8000;

export async function cpuRun(browser, url) {
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

export async function measureCpu(targets) {
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

export function cpuTable(rows) {
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
