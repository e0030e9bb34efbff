'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import Loading from '@/components/ui/Loading';
import RetryMessage from '@/components/ui/RetryMessage';
import ScreenErrorBoundary from './ScreenErrorBoundary';
import { ScreenProvider, useScreen } from './ScreenContext';
import { useSession, useStartSessionNow } from './SessionProvider';
import { useDatabaseLoad } from './useDatabase';

const ReactfireProviders = dynamic(() => import('./ReactfireProviders'), {
  ssr: false,
  loading: () => <Loading />,
});

export const DATABASE_LOAD_FAILED_TEXT = 'Klarte ikke å koble til databasen. Sjekk nettet og prøv igjen.';

/**
 * The frame of every database screen. It starts sign-in at once, renders its children only
 * once the visitor is signed in and the database SDK is loaded (a listener attached before
 * sign-in would be denied and never retried), gives them reactfire's providers, one retry
 * counter for all their reads, and an error boundary. Sign-in errors are shown by the shell.
 */
export default function DatabaseGate({ label, children }: { label: string; children: ReactNode }) {
  useStartSessionNow();
  const session = useSession();
  const load = useDatabaseLoad();
  if (session.status === 'error') return null;
  if (load.status === 'error') return <RetryMessage message={DATABASE_LOAD_FAILED_TEXT} onRetry={load.retry} />;
  if (session.status !== 'ready' || load.status !== 'ready') return <Loading />;
  return (
    <ReactfireProviders firebase={session.firebase} db={load.db}>
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
