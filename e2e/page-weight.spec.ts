import { deferredScripts, sessionScripts } from '../scripts/defer-first-load.mjs';
import path from 'node:path';
import { JS_BUDGET_KB, routeTable } from '../scripts/perf/firstLoad.mjs';
import { expect, signedInUid, test } from './support/fixtures';
import { openAddItemForm, seedFridgeCategories, unique } from './support/household';

// Route data the App Router fetches for a client-side navigation (prefetch or click).
const ROUTE_DATA = /\.txt(\?|$)/;

test('the home page fetches no other route while it loads, and a tile fetches its route on intent', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (ROUTE_DATA.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await signedInUid(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  const menuTile = page.getByRole('main').getByRole('link', { name: /Meny/ });
  await menuTile.hover();
  await expect.poll(() => fetched.some((p) => p.startsWith('/menu'))).toBe(true);
  await menuTile.tap();
  await expect(page).toHaveURL(/\/menu\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meny');
});

test('every route of the export keeps its first-load JavaScript within the budget', () => {
  // docs/performance.md, "Budgets": `npm run perf` prints the same table; this holds it on every
  // run. The export `npm test` builds and serves.
  const routes = routeTable(path.join(__dirname, '..', 'out'));
  expect(routes.length).toBeGreaterThan(20);
  const over = routes.filter((route) => route.kb > JS_BUDGET_KB).map((route) => `${route.route} ${route.kb.toFixed(1)} kB`);
  expect(over).toEqual([]);
});

test('a page whose fields are early forms asks for its scripts once its HTML is parsed, so its first frame is painted before any of them runs', async ({ page }) => {
  // scripts/defer-first-load.mjs: on a cheap phone a chunk that arrives while the HTML is parsed
  // runs before the first frame.
  for (const route of ['/menu/', '/fridge/', '/calculator/', '/', '/proost/', '/fest/']) {
    const html = await (await page.request.get(route)).text();
    expect({ route, tags: html.match(/<script src="\/_next\/static\/chunks\/[^"]+" async/g) }).toEqual({ route, tags: null });
    expect({ route, preloads: html.match(/<link rel="preload" as="script"/g) }).toEqual({ route, preloads: null });
    expect(deferredScripts(html).length).toBeGreaterThan(3);
    // Only a room link asks for sign-in's chunks up front; these pages' code asks when it needs them.
    expect(sessionScripts(html)).toEqual([]);

    await page.goto(route);
    // The scripts ran: React took the page over and signed the visitor in.
    await signedInUid(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        new URL(e.name).pathname.startsWith('/_next/static/chunks/'),
      );
      return { parsed: nav.domContentLoadedEventStart, chunks: chunks.length, early: chunks.filter((e) => e.startTime < nav.domContentLoadedEventStart).map((e) => e.name) };
    });
    expect(timing.chunks).toBeGreaterThan(3);
    expect({ route, early: timing.early }).toEqual({ route, early: [] });
  }
  // A page with a field of its own hydrates as soon as it can, so what a guest types there is not lost.
  for (const route of ['/f1/', '/links/', '/tiles/']) {
    const html = await (await page.request.get(route)).text();
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect({ route, deferred: deferredScripts(html) }).toEqual({ route, deferred: [] });
  }
});

test('a visit reports its web vitals to the database after the page has loaded', async ({ page, db }) => {
  test.setTimeout(60_000);
  const type = (report: Record<string, unknown>) => `${report.route} ${report.name}`;
  const reports = async () => Object.values(((await db.get('vitals')) ?? {}) as Record<string, Record<string, unknown>>);
  const before = new Set((await reports()).map((r) => `${type(r)} ${r.at}`));

  await page.goto('/spy/');
  const uid = await signedInUid(page);
  // TTFB and FCP are final at once; LCP, CLS and INP only when the visitor interacts or leaves.
  // Reports wait for the page to settle twice (before collecting, and again after sign-in); each
  // wait is capped at MAX_WAIT_MS (15 s) on a page that never settles.
  await expect
    .poll(async () => (await reports()).filter((r) => !before.has(`${type(r)} ${r.at}`)).map(type).sort(), {
      timeout: 35_000,
    })
    .toEqual(expect.arrayContaining(['/spy/ FCP', '/spy/ TTFB']));
  const mine = (await reports()).find((r) => r.route === '/spy/' && r.name === 'TTFB')!;
  expect(mine).toEqual({
    route: '/spy/',
    name: 'TTFB',
    value: expect.any(Number),
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    device: expect.stringMatching(/^(low|mid|high)$/),
    at: expect.any(Number),
    // Who sent it: the table counts each visitor once.
    by: uid,
  });
});

test('a room page loads Auth and the Realtime Database but no Firebase product the portal does not use', async ({ page }) => {
  // reactfire imports Firestore, Functions, Remote Config and Storage; next.config.mjs aliases
  // them away. Each marker is a string only that product's code contains.
  const unused = {
    Firestore: 'firestore.googleapis.com',
    Storage: 'firebasestorage.googleapis.com',
    Functions: 'cloudfunctions.net',
    'Remote Config': 'firebaseremoteconfig.googleapis.com',
  };
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/proost/Ingen1/');
  // The room screen ran on reactfire and the database: it looked the code up and said so.
  await expect(page.getByText('Fant ikke noe rom med koden «Ingen1»')).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.some((body) => body.includes('@firebase/database'))).toBe(true);
  const loaded = Object.entries(unused)
    .filter(([, marker]) => bodies.some((body) => body.includes(marker)))
    .map(([product]) => product);
  expect(loaded).toEqual([]);
});

test("a room link asks for the Firebase SDKs sign-in and the socket need with the page's own scripts, none of them later or twice", async ({ page }) => {
  // scripts/session-chunks.mjs: the room page's loader adds these behind the page's own scripts, in
  // the same task, instead of the page asking for them once its scripts have run.
  const html = await (await page.request.get('/proost/Ingen1/')).text();
  const own = deferredScripts(html);
  const session = sessionScripts(html);
  expect(session.length).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) asked.push(pathname);
  });
  await page.goto('/proost/Ingen1/');
  // The room screen signed in and asked the database: it looked the code up and said so.
  await expect(page.getByText('Fant ikke noe rom med koden «Ingen1»')).toBeVisible();
  expect(asked.slice(0, own.length + session.length)).toEqual([...own, ...session]);
  // Each SDK registers its package name; every script carrying one came with the page.
  const sdks: string[] = [];
  for (const src of new Set(asked)) {
    if (/"@firebase\/(app|auth|database)"/.test(await (await page.request.get(src)).text())) sdks.push(src);
  }
  expect(sdks.length).toBeGreaterThan(0);
  expect(sdks.filter((src) => !session.includes(src))).toEqual([]);
  expect(asked.filter((src, index) => asked.indexOf(src) !== index)).toEqual([]);
});

