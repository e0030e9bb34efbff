// The signed-in session a test screen sees. jest.setup.ts swaps SessionProvider's hooks for
// these: under renderScreen(ui, { uid }) (or { session }) they answer from the test's own
// context, so each rendered phone keeps its own uid; elsewhere they fall through to the real
// provider (tests of SessionProvider itself, or of components rendered outside renderScreen).
import { createContext, useContext } from 'react';
import type * as SessionModule from '@/components/firebase/SessionProvider';
import type { Session } from '@/components/firebase/SessionProvider';

/**
 * What a test tree sees: the session (sign-in state, for the shell and the first paint) and the
 * uid useUid() answers. They are one thing in the app; a test of a screen that paints before
 * sign-in has finished gives a loading session and still a uid for the live screen under it.
 */
export type TestSession = {
  session: Session;
  uid: string | null;
  /** What asking the provider to start sign-in returns (settles once the sign-in code is in). */
  requestStart?: () => Promise<void>;
};

export const TestSessionContext = createContext<TestSession | null>(null);

export function sessionProviderMock(actual: typeof SessionModule): typeof SessionModule {
  const useSession = (): Session => {
    const own = useContext(TestSessionContext);
    const real = actual.useSession();
    return own ? own.session : real;
  };
  const useUid = (): string => {
    const own = useContext(TestSessionContext);
    const session = useSession();
    if (own?.uid) return own.uid;
    if (session.status !== 'ready') throw new Error('useUid() outside DatabaseGate');
    return session.uid;
  };
  const useRequestSessionStart = (): (() => Promise<void>) => {
    const own = useContext(TestSessionContext);
    const real = actual.useRequestSessionStart();
    return own?.requestStart ?? real;
  };
  return { ...actual, useSession, useUid, useRequestSessionStart };
}

/** A ready session for `uid`; screens under test read only its uid. */
export function readySession(uid: string, firebase: unknown = {}): Session {
  return { status: 'ready', uid, firebase: firebase as never };
}
