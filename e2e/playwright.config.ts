import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

// `npm test` starts the stack and passes its URL; run alone, the global setup starts one.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `npm test` reads the JSON report to print one total for Jest and Playwright together.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.PORTALEN_BASE_URL || undefined,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'nb-NO',
    // Recording a trace costs every test about a fifth more browser CPU (screencast, DOM
    // snapshots), and the suite is CPU-bound on 2 cores (docs/testing.md §Browser tests): record
    // it for a failed test's retry (CI retries once), or ask for it with `--trace on`.
    trace: 'on-first-retry',
    // The service worker downloads the shell and each opened app in the background of every new
    // phone; it is tested where it matters (offline.spec.ts), and kept out of the other tests'
    // timing on a 2-core machine.
    serviceWorkers: 'block',
    // Uncompressed answers: the Hosting emulator compresses every file anew for every request
    // (Brotli for a browser), about a third of a CPU-second per room page load on this machine
    // against a twelfth uncompressed (docs/testing.md, "Browser tests"). No test is about transfer
    // encoding; `npm run perf` measures bytes as a browser gets them.
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    screenshot: 'only-on-failure',
  },
});
