'use client';
import dynamic from 'next/dynamic';
import { useSession } from '@/components/firebase/SessionProvider';

const SessionStatus = dynamic(() => import('./SessionStatus'), { ssr: false });

/**
 * The session messages are never part of the first paint: their small chunk is fetched once
 * sign-in has finished or failed; the database listeners and the alerts inside it load later,
 * and only when needed (see SessionStatus).
 */
export default function LazySessionStatus() {
  const session = useSession();
  return session.status === 'loading' ? null : <SessionStatus />;
}
