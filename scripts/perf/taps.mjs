// `npm run perf -- --taps`: how long a tap in a live room takes to answer (scripts/perf.mjs).
//
// A host makes a Proost room from the lobby (it starts with the starter pack, so the host's list
// holds the whole deck), adds four players, and once the room is live and settled draws cards at
// the given CPU slowdown. Each tap's answer is what the browser's Event Timing API reports for its
// click: from the touch until the next frame is painted, the handler's work and React's render
// and commit included. That is the wait INP measures on a real phone; a draw shows its card from
// the SDK's local copy in that same frame. With --baseline=DIR another build's rooms are measured
// in the same interleaved runs.
import { chromium } from 'playwright-core';
import { coldLaunchOptions } from './cold.mjs';
import { median } from './format.mjs';
import { cpu, runs } from './options.mjs';

export const TAPS_PER_RUN = 6;
/** INP's "good" on a phone (web.dev/articles/inp): at 4x on this machine a tap should stay well below. */
export const TAP_GOAL_MS = 200;

/** The Event Timing entries of clicks, kept by the page until asked for. */
function recordClicks() {
  window.__portalenClicks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click' && entry.interactionId) window.__portalenClicks.push({ duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One fresh host: a new room with four players, then TAPS_PER_RUN draws at `cpu`x. */
async function hostRun(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'nb-NO' });
  try {
    await context.addInitScript(recordClicks);
    const page = await context.newPage();
    await page.goto(`${base}/proost/`);
    await page.getByTestId('user-id').waitFor({ timeout: 30_000 });
    const code = await page.getByTestId('new-room-code').inputValue();
    await page.getByLabel('Navn på rommet').fill('Måling');
    await page.getByLabel('Ditt navn').fill('Vert');
    await page.getByRole('button', { name: 'Lag rom' }).click();
    await page.waitForURL(new RegExp(`/proost/${code}/$`));
    await page.locator('[data-testid="tap-card"]:not([data-connecting])').waitFor({ timeout: 30_000 });
    for (const name of ['Ola', 'Kari', 'Siri', 'Ali']) {
      await page.getByLabel('Navn på spiller').fill(name);
      await page.keyboard.press('Enter');
      await page.getByText(name, { exact: true }).first().waitFor();
    }
    // The deck's list is there, and the page has settled.
    await page.getByRole('list', { name: 'Spørsmål' }).getByRole('listitem').first().waitFor();
    await page.waitForTimeout(2_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluate(() => (window.__portalenClicks = []));
    const card = page.getByTestId('tap-card');
    const text = page.getByTestId('card-text');
    for (let tap = 0; tap < TAPS_PER_RUN; tap++) {
      const before = await text.textContent();
      await card.tap();
      await page.waitForFunction((shown) => document.querySelector('[data-testid="card-text"]')?.textContent !== shown, before);
      await page.waitForTimeout(600);
    }
    return await page.evaluate(() => window.__portalenClicks);
  } finally {
    await context.close();
  }
}

/** Every click of `runs` fresh hosts per site, interleaved: { label: [{ duration, processing }] }. */
export async function measureTaps(sites) {
  const browser = await chromium.launch(coldLaunchOptions());
  const samples = Object.fromEntries(sites.map((site) => [site.label, []]));
  try {
    for (let run = 0; run < runs; run++) {
      const order = sites.map((_, i) => sites[(i + run) % sites.length]);
      for (const site of order) {
        samples[site.label].push(...(await hostRun(browser, site.base)));
        process.stdout.write('.');
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  return samples;
}

export function tapsTable(samples) {
  const lines = ['| build | taps | tap → next paint, median | slowest | handler and render, median |', '|---|---:|---:|---:|---:|'];
  for (const [label, clicks] of Object.entries(samples)) {
    const durations = clicks.map((c) => c.duration);
    lines.push(
      `| ${label} | ${clicks.length} | ${Math.round(median(durations))} ms | ${Math.round(Math.max(...durations))} ms | ${Math.round(median(clicks.map((c) => c.processing)))} ms |`,
    );
  }
  return lines;
}
