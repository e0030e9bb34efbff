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
// 6. With --taps, only this: taps in a live room (a Proost host's draw, a Cah player's choice), each
//    until the next frame (Event Timing), at the CPU slowdown; with --baseline beside that build
//    (scripts/perf/taps.mjs).
//
// Options: --runs=N (per page, default 5), --cpu=N (CPU slowdown, default 4), --pages=/,/menu/
// (portal pages), --no-lighthouse, --no-cold, --no-cpu, --no-guest (what a guest waits for: a box taking typing, a tile answering),
// --guest-rows=ID,ID (only those of the guest's waits, by the ids in GUEST_WAITS, e.g.
// proost-tap,proost-live,proost-drawn,cah-hand for a room's controls), --card=SELECTOR (what the cold measure waits for
// on database pages), --baseline=DIR (another build's `out/`, e.g. of the previous commit: its
// pages, and the guest's waits, are measured in the same interleaved runs, so a change is judged against its own before
// on the same machine at the same time).
//
// Each measure is a module of scripts/perf/ (lighthouse, cold, guest, cpu; options and export
// files shared); this file runs them and prints the tables.
//
// Bars (docs/performance.md): static pages within 2 Lighthouse points of the bare page, TBT at most
// 1.5× the bare page's; database pages (a room, a fridge, a quest log) performance ≥ 95, TBT at
// most 2× the bare page's, CLS ≤ 0.02, and their card on screen cold within 1.5 s; first-load JS
// ≤ 200 kB.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { measureBytes } from './perf-bytes.mjs';
import { precachePlan } from './precache-plan.mjs';
import { portInUse, STANDARD_PORTS, startStack } from './stack.mjs';
import { coldTable, measureCold } from './perf/cold.mjs';
import { CPU_WINDOW_MS, cpuTable, measureCpu } from './perf/cpu.mjs';
import { buildBareIfNeeded, exportedHtml, firstLoadKb, jsTable } from './perf/exportFiles.mjs';
import { median } from './perf/format.mjs';
import { guestTable, measureGuest } from './perf/guest.mjs';
import { measureTaps, TAP_GOAL_MS, TAPS_PER_RUN, tapsTable } from './perf/taps.mjs';
import { comparisonTable, measure } from './perf/lighthouse.mjs';
import { args, BARE_OUT, baselineDir, bytesOnly, cardSelector, tapsOnly, COLD_NETWORK, cpu, DB_MAX_CLS, DB_MAX_TBT_RATIO, DB_MIN_PERFORMANCE, isDatabasePage, JS_BUDGET_KB, MAX_COLD_CARD_MS, MAX_POINTS_BEHIND, MAX_TBT_RATIO, OUT, pages, RESULTS, runs, skipCold, skipCpu, skipGuest, skipLighthouse } from './perf/options.mjs';

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

/** `--taps`: taps in a live room, this build beside `--baseline`'s (docs/performance.md). */
async function tapsMain() {
  await buildIfNeeded();
  const portal = await startStack();
  const baseline = baselineDir ? await startStack({ siteDir: path.resolve(baselineDir) }) : null;
  let lines;
  try {
    const sites = [{ label: 'this build', base: portal.env.PORTALEN_BASE_URL }];
    if (baseline) sites.push({ label: `baseline (${baselineDir})`, base: baseline.env.PORTALEN_BASE_URL });
    console.log(`Taps in a live room, ${cpu}x CPU, ${runs} interleaved runs of ${TAPS_PER_RUN} taps per row …`);
    const samples = await measureTaps(sites);
    lines = [
      '',
      `Taps in a live room, ${cpu}x CPU, once it has settled: a host's draw in a new Proost room (the starter pack's deck in the host's list, four players), ` +
        `a new player's choice among the ten cards of a hand in the demo Cah game. Event Timing's duration of each click, from the touch until the next frame; ` +
        `${runs} interleaved runs of ${TAPS_PER_RUN} taps. Goal: under ${TAP_GOAL_MS} ms.`,
      '',
      ...tapsTable(samples),
    ];
  } finally {
    await Promise.all([portal.stop(), baseline?.stop()]);
  }
  console.log(lines.join('\n'));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'taps.md'), `${lines.join('\n')}\n`);
}

async function main() {
  if (bytesOnly) return bytesMain();
  if (tapsOnly) return tapsMain();
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
        guestRows = await measureGuest(portal.env, targets[0], baseline?.env ?? null);
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
