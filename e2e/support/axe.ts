// axe-core run inside the page itself. The Playwright wrapper (@axe-core/playwright) runs each
// frame's part and then opens a second, blank page to merge the parts, injecting axe's 550 kB
// again there: on a 2-core machine that took 1.3–2.9 s per scan, against 0.5 s for the same rules
// run here (docs/testing.md, Browser tests). The portal's pages have no frames, so a frame's
// scan has nothing to merge; a page that grows one fails the check below rather than going
// unscanned.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';

let source: string | undefined;

function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** Every axe rule run on the page's document; only the violations are collected in full. */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`the page has ${frames - 1} frame(s); axeViolations scans only the top document`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // Passes and inapplicable rules are then counted but not described: the same violations, less work.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}
