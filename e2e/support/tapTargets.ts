import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// A phone in one hand at a party: every control is at least 44×44 CSS px and keeps clear of its
// neighbours (WCAG 2.5.5, docs/design.md §Tap targets). Measured once the live screen is up: the
// static routes in their smoke test (shell.spec.ts, the same page load as the accessibility scan),
// the id routes with the demo data (tapTargets.spec.ts).

export const MIN = 44;
/** Two targets side by side keep at least this much room between them. */
const GAP = 4;

/** The demo id each id route opens (localdb/seed.json); a new id route must name one here. */
export const DEMO_IDS: Record<string, string> = { proost: 'FestA', cah: 'KortA', battleshots: 'SjoeA', fridge: 'demo', quest: 'DEMO1', fest: 'FestX' };

/** What the route shows once its live screen is up, and what to tap first so its controls are there. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/calculator/': async (page) => {
    // An order line brings its «Fjern én» button; the archive's empty list says the database is there.
    await page.getByRole('button', { name: /^Øl 98/ }).click();
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByText('Ingenting å vise her')).toBeVisible({ timeout: 20_000 });
  },
  '/fridge/demo/': async (page) => {
    await expect(page.getByTestId('stock-row').first()).toBeVisible({ timeout: 20_000 });
  },
};

type Finding = string;

/**
 * Measures in the page: every visible control, resolved to the box a finger actually hits.
 * - buttons, role=button/switch/checkbox/radio/tab/combobox/menuitem/option, select, summary;
 * - text fields and MUI selects: their outlined box (.MuiInputBase-root), which focuses the field;
 * - checkboxes, radios and switches: their <label> when they have one (a tap on the text counts),
 *   else the input's own box (MUI stretches the hidden input over the round touch area);
 * - links that stand alone (nav bar, tiles, links styled as buttons); a link inside a sentence is
 *   exempt (WCAG 2.5.5 «inline»), as are the Battleshots board's cells, which share the width
 *   they have (docs/battleshots.md).
 */
function measure({ min, gap }: { min: number; gap: number }): Finding[] {
  const SELECTOR = [
    'button',
    'a[href]',
    'select',
    'summary',
    'textarea',
    'input:not([type=hidden])',
    '[role=button]',
    '[role=switch]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=tab]',
    '[role=combobox]',
    '[role=menuitem]',
    '[role=option]',
  ].join(',');

  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || el.getAttribute('placeholder') || '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> «${label.trim().replace(/\s+/g, ' ').slice(0, 40)}»`;
  };
  const isBlock = (el: Element) => !getComputedStyle(el).display.startsWith('inline');
  /** A link inside running text: its block holds words that are not links. */
  const inProse = (link: Element) => {
    // A link laid out as a box of its own (a flex item, a tile) stands alone.
    if (getComputedStyle(link).display !== 'inline') return false;
    let block = link.parentElement;
    while (block && !isBlock(block)) block = block.parentElement;
    if (!block) return false;
    const copy = block.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('a').forEach((a) => a.remove());
    return /\p{L}{2,}/u.test(copy.textContent ?? '');
  };
  const target = (el: Element): Element | null => {
    if (el.closest('[aria-hidden="true"], [inert]')) return null;
    if (el.closest('[data-testid^="board-"]')) return null;
    if (el.matches('a[href]') && inProse(el)) return null;
    if (el.matches('input[type=checkbox], input[type=radio]')) return el.closest('label') ?? el;
    if (el.matches('input, textarea, [role=combobox]')) {
      if (el.getAttribute('tabindex') === '-1') return null; // MUI Select's hidden native input
      return el.closest('.MuiInputBase-root') ?? el;
    }
    return el;
  };
  const layer = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return document.body;
  };

  const targets = new Set<Element>();
  for (const el of document.querySelectorAll(SELECTOR)) {
    const t = target(el);
    if (t) targets.add(t);
  }
  /**
   * The part of a control a finger can reach now: a row that scrolls sideways (the nav bar on a
   * phone) clips the links scrolled out of it, which are then neither on screen nor neighbours.
   */
  const shown = (el: Element) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let node = el.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  const boxes = [...targets]
    .map((el) => ({ el, full: el.getBoundingClientRect(), rect: shown(el), layer: layer(el) }))
    .filter(({ el, full, rect }) => full.width > 1 && full.height > 1 && rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden');

  const findings: Finding[] = [];
  // The size is the control's own (one half scrolled out of its row is whole once scrolled in).
  for (const { el, full: rect } of boxes) {
    if (rect.width < min - 0.5 || rect.height < min - 0.5) findings.push(`${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      // A control inside another (a checkbox in its row's label) and controls on different layers
      // (a fixed bar over the scrolled page) are not neighbours.
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const dx = Math.max(a.rect.left - b.rect.right, b.rect.left - a.rect.right);
      const dy = Math.max(a.rect.top - b.rect.bottom, b.rect.top - a.rect.bottom);
      const apart = Math.max(dx, dy);
      if (apart < gap - 0.5) findings.push(`${describe(a.el)} and ${describe(b.el)} are ${apart < 0 ? 'overlapping' : `${Math.round(apart * 10) / 10} px apart`}`);
    }
  }
  return findings;
}

/** Waits until the screen settles (no loading bar or spinner left), then fails on every finding. */
export async function expectTapTargets(page: Page, route: string) {
  await READY[route]?.(page);
  // A live list replaces its skeleton: judge the settled screen, not the one being replaced.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  expect(await page.evaluate(measure, { min: MIN, gap: GAP })).toEqual([]);
}
