'use client';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { retryImport } from '@/lib/browser/retryImport';
import type { FirebaseServices } from '@/lib/firebase/client';
import { fetchEmulatorConfigFile, usesEmulators } from '@/lib/firebase/config';
import { earlyAccount } from '@/lib/firebase/earlyAccount';
import { describeStartError, type SessionError } from '@/lib/firebase/session';

export type Session =
  | { status: 'loading' }
  | { status: 'ready'; uid: string; firebase: FirebaseServices }
  | { status: 'error'; error: SessionError; retry: () => void };

type SessionControl = { session: Session; requestStart: () => Promise<void> };

const SessionContext = createContext<SessionControl>({ session: { status: 'loading' }, requestStart: () => Promise.resolve() });

export function useSession(): Session {
  return useContext(SessionContext).session;
}

/**
 * The signed-in visitor's uid — the one place screens get it from. Only valid under
 * DatabaseGate, which renders its children once the session is ready.
 */
export function useUid(): string {
  const session = useSession();
  if (session.status !== 'ready') throw new Error('useUid() outside DatabaseGate');
  return session.uid;
}

/**
 * Asks the provider to sign in now instead of after the page has loaded (database screens), and
 * fetches the database SDK and reactfire's providers alongside, so the screen does not wait for
 * sign-in to finish before asking for them.
 */
export function useStartSessionNow(wanted = true): void {
  const { requestStart } = useContext(SessionContext);
  useEffect(() => {
    if (wanted) requestStart();
  }, [requestStart, wanted]);
}

/**
 * The sign-in start of a database screen, to be called before its own chunks are asked for: it
 * starts what sign-in and the database socket need and settles once that has downloaded (or
 * failed; the start reports a failure). A room page asks for its live screen only then
 * (RoomFirstPaint), so on a slow line these come first instead of sharing it with MUI and the
 * screens, and the phone signs in and connects while the rest downloads.
 */
export function useRequestSessionStart(): () => Promise<void> {
  return useContext(SessionContext).requestStart;
}

/**
 * Starts fetching the chunks a database screen needs once signed in; each loads only once.
 * Resolves when the database SDK is in (the socket needs it; reactfire's providers can follow).
 */
function preloadDatabaseChunks(): Promise<unknown> {
  // A failed preload is harmless: the gate imports them again and offers a retry if that fails.
  retryImport(() => import('./ReactfireProviders')).catch(() => undefined);
  return retryImport(() => import('@/lib/firebase/databaseSdk')).catch(() => undefined);
}

type SignInDownloads = {
  code: Promise<[typeof import('@/lib/firebase/client'), typeof import('@/lib/firebase/authSdk')]>;
  /** /emulators.json, fetched alongside the SDK chunks rather than after them. */
  configFile: Promise<unknown> | null;
};

