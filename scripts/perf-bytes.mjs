// `npm run perf -- --bytes`: what a guest's phone downloads (docs/performance.md, "Bytes of a
// visit"). A fresh Chromium context with the service worker allowed opens a room link and stays a
// minute; every response that came over the network counts, the service worker's own downloads
// included (Playwright reports them on the context), a response the browser's cache or the worker
// answered does not. Then the same phone opens the room link again (the second visit).
//
// Bytes are what a compressing host sends: the response's headers plus its body as it came (the
// Hosting emulator compresses, as Firebase Hosting does), or gzipped where it came uncompressed
// (localdb's REST answers). The phone's browser tells nothing about its connection (as Safari, Firefox
// and desktop Chrome; a phone on mobile data gets the same). With --wifi, a second run sets
// DevTools' `connectionType: 'wifi'`, for a Chromium that reports it as `navigator.connection.type`
// (Android's does; the desktop build measured here does not, so its worker downloads nothing more).
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const FIRST_MINUTE_MS = 60_000;
const SECOND_VISIT_MS = 20_000;
/** How long the Wi-Fi scenario waits for the background download to finish. */
const BACKGROUND_CAP_MS = 240_000;
const VIEWPORT = { width: 390, height: 844 };

function launchOptions() {
  const system = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return existsSync(system) ? { executablePath: system, args } : { args };
}

/** Records every response that came over the network, with its bytes as a compressing host sends them. */
function recorder(context, siteOrigin) {
  const records = [];
  let started = Date.now();
  const pending = new Set();
  context.on('requestfinished', (request) => {
    const done = (async () => {
      const at = Date.now() - started;
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return; // answered by the worker: no network
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      // Answered from the browser's cache: nothing came over the network.
      if (sizes.responseBodySize === 0 && response.status() === 200) return;
      let body = 0;
      if (sizes.responseBodySize > 0) {
        // Count a body the server did not compress gzipped, as a real project's server sends it.
        const encoded = (await response.headerValue('content-encoding').catch(() => null)) ?? '';
        if (encoded) body = sizes.responseBodySize;
        else body = gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
      }
      records.push({
        at,
        url: url.href,
        site: url.origin === siteOrigin,
        byWorker: !!request.serviceWorker(),
        status: response.status(),
        bytes: sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + body,
      });
    })().catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    restart() {
      started = Date.now();
      records.length = 0;
    },
    async settle() {
      await Promise.all([...pending]);
      return [...records];
    },
  };
}

function summarise(records, withinMs = Infinity) {
  const inWindow = records.filter((r) => r.at <= withinMs);
  const kb = (list) => list.reduce((sum, r) => sum + r.bytes, 0) / 1024;
  const site = inWindow.filter((r) => r.site);
  return {
    totalKb: kb(inWindow),
    pageKb: kb(site.filter((r) => !r.byWorker)),
    workerKb: kb(site.filter((r) => r.byWorker)),
    otherKb: kb(inWindow.filter((r) => !r.site)),
    requests: inWindow.length,
    workerRequests: site.filter((r) => r.byWorker).length,
  };
}

/** The apps whose marker the worker has stored (serviceWorker/sw.ts): all of their files are. */
async function storedApps(page) {
  return page.evaluate(async () => {
    if (!(await caches.has('portalen-apps'))) return [];
    const keys = (await (await caches.open('portalen-apps')).keys()).map((r) => new URL(r.url).pathname);
    return keys.filter((p) => p.startsWith('/__portalen/app/')).map((p) => p.slice('/__portalen/app/'.length));
  });
}
const appsStored = async (page) => (await storedApps(page)).length;

/** Polls until `done()` answers true or the cap has passed. */
async function waitUntil(page, done, capMs) {
  const until = Date.now() + capMs;
  while (Date.now() < until && !(await done())) await page.waitForTimeout(2_000);
}

async function scenario(browser, { baseUrl, room, wifi, appCount }) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const record = recorder(context, new URL(baseUrl).origin);
  try {
    const page = await context.newPage();
    if (wifi) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1, connectionType: 'wifi' });
    }
    record.restart();
    const navigated = Date.now();
    await page.goto(`${baseUrl}${room}`);
    const connection = await page.evaluate(() => {
      const c = navigator.connection;
      return c ? { type: c.type, effectiveType: c.effectiveType, saveData: c.saveData } : null;
    });
    await page.waitForTimeout(FIRST_MINUTE_MS);
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    const firstMinute = summarise(await record.settle(), FIRST_MINUTE_MS);
    // On a busy machine the worker may still be storing the room's app after a minute: the whole
    // first visit lasts until it has (the shell and the app, nothing else without Wi-Fi).
    const app = room.split('/')[1];
    await waitUntil(page, async () => (await storedApps(page)).includes(app), BACKGROUND_CAP_MS);
    const appStored = (await storedApps(page)).includes(app);
    const firstVisit = { ...summarise(await record.settle()), appStored, files: (await record.settle()).filter((r) => r.byWorker).map((r) => `${Math.round(r.bytes / 102.4) / 10} kB ${new URL(r.url).pathname}`) };
    let background = null;
    if (wifi) {
      await waitUntil(page, async () => (await appsStored(page)) >= appCount, BACKGROUND_CAP_MS);
      const stored = await appsStored(page);
      background = { ...summarise(await record.settle()), seconds: (Date.now() - navigated) / 1000, stored };
    }
    // The second visit: the same phone opens the room link again, in a new tab.
    await page.close();
    record.restart();
    const again = await context.newPage();
    await again.goto(`${baseUrl}${room}`);
    await again.waitForTimeout(SECOND_VISIT_MS);
    const secondVisit = summarise(await record.settle(), SECOND_VISIT_MS);
    return { connection, controlled, firstMinute, firstVisit, background, secondVisit };
  } finally {
    await context.close();
  }
}

