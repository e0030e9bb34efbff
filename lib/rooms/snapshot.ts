// A room page's first paint: one plain REST read of the room, started by an inline
// script while the HTML is still being parsed, so the card can paint before any Firebase SDK,
// sign-in or MUI has loaded. Public rooms, fridges and quest logs are readable signed out (the
// rules say so); a private room's read is refused and the page goes the live way at once.
import { startEarlyAccount, type AccountSetup } from '@/lib/firebase/earlyAccount';
import { DEFAULT_DATABASE_PORT, EMULATOR_CONFIG_GLOBAL, EMULATOR_CONFIG_PATH, LOCAL_NAMESPACE, NAMESPACE_OVERRIDE_KEY, usesEmulators } from '@/lib/firebase/config';

/**
 * What a page opened by link reads for its first paint. The app declares it
 * (features/<app>/snapshot.ts, built with its own path builders) and its manifest names it, so
 * the root layout starts the read of every such page (headSnapshotScript).
 */
export type SnapshotSource = {
  /** The route prefix the id follows, e.g. `/proost/`: one of the app's id routes. */
  prefix: string;
  /** The database path with SNAPSHOT_ID where the id goes. */
  template: string;
  /** Which ids are worth a read (a regular expression's source). */
  idPattern: string;
  /**
   * One more node the first paint needs (the fridge's category names, Cah's black cards, a quest
   * log's name), read in parallel: still one round trip. It may hold SNAPSHOT_ID too.
   */
  also: string | null;
};

/**
 * What the read gave: the node's value; `refused` when the rules refused it signed out (a private
 * room: its page paints the password wall at once); or nothing to paint (missing, offline).
 */
export type SnapshotOutcome = { status: 'value'; value: unknown; also: unknown } | { status: 'refused' } | { status: 'none' };

export type SnapshotRequest = { path: string; id: string; outcome: Promise<SnapshotOutcome> };

/** Everything the self-contained starter needs, as plain JSON (it is inlined into the page). */
export type SnapshotSetup = {
  /** The route prefix the id follows, e.g. `/proost/`. */
  prefix: string;
  /** Which ids are worth a read (a regular expression's source). */
  idPattern: string;
  /** The database path with `placeholder` where the id goes. */
  template: string;
  placeholder: string;
  /**
   * One more node the first paint needs (the fridge's category names, Cah's black cards, a quest
   * log's name), read in parallel: still one round trip. Its value is `also`. It may hold the
   * placeholder, which becomes the id as in `template`.
   */
  also: string | null;
  /** A real project's database URL; null in a build that talks to the local emulators. */
  databaseURL: string | null;
  configPath: string;
  /** Where the served page may already hold that config (no round trip then). */
  configGlobal: string;
  namespaceKey: string;
  defaultPort: number;
  defaultNamespace: string;
  /** Where on `window` the request is kept for the page's code to pick up. */
  global: string;
};

/** Where the id goes in a SnapshotSource's paths (pass it to the app's path builders). */
export const SNAPSHOT_ID = '__id__';
export const SNAPSHOT_GLOBAL = '__portalenSnapshot';
/** A room code (lib/rooms/). */
export const ROOM_CODE_PATTERN = '^[A-Za-z0-9]{5}$';
// Any database key of a sane length; the paths module checks the rest before the live reads.
export const KEY_PATTERN = '^[^.#$\\[\\]/\\u0000-\\u001f\\u007f]{1,64}$';

export function snapshotSetup(source: SnapshotSource): SnapshotSetup {
  return {
    prefix: source.prefix,
    template: source.template,
    idPattern: source.idPattern,
    also: source.also,
    placeholder: SNAPSHOT_ID,
    databaseURL: usesEmulators() ? null : (process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ?? null),
    configPath: EMULATOR_CONFIG_PATH,
    configGlobal: EMULATOR_CONFIG_GLOBAL,
    namespaceKey: NAMESPACE_OVERRIDE_KEY,
    defaultPort: DEFAULT_DATABASE_PORT,
    defaultNamespace: LOCAL_NAMESPACE,
    global: SNAPSHOT_GLOBAL,
  };
}

