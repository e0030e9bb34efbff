'use client';
import { usePathname } from 'next/navigation';
import type { Database } from 'firebase/database';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { startSessionDownloads, useRequestSessionStart, useSession } from '@/components/firebase/SessionProvider';
import Loading from '@/components/ui/Loading';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';
import { anyEarlyTap } from '@/lib/browser/earlyTaps';
import { retryImport } from '@/lib/browser/retryImport';
import type { RoomGame } from '@/lib/rooms/roomGame';
import styles from './RoomFirstPaint.module.css';
import { FORM_BOX, SNAPSHOT_GLOBAL, snapshotSetup, startSnapshot, type FormPaint, type RefusedPaint, type SnapshotOutcome, type SnapshotSource } from '@/lib/rooms/snapshot';

/** How long the live part waits for a snapshot that is slow to come before it starts anyway. */
export const SNAPSHOT_PATIENCE_MS = 4000;
/** How long the live screen's chunks wait for the sign-in code to come first, at most. */
export const SIGN_IN_FIRST_MS = 2000;

const NOTHING = { __html: '' };

// A room link (its head started the REST read) will sign in whatever the guest does next: what
// sign-in and the socket need downloads while React hydrates, not after the page has loaded.
if (typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL]) startSessionDownloads();

type Snapshot = { status: 'loading' } | (SnapshotOutcome & { id: string });

export type SnapshotViewProps = { id: string; value: unknown; also?: unknown };

type RoomFirstPaintProps<R, F> = {
  /** What to read: the app's first-paint source (features/<app>/snapshot.ts). */
  source: SnapshotSource;
  /** Paints the page's content from the REST snapshot: plain elements, no SDK, no MUI. */
  snapshot: ComponentType<SnapshotViewProps>;
  /** The live screen, a lazy part (components/ui/lazyPart.tsx) whose code is asked for as React first renders the page. */
  live: ComponentType & { preload?: () => void };
  /**
   * What to paint when the rules refuse the read signed out: a private room's password wall
   * (earlyPasswordWall), which takes typing at once while the live screen loads behind it.
   */
  refused?: RefusedPaint<R>;
  /**
   * A form or notice painted below a readable room's card (Cah's and Battleshots' name boxes,
   * taking typing before the live part; Battleshots' notices of a full or locked seat); the live
   * screen takes what was typed over in the commit that drops the first paint.
   */
  form?: FormPaint<F>;
  /**
   * The room game whose room this is: once signed in, a room the snapshot read (a public one)
   * is joined and its reads asked for at once, not when the live screen has loaded and run
   * (`warmUpPublicRoom`).
   */
  roomGame?: RoomGame;
  /**
   * What the room's own screen asks for first, started beside that warm-up (Cah: the question
   * bank, and a seat for a name sent from the plain box); loaded lazily, like the screen.
   */
  signedIn?: () => Promise<RoomStart>;
};

/** A room app's own start once signed in (RoomFirstPaint's `signedIn`); returns the stop function. */
export type RoomStart = (db: Database, code: string, uid: string) => () => void;

/**
 * How a room page loads: the inline script's REST read paints the card first; the live
 * screen (sign-in, the database SDK, reactfire, MUI) starts as soon as React has the card (or,
 * while the read is still out, when a finger goes to the page) and takes the card over without
 * a flash (LivePainted). No snapshot (a private room, a missing one, offline) means the live
 * screen starts at once.
 */
