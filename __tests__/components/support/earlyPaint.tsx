import { accountSetup } from '@/lib/firebase/earlyAccount';
// Helpers for the tests that hold an app's early paint (the inline script's markup string) to the
// markup React renders for the same snapshot.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FORM_BOX, headSnapshotScript, SNAPSHOT_GLOBAL, snapshotScript, type EarlyPaint, type FormPaint, type RefusedPaint, type SnapshotRequest, type SnapshotSource } from '@/lib/rooms/snapshot';
import { renderScreen } from './screen';

/** Markup with attributes in a fixed order and styles as the browser reads them. */
export function normalized(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    const attrs = [...el.attributes].map((a) => [a.name, a.name === 'style' ? (el as HTMLElement).style.cssText : a.value.trim()]);
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs.sort(([a], [b]) => a.localeCompare(b))) el.setAttribute(name, value);
  }
  return copy.innerHTML;
}

/** `ui` as an exported page's HTML holds it, in the document, before any of the page's scripts has run. */
export function serverRenderedPage(ui: ReactElement): HTMLDivElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(ui);
  document.body.append(page);
  return page;
}

/** The normalized markup React renders for `ui` (rendered, read, unmounted). */
export function renderedMarkup(ui: ReactElement): string {
  const { container, unmount } = renderScreen(ui);
  const html = normalized(container);
  unmount();
  return html;
}

/**
 * What a room page's browser runs of the first paint, in order: the head's script, which starts the
 * read (the root layout's, here with this app's source alone), then the page's own, which paints.
 */
export function pageScript<A, R, F>(source: SnapshotSource, early?: EarlyPaint<A>, refused?: RefusedPaint<R>, form?: FormPaint<F>): string {
  return headSnapshotScript([source], accountSetup()) + snapshotScript(source, early, refused, form);
}

/** A painter's string read by the browser's parser, normalized; null when it paints nothing. */
export function parsed(html: string | null): string | null {
  if (html === null) return null;
  const box = document.createElement('div');
  box.innerHTML = html;
  return normalized(box);
}

/**
 * Runs the page's real inline script (as text, the way the browser does) for `pathname`, with a
 * fetch that answers the room's path with `value` and the extra node with `also`, and returns the
 * first-paint box once the read is back.
 */
export async function runInlineScript<A>(source: SnapshotSource, pathname: string, early: EarlyPaint<A>, answer: (url: string) => unknown): Promise<HTMLElement> {
  document.body.innerHTML = '<div data-first-paint=""></div>';
  window.history.replaceState(null, '', pathname);
  const fetch = jest.fn((url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('emulators') ? null : answer(url)) }));
  const win = { location: window.location, localStorage: window.localStorage, document, fetch } as unknown as Record<string, unknown>;
  const script = pageScript(source, early);
  expect(script).not.toMatch(/<\/script/i);
  new Function('window', script)(win);
  await (win[SNAPSHOT_GLOBAL] as { outcome: Promise<unknown> }).outcome;
  await Promise.resolve();
  return document.querySelector('[data-first-paint]') as HTMLElement;
}

/**
 * Runs a room page's inline `script` (as text, the way the browser does) for `pathname` against a
 * page still being parsed: the read is answered by `answer` (a status and a body per URL), then
 * the parser reaches the card's box and, a chunk later, the box below it. Returns the page and
 * both boxes as the script left them.
 */
export async function runWhileParsing(pathname: string, script: string, answer: (url: string) => { status: number; body: unknown }) {
  const page = document.createElement('div');
  document.body.append(page);
  const win: Record<string, unknown> = {
    location: { pathname, hostname: 'localhost', hash: window.location.hash },
    localStorage: window.localStorage,
    __portalenEmulators: { databasePort: 9123, namespace: 'fest' },
    fetch: (url: string) => {
      const { status, body } = answer(url);
      return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) });
    },
    document: {
      readyState: 'loading',
      documentElement: page,
      querySelector: (selector: string) => page.querySelector(selector),
      addEventListener: () => {},
    },
    MutationObserver,
  };
  expect(script).not.toMatch(/<\/script/i);
  new Function('window', script)(win);
  await (win[SNAPSHOT_GLOBAL] as SnapshotRequest).outcome;
  const chunk = () => new Promise((resolve) => setTimeout(resolve, 0));
  await chunk();
  const card = document.createElement('div');
  card.setAttribute('data-first-paint', '');
  page.append(card);
  await chunk();
  const form = document.createElement('div');
  form.setAttribute(FORM_BOX, '');
  page.append(form);
  await chunk();
  return { page, card, form };
}