type SnapshotWindow = {
  location: { pathname: string; hostname: string };
  fetch: (url: string, init?: { cache?: 'no-store'; credentials?: 'omit' }) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;
  localStorage?: { getItem: (key: string) => string | null };
  [key: string]: unknown;
};

/**
 * Starts (or returns the already started) REST read for the page at `win.location`; null when the
 * address holds no id worth reading. This function is inlined into the HTML as text, so it must
 * stay self-contained: no imports, no outer variables, nothing newer than the browsers we serve.
 */
export function startSnapshot(win: SnapshotWindow, setup: SnapshotSetup): SnapshotRequest | null {
  const pathname = win.location.pathname;
  if (pathname.indexOf(setup.prefix) !== 0) return null;
  const rest = pathname.slice(setup.prefix.length).split('/');
  if (rest.length > 2 || (rest.length === 2 && rest[1] !== '')) return null;
  let id: string;
  try {
    id = decodeURIComponent(rest[0]).trim();
  } catch {
    return null;
  }
  if (!new RegExp(setup.idPattern).test(id)) return null;
  const path = setup.template.split(setup.placeholder).join(id);
  const started = win[setup.global] as SnapshotRequest | undefined;
  if (started && started.path === path) return started;

  const restPath = setup.template
    .split('/')
    .map(function (part) {
      return part === setup.placeholder ? encodeURIComponent(id) : part;
    })
    .join('/');
  let url: Promise<string>;
  if (setup.databaseURL) {
    url = Promise.resolve(setup.databaseURL.replace(/\/+$/, '') + '/' + restPath + '.json');
  } else {
    const given = win[setup.configGlobal];
    const config: Promise<unknown> =
      given && typeof given === 'object'
        ? Promise.resolve(given)
        : win
            .fetch(setup.configPath, { cache: 'no-store' })
            .then(function (response) {
              return response.ok ? response.json() : null;
            })
            .catch(function () {
              return null;
            });
    url = config.then(function (config) {
      const c = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
      const valid = /^[a-z0-9-]{1,64}$/;
      let port = c.databasePort;
      if (typeof port !== 'number' || port % 1 !== 0 || port < 1 || port > 65535) port = setup.defaultPort;
      let namespace = typeof c.namespace === 'string' && valid.test(c.namespace) ? c.namespace : setup.defaultNamespace;
      let override: string | null = null;
      try {
        override = win.localStorage ? win.localStorage.getItem(setup.namespaceKey) : null;
      } catch {
        override = null;
      }
      if (override && valid.test(override)) namespace = override;
      const host = win.location.hostname === 'localhost' || !win.location.hostname ? '127.0.0.1' : win.location.hostname;
      return 'http://' + host + ':' + port + '/' + restPath + '.json?ns=' + encodeURIComponent(namespace);
    });
  }
  // The rules' refusal (401 signed out, 403 in some proxies), told apart from a failed read.
  const refused = {};
  const read = function (address: Promise<string>): Promise<unknown> {
    return address
      .then(function (href) {
        return win.fetch(href, { credentials: 'omit' });
      })
      .then(function (response) {
        // A failed read is undefined; a node that is not there is null.
        if (response.ok) return response.json();
        return response.status === 401 || response.status === 403 ? refused : undefined;
      })
      .catch(function () {
        return undefined;
      });
  };
  const also = setup.also;
  const outcome = Promise.all([
    read(url),
    also
      ? read(
          url.then(function (href) {
            const alsoPath = also
              .split('/')
              .map(function (part) {
                return part === setup.placeholder ? encodeURIComponent(id) : part;
              })
              .join('/');
            return href.replace('/' + restPath + '.json', '/' + alsoPath + '.json');
          }),
        )
      : null,
  ]).then(function (values): SnapshotOutcome {
    let value = values[0];
    if (value === refused) return { status: 'refused' };
    const alsoValue = values[1] === undefined || values[1] === refused ? null : values[1];
    // A second node of the room's own (its path holds the id) that is there says the room
    // exists, so an empty main node is an empty room: a quest log with no visible quests yet.
    if (value === null && also && also.split('/').indexOf(setup.placeholder) !== -1 && alsoValue !== null) value = {};
    return value !== null && typeof value === 'object' ? { status: 'value', value: value, also: alsoValue } : { status: 'none' };
  });
  const request: SnapshotRequest = { path: path, id: id, outcome: outcome };
  win[setup.global] = request;
  return request;
}