export default function RoomFirstPaint<R, F>({ source, snapshot: SnapshotView, live: Live, refused, form, roomGame, signedIn }: RoomFirstPaintProps<R, F>) {
  const snapshot = useSnapshot(source);
  preloadInBrowser(Live);
  const loadWarmUp = useWarmUp(roomGame, snapshot.status === 'value' ? snapshot.id : null, signedIn);
  const liveStarted = useLiveStart(snapshot.status, loadWarmUp);
  const [livePaintedOnce, setLivePainted] = useState(false);
  const livePainted = useCallback(() => setLivePainted(true), []);
  const showSnapshot = snapshot.status === 'value' && !livePaintedOnce;
  // A refused read keeps the box, which holds (or now gets) the plain password wall.
  const showRefused = snapshot.status === 'refused' && Boolean(refused) && !livePaintedOnce;
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    // The inline script paints the wall when its read comes back before hydration; otherwise here.
    if (!showRefused || !refused || !element || element.firstChild) return;
    element.innerHTML = refused.html;
    refused.wire(element, refused.args);
  }, [showRefused, refused]);
  // The form's box stays from the HTML until the live screen has painted, so what is typed into
  // it survives React taking the card over; a refused or missing room drops it.
  const showForm = Boolean(form) && !livePaintedOnce && (snapshot.status === 'loading' || snapshot.status === 'value');
  const formBox = useRef<HTMLDivElement>(null);
  const formId = snapshot.status === 'value' ? snapshot.id : '';
  const formValue = snapshot.status === 'value' ? snapshot.value : null;
  useLayoutEffect(() => {
    const element = formBox.current;
    // The inline script paints it when its read comes back before hydration; otherwise here.
    if (!form || !formId || !element || element.firstChild) return;
    const html = form.paint(form.args, formId, formValue);
    if (!html) return;
    element.innerHTML = html;
    form.wire?.(element, form.args);
  }, [form, formId, formValue]);
  const covering = showSnapshot || showRefused;
  const cover = useMemo(() => ({ covering, livePainted }), [covering, livePainted]);
  // One element for the whole life of the page: when the snapshot goes (LivePainted, a layout
  // effect in the live screen's commit), React re-renders this component at once, and the same
  // element lets it skip the live screen instead of rendering all of it again in that commit.
  const live = useMemo(() => <Live />, [Live]);
  const id = snapshot.status === 'value' ? snapshot.id : '';
  const also = snapshot.status === 'value' ? snapshot.also : null;
  return (
    <FirstPaintContext.Provider value={cover}>
      {/* The inline script may already have painted the card into this box (paintEarly in
          lib/rooms/snapshot.ts); React keeps its contents until it renders the same card itself. */}
      {(snapshot.status === 'loading' && !livePaintedOnce) || showRefused ? (
        <div ref={box} data-first-paint="" className={styles.early} dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning />
      ) : null}
      {showSnapshot ? <SnapshotView id={id} value={snapshot.value} also={also} /> : null}
      {showForm ? <div ref={formBox} {...{ [FORM_BOX]: '' }} dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning /> : null}
      {liveStarted ? live : null}
      {!showSnapshot && !liveStarted ? <Loading label="Åpner …" /> : null}
    </FirstPaintContext.Provider>
  );
}

const preloaded = new WeakSet<object>();

/**
 * Asks for the live screen's code as React first renders the page in the browser (hydration):
 * the page's own scripts and sign-in's are in by then, and a room link's session and socket are
 * ready as soon as React has run (the head's account, docs/rooms.md "How a room page loads", step
 * 5), so the screen's code, not sign-in, is what the live card would otherwise wait for.
 */
function preloadInBrowser(live: ComponentType & { preload?: () => void }) {
  if (typeof window === 'undefined' || preloaded.has(live)) return;
  preloaded.add(live);
  live.preload?.();
}

const NO_SNAPSHOT = { path: '', id: '', outcome: Promise.resolve<SnapshotOutcome>({ status: 'none' }) };

function useSnapshot(source: SnapshotSource): Snapshot {
  const pathname = usePathname();
  const [snapshot, setSnapshot] = useState<Snapshot>({ status: 'loading' });
  useEffect(() => {
    // An address with no id worth reading leaves it to the live screen to explain.
    const request = startSnapshot(window as unknown as Parameters<typeof startSnapshot>[0], snapshotSetup(source)) ?? NO_SNAPSHOT;
    let current = true;
    void request.outcome.then((outcome) => {
      if (current) setSnapshot({ ...outcome, id: request.id });
    });
    return () => {
      current = false;
    };
  }, [source, pathname]);
  return snapshot;
}

