'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import Loading from '@/components/ui/Loading';
import { useSession } from './SessionProvider';
import { useLoadedDatabase } from './useDatabase';

const ReactfireProviders = dynamic(() => import('./ReactfireProviders'), {
  ssr: false,
  loading: () => <Loading />,
});

/**
 * Renders its children only once the visitor is signed in and the database SDK is loaded,
 * inside reactfire's providers. Listeners attached before sign-in would be evaluated as
 * unauthenticated and never retried. Sign-in errors are shown by the shell (SessionStatus).
 */
export default function DatabaseGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const db = useLoadedDatabase();
  if (session.status === 'error') return null;
  if (session.status !== 'ready' || !db) return <Loading />;
  return (
    <ReactfireProviders firebase={session.firebase} db={db}>
      {children}
    </ReactfireProviders>
  );
}