test("every script a room page runs carries V8's compile hint, first load and live part alike", async ({ page }) => {
  // scripts/compile-hints.mjs: Chromium compiles such a file's functions while streaming it in,
  // off the main thread. The hint only counts as the file's first line.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) scripts.set(pathname, response.text().catch(() => ''));
  });
  await page.goto('/proost/FestA/');
  await signedInUid(page);
  // The live part has loaded once the database SDK has come.
  await expect.poll(async () => (await Promise.all(scripts.values())).some((body) => body.includes('@firebase/database')), { timeout: 20_000 }).toBe(true);
  const bodies = await Promise.all([...scripts].map(async ([pathname, body]) => ({ pathname, start: (await body).split('\n')[0] })));
  expect(bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((script) => script.start !== '//# allFunctionsCalledOnLoad')).toEqual([]);
});

/** The scripts a page's HTML loads at once (its first load): its async tags, or a room page's loader's list. */
async function firstLoadScripts(page: import('@playwright/test').Page, route: string): Promise<{ html: string; bodies: string[] }> {
  const html = await (await page.request.get(route)).text();
  const sources = [...[...html.matchAll(/<script src="([^"]+\.js)" async/g)].map((match) => match[1]), ...deferredScripts(html)];
  expect(sources.length).toBeGreaterThan(0);
  return { html, bodies: await Promise.all(sources.map(async (src) => (await page.request.get(src)).text())) };
}

test('room pages and the static pages load no MUI at first; the theme is CSS in the page', async ({ page }) => {
  for (const route of ['/proost/FestA/', '/cah/KortA/', '/fridge/demo/', '/', '/menu/']) {
    const { html, bodies } = await firstLoadScripts(page, route);
    // Every MUI component registers a "Mui…" name for its styles and default props.
    const withMui = bodies.filter((body) => /"Mui[A-Z][A-Za-z]*"/.test(body)).length;
    expect({ route, scriptsWithMui: withMui }).toEqual({ route, scriptsWithMui: 0 });
    expect(html).toContain('--mui-palette-primary-main:');
  }
});

test("MUI parts use the portal's theme, in a page's first load and in a lazy part alike", async ({ page, db }) => {
  // The theme's primary colour as the page's CSS defines it.
  const primary = () =>
    page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mui-palette-primary-main)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });

  // /f1/'s fields are MUI's outlined inputs in the page's first load: focused, the outline is
  // drawn in the primary colour.
  await page.goto('/f1/');
  const laps = page.getByLabel('Antall runder');
  await laps.focus();
  const outline = await laps.evaluate((input) => getComputedStyle(input.parentElement!.querySelector('fieldset')!).borderTopColor);
  const f1Primary = await primary();
  expect(outline).toBe(f1Primary);
  // Not MUI's own default blue: the portal's theme is in force.
  expect(f1Primary).not.toBe('rgb(25, 118, 210)');

  // The fridge's form for a new item is a lazy MUI part: its contained button is filled with it.
  await seedFridgeCategories(db);
  await page.goto(`/fridge/${unique('tema')}/`);
  await page.getByLabel('Navn på kjøleskapet').fill('Tema');
  await page.getByRole('button', { name: 'Lag kjøleskap' }).click();
  const form = await openAddItemForm(page);
  const add = form.getByRole('button', { name: 'Legg til' });
  await expect(add).toBeVisible();
  expect(await add.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(await primary());
});
