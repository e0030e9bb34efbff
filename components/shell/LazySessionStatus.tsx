'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { useSession } from '@/components/firebase/SessionProvider';
import { useAfterLoad } from './useAfterLoad';

// Plain itself: it only decides; its messages (ShellMessages, MUI) are a part of their own, fetched
// when there is something to say. Themed, it loaded MUI on every page once signed in.
const SessionStatus = lazyPart(() => import('./SessionStatus'), { mui: false });

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
