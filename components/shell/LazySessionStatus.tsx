'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { useSession } from '@/components/firebase/SessionProvider';
import { useAfterLoad } from './useAfterLoad';

const SessionStatus = lazyPart(() => import('./SessionStatus'));

/**
 * The session messages are never part of the first paint. A failed sign-in needs its message
 * (and retry) at once; otherwise the chunk is fetched only once the visitor is signed in and the
 * page has settled, so on a room page it does not compete with the room's own code and data.
 */
export default function LazySessionStatus() {
  const session = useSession();
  const settled = useAfterLoad(session.status === 'ready');
  if (session.status === 'error' || (session.status === 'ready' && settled)) return <SessionStatus />;
  return null;
}
