// Playwright fixtures for every browser test. Each test runs in a localdb namespace of its own:
// its `page`, `secondPage` and every `newVisitor()` read and write there, and `db` (owner access)
// seeds and checks there, so no test sees another test's rooms, banners or admin codes.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACE_OVERRIDE_KEY } from '../../lib/firebase/config';
import { axeViolations } from './axe';
import { ownerDb, type OwnerDb } from './db';

export const SCREENSHOT_DIR = path.join(__dirname, '..', '..', 'test-results', 'screens');

// Messages Chromium prints that say nothing about our code.
const IGNORED_CONSOLE = [/Download the React DevTools/];

export type VisitorOptions = BrowserContextOptions & {
  /** Shown before this visitor's console errors; default "visitor N". */
  name?: string;
};

type Fixtures = {
  /** Console errors a test provokes on purpose (e.g. a refused connection). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions of every visitor of the test; checked after it. */
  consoleErrors: string[];
  /** This test's localdb namespace (every visitor of the test uses it). */
  ns: string;
  /** Owner access (rules bypassed) to this test's namespace: seed and check data. */
  db: OwnerDb;
  /**
   * Another independent visitor in the test's namespace: own context, storage and anonymous
   * user, phone-sized unless `options` say otherwise; closed after the test.
   */
  newVisitor: (options?: VisitorOptions) => Promise<Page>;
  /** A second visitor (`newVisitor({ name: 'secondPage' })`). */
  secondPage: Page;
};

/** A namespace name for one test: readable in localdb's data, unique across runs. */
function testNamespace(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `e2e-${slug}-${randomBytes(4).toString('hex')}`.replace(/--+/g, '-');
}

/** Makes every page of `context` use namespace `ns` (read by lib/firebase/config.ts in emulator mode). */
async function useNamespace(context: BrowserContext, ns: string) {
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage; the app never runs there.
      }
    },
    [NAMESPACE_OVERRIDE_KEY, ns] as const,
  );
}

/** Collects console errors and uncaught exceptions of every page in `context`. */
function watchConsole(context: BrowserContext, name: string, errors: string[], allowed: RegExp[]) {
  const prefix = name ? `[${name}] ` : '';
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A page that is meant to answer 404 reports its own status as a console error.
    const ownStatus = /Failed to load resource/.test(text) && message.location().url === message.page()?.url();
    // A room page's first paint reads the room over REST signed out (lib/rooms/snapshot.ts); a
    // private room refuses it with 401 and the browser logs that, though the page expects it.
    const refusedSnapshot = /status of 401/.test(text) && /\.json\?ns=/.test(message.location().url);
    const ignored = [...IGNORED_CONSOLE, ...allowed].some((re) => re.test(text));
    if (!ownStatus && !refusedSnapshot && !ignored) errors.push(`${prefix}${text}`);
  });
  context.on('weberror', (error) => errors.push(`${prefix}pageerror: ${error.error().message}`));
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, 'console errors of the test\'s visitors').toEqual([]);
    },
    { auto: true },
  ],
  ns: async ({}, use, testInfo) => {
    await use(testNamespace(testInfo.title));
  },
  db: async ({ ns }, use) => {
    await use(ownerDb(ns));
  },
  // The default `page` lives in this context.
  context: async ({ context, ns, consoleErrors, allowedConsoleErrors }, use) => {
    await useNamespace(context, ns);
    watchConsole(context, '', consoleErrors, allowedConsoleErrors);
    await use(context);
  },
  newVisitor: async ({ browser, ns, consoleErrors, allowedConsoleErrors, serviceWorkers, extraHTTPHeaders }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ name, ...options }: VisitorOptions = {}) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        hasTouch: true,
        locale: 'nb-NO',
        baseURL: process.env.PORTALEN_BASE_URL,
        serviceWorkers,
        extraHTTPHeaders,
        ...options,
      });
      contexts.push(context);
      await useNamespace(context, ns);
      watchConsole(context, name ?? `visitor ${contexts.length + 1}`, consoleErrors, allowedConsoleErrors);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  secondPage: async ({ newVisitor }, use) => {
    await use(await newVisitor({ name: 'secondPage' }));
  },
});

export { expect };

/** Waits until the anonymous sign-in finished and returns the uid shown in the nav bar. */
export async function signedInUid(page: Page): Promise<string> {
  const uid = page.getByTestId('user-id');
  await expect(uid).toBeVisible({ timeout: 20_000 });
  return (await uid.textContent())?.trim() ?? '';
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page) {
  // Colours caught halfway through a transition (a button turning from disabled grey to its colour
  // as the database connects) are neither state's: wait for the finite ones to end. Spinners run
  // forever and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A full-page screenshot under test-results/screens/ for a human to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
