import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

// Debian's Chromium where it is installed (CI and these machines cannot download Playwright's
// browsers); elsewhere the Playwright-managed browser.
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args } : { args };
}