/**
 * Joins a public room and asks for what its live screen reads the moment sign-in is done, with
 * the room app's own start (`signedIn`) beside it (docs/rooms.md, "How a room page loads", step
 * 5): on a cheap phone the screen's chunks are still being run then, and its gate would otherwise
 * render a «Blir med» step and only then join. Once per page: a member removed later is not
 * joined again behind their back. Returns what starts the chunks' download.
 */
function useWarmUp(game: RoomGame | undefined, code: string | null, signedIn: (() => Promise<RoomStart>) | undefined) {
  const session = useSession();
  const done = useRef(false);
  const db = session.status === 'ready' ? session.firebase.database : null;
  const uid = session.status === 'ready' ? session.uid : null;
  // The chunks are asked for once sign-in's own are in (useLiveStart calls `load`), beside the
  // live screen's, so they are on the phone when sign-in is done rather than a round trip after,
  // and take nothing from the line while the first-load scripts come.
  const parts = useRef<Promise<[typeof import('@/lib/rooms/warmUp'), RoomStart | null]> | null>(null);
  const load = useCallback(() => {
    if (!game || !code) return null;
    if (!parts.current) {
      parts.current = Promise.all([retryImport(() => import('@/lib/rooms/warmUp')), signedIn ? retryImport(signedIn) : null]);
      parts.current.catch(() => undefined); // offline: the live screen loads and reports on its own
    }
    return parts.current;
  }, [game, code, signedIn]);
  useEffect(() => {
    if (!game || !code || !db || !uid || done.current) return;
    const loading = load();
    if (!loading) return;
    done.current = true;
    const stops: (() => void)[] = [];
    let cancelled = false;
    void Promise.all([db(), loading])
      .then(([database, [{ warmUpPublicRoom }, start]]) => {
        if (cancelled) return;
        stops.push(warmUpPublicRoom(database, game, code, uid));
        if (start) stops.push(start(database, code, uid));
      })
      // The live screen asks for the same itself and reports what fails.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [game, code, db, uid, load]);
  return load;
}

function useLiveStart(status: Snapshot['status'], alongside: () => unknown): boolean {
  const session = useSession();
  const requestSessionStart = useRequestSessionStart();
  const [waited, setWaited] = useState(false);
  // Nothing to show first, or sign-in is already done: nothing to wait for. Once started, the
  // live screen stays (a later session retry must not unmount it).
  const started = waited || status === 'none' || status === 'refused' || session.status === 'ready';
  if (started && !waited) setWaited(true);
  useEffect(() => {
    if (started) return;
    // The sign-in code and the database SDK are asked for first, alone on the line; the live
    // screen (MUI, the screens, in its own chunks) once they are in, or after SIGN_IN_FIRST_MS,
    // so the phone signs in and opens its socket while the screen downloads (docs/rooms.md, "How
    // a room page loads", step 5). Then a transition: React renders the live screen in slices
    // between which the page still answers a tap, instead of in one long task on a cheap phone.
    let asked = false;
    const start = () => {
      if (asked) return;
      asked = true;
      const signInCodeIn = new Promise<void>((resolve) => {
        void requestSessionStart().then(() => {
          alongside();
          resolve();
        });
        setTimeout(resolve, SIGN_IN_FIRST_MS);
      });
      void signInCodeIn.then(() => startTransition(() => setWaited(true)));
    };
    // The card is on screen, and what sign-in needs has been on its way since the page's code ran
    // (startSessionDownloads): the card's controls are what the guest waits for next, so the live
    // part starts now, not once the page has loaded and gone idle (a room's controls live within
    // 2.5 s, docs/performance.md). A tap kept on the first-painted card before hydration
    // (lib/browser/earlyTaps.ts) waits for it too.
    if (status === 'value' || anyEarlyTap()) {
      start();
      return;
    }
    const timer = setTimeout(start, SNAPSHOT_PATIENCE_MS);
    // Someone reaching for the screen wants its controls now.
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, start, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, start, { capture: true });
    };
  }, [status, started, requestSessionStart, alongside]);
  return started;
}
