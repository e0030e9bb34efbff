// `node scripts/screens.mjs [site dir] [output dir]`: full-page screenshots of the main pages at
// 390×844 in the light and the dark colour scheme, served the way `npm start` serves them. Used
// to compare the look before and after a change (build the old tree into another folder, shoot
// both, open the PNGs side by side).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startStack } from './stack.mjs';

const site = path.resolve(process.argv[2] ?? path.join(ROOT, 'out'));
const outDir = path.resolve(process.argv[3] ?? path.join(ROOT, 'test-results', 'look'));
const PAGES = ['/', '/menu/', '/links/', '/tiles/', '/spy/', '/f1/', '/proost/', '/proost/AbC12/', '/proost/FestA/', '/finnes-ikke/'];

const stack = await startStack({ siteDir: site });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme, hasTouch: true });
    const page = await context.newPage();
    for (const route of PAGES) {
      await page.goto(`${stack.env.PORTALEN_BASE_URL}${route}`);
      // The uid in the nav bar arrives after load; shoot once it is there so both builds match.
      await page.getByTestId('user-id').waitFor({ timeout: 20_000 }).catch(() => {});
      // Then until the page stops growing (a room renders its lists just after its card).
      let height = -1;
      for (let i = 0; i < 20; i++) {
        await page.waitForTimeout(300);
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        if (now === height) break;
        height = now;
      }
      const name = `${route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home'}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    }
    await context.close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await stack.stop();
}
