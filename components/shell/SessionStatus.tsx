'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/firebase/SessionProvider';
import { useLoadedDatabase } from '@/components/firebase/useDatabase';
import { paths } from '@/lib/firebase/paths';
import { announcementFrom, OFFLINE_GRACE_MS } from '@/lib/firebase/status';

const ShellMessages = dynamic(() => import('./ShellMessages'), { ssr: false });

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
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    const stops: Array<() => void> = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    import('firebase/database').then(({ onValue, ref }) => {
      if (cancelled) return;
      // Before the first connection and after a drop, give the SDK a moment to (re)connect.
      timer = setTimeout(() => setOffline(true), OFFLINE_GRACE_MS);
      stops.push(
        onValue(ref(db, paths.connected()), (snap) => {
          clearTimeout(timer);
          if (snap.val() === true) setOffline(false);
          else timer = setTimeout(() => setOffline(true), OFFLINE_GRACE_MS);
        }),
      );
      stops.push(
        onValue(
          ref(db, paths.settings()),
          (snap) => setAnnouncement(announcementFrom(snap.val())),
          (error) => console.warn('Could not read settings', error),
        ),
      );
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stops.forEach((stop) => stop());
    };
  }, [db]);

  if (!db || (!offline && !announcement)) return null;
  // The SDK's reconnect back-off grows to minutes; a tap should not have to wait for it.
  const reconnect = () =>
    import('firebase/database').then(({ goOffline, goOnline }) => {
      goOffline(db);
      goOnline(db);
    });
  return <ShellMessages offline={offline ? { reconnect } : undefined} announcement={announcement} />;
}
