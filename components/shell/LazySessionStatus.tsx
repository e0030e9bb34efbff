'use client';
import dynamic from 'next/dynamic';
import { useSession } from '@/components/firebase/SessionProvider';
import { useAfterLoad } from './useAfterLoad';

const SessionStatus = dynamic(() => import('./SessionStatus'), { ssr: false });

/**
 * The session messages are never part of the first paint: their code (alerts, the database
 * listeners) is fetched only when sign-in failed or, once signed in, after the page has loaded.
 */
export default function LazySessionStatus() {
  const session = useSession();
  const afterLoad = useAfterLoad(session.status === 'ready');
  return session.status === 'error' || afterLoad ? <SessionStatus /> : null;
}
