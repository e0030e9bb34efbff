import type { Page } from '@playwright/test';

type ShiftWindow = { movedByShifts: string[] };

/**
 * Records, from the page's first moment, every node inside `within` (a selector) that a layout
 * shift moved, as the browser reports it for CLS. Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page, within: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as ShiftWindow;
    w.movedByShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[]) {
        for (const { node } of entry.sources) {
          if (node && document.querySelector(selector)?.contains(node)) {
            w.movedByShifts.push(`${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
}

/** The nodes moved so far (a shift is reported in the frame after it, so this waits a moment). */
export async function movedByLayoutShifts(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as ShiftWindow).movedByShifts);
}
