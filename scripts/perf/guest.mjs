// What a guest waits for: a box taking typing, a tile or a card answering (scripts/perf.mjs).
import { chromium } from 'playwright-core';
import { coldLaunchOptions, coldRun, pageReport, PERF_REPORT } from './cold.mjs';
import { coldMs, median } from './format.mjs';
import { openBattleshotsRoom } from './freshRooms.mjs';
import { COLD_NETWORK, COLD_TIMEOUT_MS, cpu, guestRowIds, runs } from './options.mjs';

// A field takes typing when it is there, visible, enabled and not read-only: a plain input in the
// page's HTML does from its first paint on; an MUI field only once the live part has rendered it.
export const USABLE_FIELD = (selector) => `${selector}:not([disabled]):not([readonly])`;
export const LOBBY_CODE_FIELD = 'form input[name="code"]';

// What a guest at a party waits for, each from a fresh throttled browser like the cold start:
// opening a link until its first box takes typing, and a tap on a home tile until the lobby answers.
// The Cah room's name box for a seat: the page's plain one (earlyJoinForm.ts) or the live one.
export const CAH_NAME_FIELD = 'form[aria-label="Bli med i spillet"] input';
// The Proost card: the snapshot's card answers a tap from its first paint where the guest may draw
// (the tap is kept, says «Kobler til …» and is sent once live); the live card has no data-connecting.
export const PROOST_CARD = '[data-testid="tap-card"]';
export const PROOST_LIVE_CARD = '[data-testid="tap-card"]:not([data-connecting])';
export const ALL_GUEST_WAITS = [
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
  {
    // A room made for each run (freshRooms.mjs): the guest who takes the open seat is the first.
    id: 'battleshots-sea',
    label: 'Battleshots room link, seat open → name typed and sent at once → own sea answers a tap',
    page: '/battleshots/{room}/',
    freshRoom: openBattleshotsRoom,
    type: { field: 'form input[autocomplete="nickname"]', text: 'Gjest' },
    field: '[role="group"][aria-label="Ditt hav"] button',
    goal: 2500,
  },
  { id: 'cah-lobby', label: 'Cah lobby link → join box takes typing', page: '/cah/', field: LOBBY_CODE_FIELD, goal: 1500 },
  { id: 'proost-lobby', label: 'Proost lobby link → join box takes typing', page: '/proost/', field: LOBBY_CODE_FIELD, goal: 1500 },
  { id: 'tile', label: '`/` tile tapped → the lobby answers', page: '/', tap: 'a[href="/proost/"]', field: LOBBY_CODE_FIELD, goal: 1000 },
];
export const GUEST_WAITS = guestRowIds ? ALL_GUEST_WAITS.filter((wait) => guestRowIds.includes(wait.id)) : ALL_GUEST_WAITS;
if (guestRowIds && GUEST_WAITS.length !== guestRowIds.length) {
  throw new Error(`--guest-rows: unknown id among ${guestRowIds.join(',')}; known: ${ALL_GUEST_WAITS.map((w) => w.id).join(', ')}`);
}

/**
 * Each frame until found: is an element matching `selector` visible and inside the viewport? The
 * page reports the frame after the one that found it (cold.mjs, PERF_REPORT).
 */
export function watchForField([selector, report]) {
  const check = () => {
    const el = document.querySelector(selector);
    const r = el?.getBoundingClientRect();
    const visible = el && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true }));
    if (visible && r.width > 0 && r.height > 0 && r.top < innerHeight) {
      requestAnimationFrame(() => {
        console.debug(`${report} ${JSON.stringify({ at: performance.now() })}`);
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
export async function guestRun(browser, site, wait) {
  const { base, databasePort } = site;
  const page = wait.freshRoom ? wait.page.replace('{room}', await wait.freshRoom(databasePort)) : wait.page;
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const field = USABLE_FIELD(wait.field);
    await context.addInitScript(watchForField, [field, PERF_REPORT]);
    const tab = await context.newPage();
    const report = pageReport(tab, COLD_TIMEOUT_MS);
    // A row that types or taps settles it otherwise; its unused report must not fail the run.
    report.catch(() => {});
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', COLD_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tab.goto(`${base}${page}`, { waitUntil: wait.tap ? 'load' : 'commit', timeout: COLD_TIMEOUT_MS });
    if (wait.type) {
      // The guest types as soon as the box takes typing and sends with Enter; timed from navigation start.
      const box = tab.locator(USABLE_FIELD(wait.type.field)).first();
      // On screen first: a box React streamed after the page's shell is in the HTML, hidden, a
      // moment before it is moved into place, and typing into it there would go nowhere.
      await box.waitFor({ state: 'visible', timeout: COLD_TIMEOUT_MS });
      await box.pressSequentially(wait.type.text, { timeout: COLD_TIMEOUT_MS });
      await box.press('Enter');
    }
    if (wait.tapThen) {
      // The guest taps the card the moment it answers a tap; timed from navigation start until
      // the live card shows another text than the one tapped (the draw went through).
      const card = tab.locator(USABLE_FIELD(wait.tapThen.target)).first();
      await card.waitFor({ timeout: COLD_TIMEOUT_MS });
      const before = await card.locator('[data-testid="card-text"]').textContent();
      await card.tap({ timeout: COLD_TIMEOUT_MS, noWaitAfter: true });
      const at = await tab
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
      return { ms: (await report).at };
    }
    await tab.waitForTimeout(3000); // the page settles, as a guest reads the tiles before tapping
    // Timed here, not in the page: a tap may load a new document, whose clock starts after the tap.
    const tapped = Date.now();
    await tab.locator(wait.tap).first().tap({ noWaitAfter: true });
    await tab.waitForFunction(
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
/** `portal` and `baseline`: the stacks' environments (scripts/stack.mjs), for their pages and databases. */
export async function measureGuest(portal, bareTarget, baseline = null) {
  const browser = await chromium.launch(coldLaunchOptions());
  const site = (prefix, env) => ({ prefix, base: env.PORTALEN_BASE_URL, databasePort: env.LOCALDB_PORT });
  const sites = [site('', portal), ...(baseline ? [site('baseline: ', baseline)] : [])];
  const rows = GUEST_WAITS.flatMap((wait) => sites.map((where) => ({ ...wait, label: `${where.prefix}${wait.label}`, site: where, samples: [] })));
  const bareSamples = [];
  try {
    for (let run = 0; run < runs; run++) {
      bareSamples.push((await coldRun(browser, bareTarget.url, bareTarget.selector)).ms);
      // Every other run the baseline goes first, so neither side always follows the other.
      const order = run % 2 === 1 && sites.length > 1 ? rows.map((_, i) => (i % 2 === 0 ? i + 1 : i - 1)) : rows.map((_, i) => i);
      for (const i of order) {
        const row = rows[i];
        const result = await guestRun(browser, row.site, row);
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

export function guestTable(rows) {
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
