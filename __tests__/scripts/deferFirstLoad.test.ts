import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deferFirstLoadScripts, deferInHtml, deferredScripts, formControls, sessionScripts } from '@/scripts/defer-first-load.mjs';
import { EARLY_FORM } from '@/lib/browser/earlyForms';
import { EARLY_TAP_BUTTON } from '@/lib/browser/earlyTaps';
import { SNAPSHOT_GLOBAL } from '@/lib/rooms/snapshot';

// The shape `next build` writes: a preload and async chunk scripts in the head, the head script
// that starts the read, the noModule polyfill, and one more chunk script in the body.
const ROOM_PAGE =
  '<!DOCTYPE html><html><head><style>.a{}</style>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  `<script>window.${SNAPSHOT_GLOBAL}=1</script>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><div data-first-paint=""></div></main>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const CHUNKS = ['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/page.js'];
// What sign-in and the socket need beyond the page's own scripts (scripts/session-chunks.mjs finds them in an export).
const SESSION = ['/_next/static/chunks/auth.js', '/_next/static/chunks/database.js'];
const sessionOf = (srcs: string[]) => (srcs.join() === CHUNKS.join() ? SESSION : ['/_next/static/chunks/unexpected.js']);

describe('deferInHtml', () => {
  it('moves every chunk script and preload of a first-paint page into one loader at the end of the head', () => {
    const html = deferInHtml(ROOM_PAGE, sessionOf)!;
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The polyfill for old browsers stays as Next wrote it.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    const head = html.slice(0, html.indexOf('</head>'));
    const loader = head.slice(head.lastIndexOf('<script>'));
    // After the script that starts the read, so the read is there to wait for.
    expect(head.indexOf(`window.${SNAPSHOT_GLOBAL}=1`)).toBeLessThan(head.lastIndexOf('<script>'));
    expect(loader).toContain(JSON.stringify(CHUNKS));
    // What `npm run perf` and the page-weight test count as the page's first load.
    expect(deferredScripts(html)).toEqual(CHUNKS);
    expect(deferredScripts(ROOM_PAGE)).toEqual([]);
    // The session's chunks, asked for from the page's own scripts, are a list of their own.
    expect(sessionScripts(html)).toEqual(SESSION);
    expect(sessionScripts(ROOM_PAGE)).toEqual([]);
    // The rest of the page is untouched.
    expect(html).toContain('<div data-first-paint=""></div></main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>');
  });

  it('defers a page without a first-paint box too, without the session chunks, and leaves a page already done', () => {
    const plain = ROOM_PAGE.replace(' data-first-paint=""', '');
    const html = deferInHtml(plain, sessionOf)!;
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(deferredScripts(html)).toEqual(CHUNKS);
    // Sign-in's chunks are the page's own code's to ask for, when it needs them.
    expect(sessionScripts(html)).toEqual([]);
    expect(deferInHtml(deferInHtml(ROOM_PAGE)!)).toBeNull();
    expect(deferInHtml(html)).toBeNull();
  });

  it('leaves a page alone that holds a field or button outside an early form; a room page is always deferred', () => {
    const plain = ROOM_PAGE.replace(' data-first-paint=""', '');
    const withBody = (markup: string) => plain.replace('<main>', `<main>${markup}`);
    // A field of its own (the F1 simulator's form): typed before hydration, React would replace it.
    const field = withBody('<form><input name="laps" value="1"/><button type="submit">Kjør</button></form>');
    expect(formControls(field)).toBe(2);
    expect(deferInHtml(field)).toBeNull();
    expect(deferInHtml(withBody('<textarea></textarea>'))).toBeNull();
    // An early form keeps what is typed and a submit until hydration (the lobbies', the party's,
    // the home page's join box); a loose field beside it still holds the scripts back.
    const earlyForm = `<form class="f" ${EARLY_FORM.form}="" aria-label="Bli med"><input name="code"/><button type="submit">Bli med</button></form>`;
    expect(formControls(withBody(earlyForm))).toBe(0);
    expect(deferredScripts(deferInHtml(withBody(earlyForm + earlyForm))!)).toEqual(CHUNKS);
    expect(formControls(withBody(`${earlyForm}<input name="laps"/>${earlyForm}`))).toBe(1);
    expect(deferInHtml(withBody(`<input name="laps"/>${earlyForm}`))).toBeNull();
    // An early tap keeps its tap, and a hidden field takes no typing: neither holds the scripts back.
    const early = withBody(`<button ${EARLY_TAP_BUTTON}="">Neste</button><input type="hidden" name="x"/>`);
    expect(formControls(early)).toBe(0);
    expect(deferredScripts(deferInHtml(early)!)).toEqual(CHUNKS);
    // Controls inside the page's scripts (React's payload) are no markup yet.
    expect(formControls(withBody('<script>self.__next_f.push("<input>")</script>'))).toBe(0);
    // A room page's controls are its first paint's, built for it: it is always deferred.
    expect(deferInHtml(ROOM_PAGE.replace('<main>', '<main><input name="x"/>'))).not.toBeNull();
  });

  it('rewrites every page of an export that loads chunks, once', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'defer-first-load-'));
    try {
      mkdirSync(path.join(out, 'proost', '_'), { recursive: true });
      mkdirSync(path.join(out, 'menu'), { recursive: true });
      const plain = ROOM_PAGE.replace(' data-first-paint=""', '');
      const noScripts = '<!DOCTYPE html><html><head></head><body><p>Ingen skript</p></body></html>';
      writeFileSync(path.join(out, 'proost', '_', 'index.html'), ROOM_PAGE);
      writeFileSync(path.join(out, 'menu', 'index.html'), plain);
      writeFileSync(path.join(out, 'plain.html'), noScripts);
      expect(deferFirstLoadScripts(out, sessionOf)).toBe(2);
      expect(readFileSync(path.join(out, 'proost', '_', 'index.html'), 'utf8')).toBe(deferInHtml(ROOM_PAGE, sessionOf));
      expect(readFileSync(path.join(out, 'menu', 'index.html'), 'utf8')).toBe(deferInHtml(plain, sessionOf));
      expect(readFileSync(path.join(out, 'plain.html'), 'utf8')).toBe(noScripts);
      // A second pass finds nothing left to do.
      expect(deferFirstLoadScripts(out, sessionOf)).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

// Runs the loader exactly as the page does: the text of its inline script, against a small window.
function pageWith(request: unknown, readyState: DocumentReadyState, source = ROOM_PAGE) {
  const html = deferInHtml(source, sessionOf)!;
  const head = html.slice(0, html.indexOf('</head>'));
  const code = head.slice(head.lastIndexOf('<script>') + '<script>'.length, head.lastIndexOf('</script>'));
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: Array<() => void> = [];
  const document = {
    readyState,
    head: { appendChild: (el: { src: string; async: boolean }) => added.push(`${el.src}${el.async ? '' : ' (not async)'}`) },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  const win = {
    document,
    [SNAPSHOT_GLOBAL]: request,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  new Function('window', code)(win);
  return {
    added,
    parsed() {
      document.readyState = 'interactive';
      listeners.DOMContentLoaded?.();
    },
    frame() {
      frames.splice(0).forEach((fn) => fn());
    },
  };
}

// Every script the loader adds, in one task: the page's own in Next's order, then the session's.
const ALL = [...CHUNKS, ...SESSION];

describe('the inline loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };

  it('without a started read, waits for the parsed HTML and one frame, then adds the scripts in order, the session chunks behind', () => {
    const page = pageWith(undefined, 'loading');
    expect(page.added).toEqual([]);
    page.parsed();
    expect(page.added).toEqual([]);
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(ALL);
  });

  it("on a page without a card (the home page, a lobby) adds only the page's own scripts, after its first frame", () => {
    const page = pageWith(undefined, 'interactive', ROOM_PAGE.replace(' data-first-paint=""', ''));
    expect(page.added).toEqual([]);
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(CHUNKS);
  });

  it('starts the scripts after three seconds when no frame comes (a tab opened in the background)', () => {
    const page = pageWith(undefined, 'interactive');
    jest.advanceTimersByTime(2_999);
    expect(page.added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.added).toEqual(ALL);
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(ALL);
  });

  it('waits for the read and the parsed HTML, lets one frame paint the card, then adds each script once', async () => {
    let answer!: (value: unknown) => void;
    const page = pageWith({ outcome: new Promise((resolve) => (answer = resolve)) }, 'loading');
    expect(page.added).toEqual([]);

    answer({ status: 'value', value: {} });
    await settle();
    // The rest of the HTML still streams in: the line stays the card's.
    expect(page.added).toEqual([]);
    page.parsed();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(ALL);

    // The cap firing later adds nothing more.
    jest.advanceTimersByTime(10_000);
    expect(page.added).toEqual(ALL);
  });

  it('goes on after a refused read (a private room) as after a card', async () => {
    const page = pageWith({ outcome: Promise.reject(new Error('offline')) }, 'interactive');
    await settle();
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(ALL);
  });

  it('starts the scripts after three seconds when the read never answers', () => {
    const page = pageWith({ outcome: new Promise(() => {}) }, 'interactive');
    jest.advanceTimersByTime(2_999);
    expect(page.added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.added).toEqual(ALL);
  });
});