/** Runs both scenarios against a running stack; returns the lines of the report. */
export async function measureBytes({ baseUrl, room = '/proost/FestA/', appCount, wifi: withWifi = false }) {
  const scenarios = withWifi ? [false, true] : [false];
  const browser = await chromium.launch(launchOptions());
  const lines = [];
  try {
    const kb = (v) => `${Math.round(v)} kB`;
    lines.push(
      `Bytes of a visit to ${room} (headers + gzipped bodies of every response over the network; the service worker's downloads included), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
      '| connection | first minute: all | page | service worker | other hosts (Auth, database REST) | until the room\'s app is stored | second visit (20 s) | requests (worker) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    const results = [];
    for (const wifi of scenarios) {
      const result = await scenario(browser, { baseUrl, room, wifi, appCount });
      results.push({ wifi, result });
      console.log(`What the worker downloaded (${wifi ? 'Wi-Fi' : 'no hints'}):\n${result.firstVisit.files.join('\n')}`);
      const { firstMinute: m, firstVisit: f, secondVisit: v } = result;
      const label = wifi ? `Wi-Fi (${JSON.stringify(result.connection)})` : `no hints (${JSON.stringify(result.connection)})`;
      lines.push(
        `| ${label} | ${kb(m.totalKb)} | ${kb(m.pageKb)} | ${kb(m.workerKb)} | ${kb(m.otherKb)} | ${f.appStored ? kb(f.totalKb) : 'never stored'} | ${kb(v.totalKb)} | ${m.requests} (${m.workerRequests}) |`,
      );
      if (!result.controlled) lines.push(`| (the worker did not control the page within the minute) | | | | | | | |`);
    }
    const wifi = results.find((r) => r.wifi)?.result.background;
    if (wifi) {
      lines.push(
        '',
        `On Wi-Fi the worker then downloads the other apps in the background: ${kb(wifi.totalKb)} in all after ${Math.round(wifi.seconds)} s ` +
          `(service worker ${kb(wifi.workerKb)}), ${wifi.stored} of ${appCount} apps stored.`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines;
}
