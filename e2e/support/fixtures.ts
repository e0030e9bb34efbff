import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const SCREENSHOT_DIR = path.join(__dirname, '..', '..', 'test-results', 'screens');

// Messages Chromium prints that say nothing about our code.
const IGNORED_CONSOLE = [/Download the React DevTools/];

type Fixtures = {
  /** Console errors a test provokes on purpose (e.g. a refused connection). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions of `page`; checked after every test. */
  consoleErrors: string[];
  /** A second, independent visitor (own context: own storage, own anonymous user). */
  secondPage: Page;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A page that is meant to answer 404 reports its own status as a console error.
        const ownStatus = /Failed to load resource/.test(text) && message.location().url === page.url();
        const ignored = [...IGNORED_CONSOLE, ...allowedConsoleErrors].some((re) => re.test(text));
        if (!ownStatus && !ignored) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  secondPage: async ({ browser }, use) => {
    const { context, page } = await newVisitor(browser);
    await use(page);
    await context.close();
  },
});

export { expect };

export async function newVisitor(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'nb-NO',
    baseURL: process.env.PORTALEN_BASE_URL,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the anonymous sign-in finished and returns the uid shown in the nav bar. */
export async function signedInUid(page: Page): Promise<string> {
  const uid = page.getByTestId('user-id');
  await expect(uid).toBeVisible({ timeout: 20_000 });
  return (await uid.textContent())?.trim() ?? '';
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A full-page screenshot under test-results/screens/ for a human to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
