// Cold start in a real Chromium (scripts/perf.mjs, step 3).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { coldMs, median, ms } from './format.mjs';
import { COLD_NETWORK, COLD_TIMEOUT_MS, cpu, MAX_COLD_CARD_MS, runs } from './options.mjs';

/** Debian's Chromium where installed (these machines cannot download Playwright's browsers). */
export function coldLaunchOptions() {
  const system = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return existsSync(system) ? { executablePath: system, args } : { args };
}

/**
 * How a measured page tells us its moment: one console message, `PERF_REPORT` and JSON. Polling
 * the page from here (`page.waitForFunction`) would first load Playwright's injected script (a few
 * hundred kB of JavaScript) into the throttled page and then evaluate in it every 100 ms: at 4x CPU
 * about 100 ms of main thread that no phone spends, landing in the middle of the very load we time
 * (seen in a trace as a 102 ms script with no URL at 1.0 s of a room's cold load).
 */
export const PERF_REPORT = 'portalen-perf';

/** Resolves with the payload of the page's report; set it up before navigating. */
export function pageReport(page, timeout) {
  return page
    .waitForEvent('console', { predicate: (message) => message.text().startsWith(`${PERF_REPORT} `), timeout })
    .then((message) => JSON.parse(message.text().slice(PERF_REPORT.length + 1)));
}

/**
 * Runs in the page before any of its own scripts. Every frame, until found: is an element
 * matching `selector` there, with text, visible and inside the viewport? The frame that finds it
 * paints it; the next frame begins once that paint is done, and its time (performance.now(), from
 * navigation start) is what the page reports (PERF_REPORT). A frame loop also sees text shown by
 * CSS alone (a stylesheet arriving, a class flip), which a MutationObserver would miss.
 */
export function watchForText([selector, report]) {
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
        console.debug(`${report} ${JSON.stringify({ at: performance.now(), text })}`);
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One cold load: a fresh context (empty cache, no service worker), throttled CPU and network. */
export async function coldRun(browser, url, selector) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(watchForText, [selector, PERF_REPORT]);
    const page = await context.newPage();
    const report = pageReport(page, COLD_TIMEOUT_MS).catch(() => null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', COLD_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'commit', timeout: COLD_TIMEOUT_MS });
    const shown = await report;
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
export async function measureCold(targets) {
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


export function coldTable(rows) {
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
