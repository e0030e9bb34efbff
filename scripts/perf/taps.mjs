// `npm run perf -- --taps`: how long a tap in a live room takes to answer (scripts/perf.mjs).
//
// Two taps a party makes over and over, each from a fresh phone at the given CPU slowdown once the
// room is live and settled:
// - a host's draw: the host makes a Proost room from the lobby (it starts with the starter pack,
//   so the host's list holds the whole deck), adds four players, and taps the card;
// - a player's choice: a new player takes a seat in the demo Cah game `KortA` and taps the cards
//   of the hand in turn (each tap moves the choice from one card to the next).
// Each tap's answer is what the browser's Event Timing API reports for its click: from the touch
// until the next frame is painted, the handler's work and React's render and commit included.
// That is the wait INP measures on a real phone; a draw shows its card from the SDK's local copy
// in that same frame. With --baseline=DIR another build's rooms are measured in the same
// interleaved runs.
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

/** A fresh phone whose clicks are recorded; `play` gets its page and returns the clicks. */
async function withPhone(browser, play) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'nb-NO' });
  try {
    await context.addInitScript(recordClicks);
    const page = await context.newPage();
    await play(page);
    return await page.evaluate(() => window.__portalenClicks);
  } finally {
    await context.close();
  }
}

/** Settled, then slowed down; the clicks so far are dropped. */
async function slowDown(page) {
  await page.waitForTimeout(2_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.evaluate(() => (window.__portalenClicks = []));
}

/** A host's draws: a new room with four players, then TAPS_PER_RUN taps on the card. */
function hostDraws(base) {
  return async (page) => {
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
    // The deck's list is there.
    await page.getByRole('list', { name: 'Spørsmål' }).getByRole('listitem').first().waitFor();
    await slowDown(page);
    const card = page.getByTestId('tap-card');
    const text = page.getByTestId('card-text');
    for (let tap = 0; tap < TAPS_PER_RUN; tap++) {
      const before = await text.textContent();
      await card.tap();
      await page.waitForFunction((shown) => document.querySelector('[data-testid="card-text"]')?.textContent !== shown, before);
      await page.waitForTimeout(600);
    }
  };
}

/** A player's choices: a seat in the demo Cah game, then TAPS_PER_RUN taps on the hand's cards. */
function playerChooses(base) {
  return async (page) => {
    await page.goto(`${base}/cah/KortA/`);
    const name = page.locator('form[aria-label="Bli med i spillet"] input:not([disabled]):not([readonly])').first();
    await name.waitFor({ state: 'visible', timeout: 30_000 });
    await name.fill('Måler');
    await name.press('Enter');
    const cards = page.locator('[data-testid="hand"] [data-testid="hand-card"]');
    await cards.nth(9).waitFor({ timeout: 30_000 });
    await slowDown(page);
    for (let tap = 0; tap < TAPS_PER_RUN; tap++) {
      const card = cards.nth(tap % 5);
      await card.tap();
      await page.waitForFunction((i) => document.querySelectorAll('[data-testid="hand"] [data-testid="hand-card"]')[i]?.getAttribute('aria-pressed') === 'true', tap % 5);
      await page.waitForTimeout(600);
    }
  };
}

export const TAP_ROWS = [
  { id: 'proost-host-draw', label: "Proost: a host's draw (the deck's list on screen)", play: hostDraws },
  { id: 'cah-choice', label: "Cah: a player's choice of a card in the hand", play: playerChooses },
];

/**
 * Every click of `runs` fresh phones per row and site, interleaved:
 * [{ row, site, clicks: [{ duration, processing }] }].
 */
export async function measureTaps(sites) {
  const browser = await chromium.launch(coldLaunchOptions());
  const samples = TAP_ROWS.flatMap((row) => sites.map((site) => ({ row: row.label, site: site.label, clicks: [] })));
  try {
    for (let run = 0; run < runs; run++) {
      for (const row of TAP_ROWS) {
        const order = sites.map((_, i) => sites[(i + run) % sites.length]);
        for (const site of order) {
          const sample = samples.find((s) => s.row === row.label && s.site === site.label);
          sample.clicks.push(...(await withPhone(browser, row.play(site.base))));
          process.stdout.write('.');
        }
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  return samples;
}

export function tapsTable(samples) {
  const lines = ['| tap | build | taps | tap → next paint, median | slowest | handler and render, median |', '|---|---|---:|---:|---:|---:|'];
  for (const { row, site, clicks } of samples) {
    const durations = clicks.map((c) => c.duration);
    lines.push(
      `| ${row} | ${site} | ${clicks.length} | ${Math.round(median(durations))} ms | ${Math.round(Math.max(...durations))} ms | ${Math.round(median(clicks.map((c) => c.processing)))} ms |`,
    );
  }
  return lines;
}