/** What sign-in has to download first, all at once. */
function startSignInDownloads(): SignInDownloads {
  const code = retryImport(() => Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/authSdk')]));
  code.catch(() => undefined); // reported by the start that awaits it
  return { code, configFile: usesEmulators() ? fetchEmulatorConfigFile() : null };
}

// Downloads a page started before hydration (startSessionDownloads); the first start takes them.
let pageDownloads: SignInDownloads | null = null;

function takePageDownloads(): SignInDownloads | null {
  const taken = pageDownloads;
  pageDownloads = null;
  return taken;
}

/**
 * Starts downloading what sign-in and the database socket need, from a page's own code before
 * React hydrates: a page whose content is database data (a room link) needs them whatever the
 * guest does next, and on a slow line they then come while the page hydrates instead of after it
 * (docs/rooms.md, "How a room page loads", step 5). Signing in still waits for the provider. On a
 * room page the export's loader has already asked for these chunks with the page's own (each
 * module imported here carries a mark of lib/firebase/sessionCode.mjs), so here they are only
 * taken up.
 */
export function startSessionDownloads(): void {
  if (typeof window === 'undefined' || pageDownloads) return;
  const downloads = (pageDownloads = startSignInDownloads());
  void preloadDatabaseChunks();
  // With the head's account ready the socket opens and authenticates while the page hydrates,
  // not after: its handshake, not the screen's first listen, then waits for the line.
  void earlyAccount()
    .then((account) => (account ? downloads.code : null))
    .then((code) => code?.[0].getFirebase(downloads.configFile))
    .then((firebase) => firebase?.database())
    .catch(() => undefined); // the provider's start reports a failure
}

/**
 * Signs every visitor in anonymously once per page load. The static HTML renders the loading
 * state; Firebase is imported only in the browser. Pages whose content is database data ask for
 * it at once (useStartSessionNow); elsewhere it waits until the page has loaded and settled
 * (lib/browser/afterLoad), because the uid in the nav bar is not worth slowing the first tap on a
 * cheap phone: it may appear a moment later.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(false);
  const started = useRef(-1);
  const retry = useCallback(() => {
    setSession({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  // Downloads a sign-in started early by a database screen; taken (and cleared) by the start below.
  const early = useRef<SignInDownloads | null>(null);
  // A database screen is on this page: its socket may open while sign-in is still under way.
  const databaseWanted = useRef(false);
  const requestStart = useCallback(() => {
    // On a slow phone the re-render and effect that sign in come a few hundred ms later; the
    // downloads and the emulator config fetch need not wait for them.
    if (!early.current && started.current === -1) early.current = takePageDownloads() ?? startSignInDownloads();
    databaseWanted.current = true;
    const database = preloadDatabaseChunks();
    setWanted(true);
    return Promise.allSettled([early.current?.code, database]).then(() => undefined);
  }, []);

  // A sign-in that failed for want of network tries again by itself once the phone is back online.
  useEffect(() => {
    if (session.status !== 'error') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [session.status, retry]);

  useEffect(() => {
    if (wanted) return;
    return afterPageSettled(() => setWanted(true));
  }, [wanted]);

  useEffect(() => {
    if (!wanted || started.current === attempt) return;
    started.current = attempt;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      console.warn('Anonymous sign-in error', error);
      if (!cancelled) setSession({ status: 'error', error: describeStartError(error), retry });
    };
    const start = async () => {
      // Started early by a database screen, or now; a retry downloads (and fetches) afresh.
      const downloads = early.current ?? takePageDownloads() ?? startSignInDownloads();
      early.current = null;
      const [{ getFirebase }, { onAuthStateChanged, signInAnonymously }] = await downloads.code;
      const firebase = await getFirebase(downloads.configFile);
      if (cancelled) return;
      // The head's account is the SDK's too once it starts (lib/firebase/earlyAccount.ts): the
      // screens need not wait for the SDK's lookup of it. Should the SDK not keep it, the session
      // follows the SDK below, and the socket follows its token (lib/firebase/databaseAuth.ts).
      if (firebase.early) setSession({ status: 'ready', uid: firebase.early.uid, firebase });
      // The database socket's handshake (a round trip or two) need not wait for sign-up: the SDK
      // connects without a token and sends the user's as soon as it has one, before the screen's
      // first listen, which waits for the session (docs/rooms.md, "How a room page loads", step 5).
      // A failure here is the screen's to report: useDatabaseLoad asks again and offers a retry.
      if (databaseWanted.current) firebase.database().catch(() => undefined);
      unsubscribe = onAuthStateChanged(
        firebase.auth,
        (user) => {
          if (cancelled) return;
          if (user) {
            const uid = user.uid;
            setSession((now) => (now.status === 'ready' && now.uid === uid && now.firebase === firebase ? now : { status: 'ready', uid, firebase }));
          } else {
            console.warn('No user, signing in anonymously');
            setSession((now) => (now.status === 'loading' ? now : { status: 'loading' }));
            signInAnonymously(firebase.auth).catch(fail);
          }
        },
        fail,
      );
    };
    start().catch(fail);
    return () => {
      cancelled = true;
      started.current = -1;
      unsubscribe?.();
    };
  }, [wanted, attempt, retry]);

  return <SessionContext.Provider value={{ session, requestStart }}>{children}</SessionContext.Provider>;
}
