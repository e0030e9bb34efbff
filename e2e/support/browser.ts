import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

// Debian's Chromium where it is installed (CI and these machines cannot download Playwright's
// browsers); elsewhere the Playwright-managed browser. The old headless shell
// (`chromium-headless-shell`) comes first: it is the same Blink and V8 without the browser's own
// windows, and the full browser's headless mode spends about as much CPU again as the page on its
// own UI (an omnibox WebUI renderer per window), which on 2 cores is the suite's time
// (docs/testing.md, Browser tests).
const SYSTEM_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_BROWSERS.find((file) => existsSync(file));
}

export function chromiumLaunchOptions(): LaunchOptions {
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ];
  const executablePath = chromiumExecutable();
  return executablePath ? { executablePath, args } : { args };
}
