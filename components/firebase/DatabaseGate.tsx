'use client';
import type { ReactNode } from 'react';
import { lazyPart } from '@/components/ui/lazyPart';
import Loading from '@/components/ui/Loading';
import RetryMessage from '@/components/ui/RetryMessage';
import ScreenErrorBoundary from './ScreenErrorBoundary';
import { ScreenProvider, useScreen } from './ScreenContext';
import { useSession, useStartSessionNow } from './SessionProvider';
import { useDatabaseLoad } from './useDatabase';

// The same chunk that useStartSessionNow preloads during sign-in, so it is there when the session
// is. While it loads, the gate's own fallback (a skeleton of the screen) stays on screen. It draws
// nothing itself, so it waits for no MUI theme: a screen that uses MUI is a themed part already.
const ReactfireProviders = lazyPart(() => import('./ReactfireProviders'), {
  loading: ({ fallback }: { fallback?: ReactNode }) => fallback,
  mui: false,
});

export const DATABASE_LOAD_FAILED_TEXT = 'Klarte ikke å koble til databasen. Sjekk nettet og prøv igjen.';

type GateProps = {
  /** Names the screen in the error boundary's message. */
  label: string;
  /**
   * 'now' (the default) for screens whose data is the page's content, such as a room: sign-in
   * and the database SDK start at mount. 'afterLoad' for a secondary part of a page (the home
   * page's roadmap under the tiles): it waits until the page has loaded and settled, like the
   * nav bar's uid, so it never competes with the first paint and the first tap.
   */
  start?: 'now' | 'afterLoad';
  /** Shown until the screen can render, in place of a spinner (a skeleton of the screen). */
  fallback?: ReactNode;
  /**
   * Shown while sign-in has failed (the shell says why and offers a retry). Screens that are
   * all database show nothing; a part of a page that works without it says what waits.
   */
  signInFailed?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every database screen. It starts sign-in (at once by default), renders its children only
 * once the visitor is signed in and the database SDK is loaded (a listener attached before
 * sign-in would be denied and never retried), gives them reactfire's providers, one retry
 * counter for all their reads, and an error boundary. Sign-in errors are shown by the shell.
 */
export default function DatabaseGate({
  label,
  start = 'now',
  fallback = <Loading />,
  signInFailed = null,
  children,
}: GateProps) {
  useStartSessionNow(start === 'now');
  const session = useSession();
  const load = useDatabaseLoad();
  if (session.status === 'error') return signInFailed;
  if (load.status === 'error') return <RetryMessage message={DATABASE_LOAD_FAILED_TEXT} onRetry={load.retry} />;
  if (session.status !== 'ready' || load.status !== 'ready') return fallback;
  return (
    <ReactfireProviders firebase={session.firebase} db={load.db} fallback={fallback}>
      <ScreenProvider>
        <Boundary label={label}>{children}</Boundary>
      </ScreenProvider>
    </ReactfireProviders>
  );
}

function Boundary({ label, children }: { label: string; children: ReactNode }) {
  const { retry } = useScreen();
  return (
    <ScreenErrorBoundary label={label} onReset={retry}>
      {children}
    </ScreenErrorBoundary>
  );
}