/**
 * Turns a snapshot into the first paint's markup, before React has loaded: the markup the app's
 * snapshot view renders, because it is generated from the same card component
 * (features/<app>/paint.tsx, scripts/cardPainters.ts). Its last argument is the class names of the
 * CSS modules the card uses, one map each. Null: nothing to paint.
 */
export type SnapshotPainter<A> = (value: unknown, also: unknown, id: string, args: A) => string | null;

/**
 * A generated painter (features/<app>/paint.generated.ts): `painter` is the source of a
 * self-contained function expression (a SnapshotPainter), inlined into the page as it is.
 */
export type EarlyPaint<A> = { painter: string; args: A };

/**
 * The class names `keys` of a CSS module for an inline painter, as plain JSON (a test's module mock
 * is a proxy). The page's build names a module's classes one prefix and the key (`vCMXKG_header`):
 * then the prefix alone is passed, and the painter's prelude (scripts/cardPainters.ts) makes it the
 * map again; any other naming is passed as the map itself (docs/rooms.md "The card's painter, generated").
 */
export function pick(styles: Record<string, string>, keys: readonly string[]): ClassNames {
  const names = Object.fromEntries(keys.map((key) => [key, styles[key]]));
  const first = keys.length ? String(names[keys[0]]) : '';
  const prefix = first.slice(0, first.length - (keys[0]?.length ?? 0));
  return keys.every((key) => names[key] === prefix + key) ? prefix : names;
}

/** A CSS module's class names as a painter gets them: the map, or the prefix every name shares (pick). */
export type ClassNames = string | Record<string, string>;

/** An early paint's painter as a function (what the inline script runs), for tests and tools. */
export function painterOf<A>(early: EarlyPaint<A>): (value: unknown, also: unknown, id: string) => string | null {
  const painter = new Function(`return (${early.painter})`)() as SnapshotPainter<A>;
  return (value, also, id) => painter(value, also, id, early.args);
}

/**
 * What a page paints when the rules refuse its read signed out (a private room's password wall):
 * the markup `html` (the same for every room, made when the page is built), then `wire` keeps the
 * form working until the live screen takes over. `wire` is inlined as text like the painter, so
 * just as self-contained.
 */
export type RefusedPaint<A> = { html: string; wire: (box: Element, args: A) => void; args: A };

/**
 * What the guest meets first below a readable room's card, a form or a notice (Cah's name box for
 * a seat; Battleshots' name box for the open seat, or why there is none): painted into the page's
 * `[data-first-paint-form]` box once the read has a value, a form wired like the password wall,
 * and taken over by the live screen.
 * `paint` gets the room's id and the read's value and may return '' (nothing to paint: this phone
 * already has a seat). Inlined as text like the painter.
 */
export type FormPaint<A> = { paint: (args: A, id: string, value: unknown) => string; wire: ((box: Element, args: A) => void) | null; args: A };

/** The box a FormPaint is painted into, kept by RoomFirstPaint until the live screen has painted. */
export const FORM_BOX = 'data-first-paint-form';

/** A painted form's wiring and its arguments (RefusedPaint, FormPaint). */
type Wired = { wire: ((box: Element, args: never) => void) | null; args: unknown };

type PaintWindow = {
  document: Pick<Document, 'querySelector' | 'readyState' | 'addEventListener' | 'documentElement'>;
  MutationObserver?: typeof MutationObserver;
};

/**
 * Once the read is back, fills the page's empty `[data-first-paint]` box with the painter's markup,
 * the moment the parser has reached the box: the card paints while the rest of the HTML (React's
 * payload) is still arriving, before the page's scripts run. React leaves the box's contents alone
 * while it hydrates (they are its dangerouslySetInnerHTML) and replaces the box with the same
 * markup of its own once it has the snapshot too.
 */
