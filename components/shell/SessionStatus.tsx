'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/components/firebase/SessionProvider';
import { useLoadedDatabase } from '@/components/firebase/useDatabase';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';
import { retryImport } from '@/lib/browser/retryImport';
import { reconnectNow } from '@/lib/firebase/connection';
import { paths } from '@/lib/firebase/paths';
import { announcementFrom, OFFLINE_GRACE_MS } from '@/lib/firebase/status';

const ShellMessages = lazyPart(() => import('./ShellMessages'));

/**
 * The shell's messages about the session: a failed sign-in (with a retry), a database that
 * cannot be reached, and the owner's announcement from the global settings node. Mounted by
 * LazySessionStatus, which decides when: the database messages need the database SDK, which a
 * page that only shows the uid should not pay for while it loads (on a database screen the SDK
 * is loaded by then anyway, and asking for it again costs nothing).
 */
export default function SessionStatus() {
  const session = useSession();
  if (session.status === 'error') {
    return <ShellMessages signInError={{ message: session.error.message, retry: session.retry }} />;
  }
  return session.status === 'ready' ? <DatabaseMessages /> : null;
}

function DatabaseMessages() {
  const db = useLoadedDatabase();
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const { browserOnline, databaseConnected } = useSyncExternalStore(
    subscribeConnectivity,
    getConnectivity,
    getServerConnectivity,
  );
  // Before the first connection and after a drop, give the SDK a moment to (re)connect. With the
  // phone itself offline the shell's offline banner says it already.
  const unreachable = browserOnline && databaseConnected !== true;
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(() => setOffline(true), OFFLINE_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setOffline(false); // the next drop gets its grace period again
    };
  }, [unreachable]);

  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    retryImport(() => import('@/lib/firebase/databaseSdk')).then(({ onValue, ref }) => {
      if (cancelled) return;
      stop = onValue(
        ref(db, paths.settings()),
        (snap) => setAnnouncement(announcementFrom(snap.val())),
        (error) => console.warn('Could not read settings', error),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [db]);

  const showOffline = offline && unreachable;
  if (!db || (!showOffline && !announcement)) return null;
  // The SDK's reconnect back-off grows to minutes; a tap should not have to wait for it.
  const reconnect = () => retryImport(() => import('@/lib/firebase/databaseSdk')).then((sdk) => reconnectNow(db, sdk));
  return <ShellMessages offline={showOffline ? { reconnect } : undefined} announcement={announcement} />;
}
