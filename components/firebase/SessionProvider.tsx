'use client';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { FirebaseServices } from '@/lib/firebase/client';
import { describeStartError, type SessionError } from '@/lib/firebase/session';

export type Session =
  | { status: 'loading' }
  | { status: 'ready'; uid: string; firebase: FirebaseServices }
  | { status: 'error'; error: SessionError; retry: () => void };

const SessionContext = createContext<Session>({ status: 'loading' });

export function useSession(): Session {
  return useContext(SessionContext);
}

/**
 * Signs every visitor in anonymously once per page load. The static HTML renders the loading
 * state; Firebase is imported only in the browser, after first paint.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setSession({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      console.warn('Anonymous sign-in error', error);
      if (!cancelled) setSession({ status: 'error', error: describeStartError(error), retry });
    };
    const start = async () => {
      const [{ getFirebase }, { onAuthStateChanged, signInAnonymously }] = await Promise.all([
        import('@/lib/firebase/client'),
        import('firebase/auth'),
      ]);
      const firebase = await getFirebase();
      if (cancelled) return;
      unsubscribe = onAuthStateChanged(
        firebase.auth,
        (user) => {
          if (cancelled) return;
          if (user) setSession({ status: 'ready', uid: user.uid, firebase });
          else {
            console.warn('No user, signing in anonymously');
            signInAnonymously(firebase.auth).catch(fail);
          }
        },
        fail,
      );
    };
    // Let hydration finish first: evaluating the SDK in the same breath would hold up the
    // first tap on a slow phone, and nobody can use the uid before the page is interactive.
    const idle = whenIdle(() => start().catch(fail));
    return () => {
      cancelled = true;
      idle.cancel();
      unsubscribe?.();
    };
  }, [attempt, retry]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function whenIdle(run: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(run, 50);
  return { cancel: () => window.clearTimeout(handle) };
}