export function paintEarly<A, R, F>(
  win: PaintWindow,
  request: SnapshotRequest,
  painter: SnapshotPainter<A> | null,
  args: A,
  refused?: RefusedPaint<R> | null,
  form?: FormPaint<F> | null,
): void {
  request.outcome.then((outcome) => {
    const value = outcome.status === 'value' && painter ? outcome : null;
    // What goes into which box (`[data-first-paint<suffix>]`), in the order the boxes come in the
    // HTML: the card, or a refused read's wall; then, only with a value, the form below the card.
    // Each is painted once its box is there and still empty (React may have filled it already),
    // then wired, and dropped from the list.
    const jobs: [string, () => string | null, Wired | null][] = value
      ? [['', () => painter!(value.value, value.also, request.id, args), null]]
      : outcome.status === 'refused' && refused
        ? [['', () => refused.html, refused]]
        : [];
    if (value && form) jobs.push(['-form', () => form.paint(form.args, request.id, value.value), form]);
    // True once every box is there (painted now, or by React already).
    const fill = () => {
      for (let box; jobs[0] && (box = win.document.querySelector(`[data-first-paint${jobs[0][0]}]`)); ) {
        const [, paint, then] = jobs.shift()!;
        const html = box.firstChild ? null : paint();
        if (html) {
          box.innerHTML = html;
          then?.wire?.(box, then.args as never);
        }
      }
      return !jobs[0];
    };
    if (fill() || win.document.readyState !== 'loading') return;
    const Observer = win.MutationObserver;
    const watch = Observer && new Observer(() => fill() && watch!.disconnect());
    watch?.observe(win.document.documentElement, { childList: true, subtree: true });
    win.document.addEventListener('DOMContentLoaded', () => {
      watch?.disconnect();
      fill();
    });
  });
}

// Inside the script element only an end tag (`</`), `<!--` or `<script` could end or change it; in
// JSON.stringify's output they can occur only inside strings, where they are escaped (markup in a
// string keeps its other `<`s as they are).
const scriptSafe = (text: string) => text.replace(/<(\/|!--|script)/gi, (_, tail: string) => (tail === '/' ? '<\\/' : '\\u003c' + tail));
const json = (value: unknown) => scriptSafe(JSON.stringify(value));
// Markup as a string literal in single quotes (its attributes are in double ones, which JSON would
// escape).
const markupString = (html: string) => "'" + scriptSafe(html.replace(/[\\'\n\r\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))) + "'";

/**
 * The root layout's first script, in every page's head (`sources`: every app's, from the
 * registry): starts the read of whichever room page this is before the browser has parsed the body
 * or started any of the page's JavaScript, so the answer is back by the time the card's box is
 * parsed. The page's own script (snapshotScript) then paints from that request; on other pages it
 * does nothing. A room page signs in whatever the guest does next, so it also starts the account
 * (lib/firebase/earlyAccount.ts) while its scripts download.
 */
export function headSnapshotScript(sources: readonly SnapshotSource[], account: AccountSetup): string {
  const setups = sources.map(snapshotSetup);
  return `try{var s=${json(setups)},f=(${startSnapshot.toString()});for(var i=0;i<s.length;i++){var r=f(window,s[i]);if(r){(${startEarlyAccount.toString()})(window,${json(account)},r.outcome);break}}}catch(e){}`;
}

/**
 * The inline script of an app's room page, which follows the head's script (headSnapshotScript):
 * with a painter, it paints the card from the head's request (when it is this app's: its path
 * starts as `source`'s template does) before any of the page's JavaScript has run. It does not
 * start the read again: the head's script holds the only copy of startSnapshot in the page
 * (docs/rooms.md "The card's painter, generated", Bytes).
 */
export function snapshotScript<A, R, F>(source: SnapshotSource, early?: EarlyPaint<A>, refused?: RefusedPaint<R>, form?: FormPaint<F>): string {
  if (!early && !refused) return '';
  const painter = early ? early.painter : 'null';
  const args = early ? json(early.args) : 'null';
  const onRefused = refused ? `{html:${markupString(refused.html)},wire:${refused.wire.toString()},args:${json(refused.args)}}` : 'null';
  const onValue = form ? `{paint:${form.paint.toString()},wire:${form.wire ? form.wire.toString() : 'null'},args:${json(form.args)}}` : 'null';
  const own = json(source.template.split(SNAPSHOT_ID)[0]);
  return `try{var r=window.${SNAPSHOT_GLOBAL};if(r&&!r.path.indexOf(${own}))(${paintEarly.toString()})(window,r,${painter},${args},${onRefused},${onValue})}catch(e){}`;
}
