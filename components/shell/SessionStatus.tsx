'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/firebase/SessionProvider';
import { useLoadedDatabase } from '@/components/firebase/useDatabase';
import { paths } from '@/lib/firebase/paths';
import { announcementFrom, OFFLINE_GRACE_MS } from '@/lib/firebase/status';

/**
 * The shell's messages about the session: a failed sign-in (with a retry), a database that
 * cannot be reached, and the owner's announcement from the global settings node.
 */
export default function SessionStatus() {
  const session = useSession();
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const db = useLoadedDatabase();

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

  const messages = [];
  if (session.status === 'error') {
    messages.push(
      <Alert
        key="error"
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={session.retry} sx={{ whiteSpace: 'nowrap' }}>
            Prøv igjen
          </Button>
        }
      >
        {session.error.message}
      </Alert>,
    );
  }
  if (db && offline) {
    messages.push(
      <Alert key="offline" severity="warning">
        Får ikke kontakt med databasen. Endringer lagres når forbindelsen er tilbake.
      </Alert>,
    );
  }
  if (db && announcement) {
    messages.push(
      <Alert key="announcement" severity="info">
        {announcement}
      </Alert>,
    );
  }
  if (messages.length === 0) return null;
  return (
    <Container maxWidth="md" sx={{ pt: 2, display: 'grid', gap: 1 }}>
      {messages}
    </Container>
  );
}
