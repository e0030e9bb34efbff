'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import Loading from '@/components/ui/Loading';
import { useSession } from './SessionProvider';

const ReactfireProviders = dynamic(() => import('./ReactfireProviders'), {
  ssr: false,
  loading: () => <Loading />,
});

/**
 * Renders its children only once the visitor is signed in, inside reactfire's providers.
 * Listeners attached before sign-in would be evaluated as unauthenticated and never retried.
 * Sign-in errors are shown by the shell (SessionStatus), so this only waits.
 */
export default function DatabaseGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'ready') return session.status === 'loading' ? <Loading /> : null;
  return <ReactfireProviders firebase={session.firebase}>{children}</ReactfireProviders>;
}
