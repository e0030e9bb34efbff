'use client';
import type { Database } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useSession } from './SessionProvider';

/** The signed-in visitor's database, once its SDK chunk has loaded (null until then). */
export function useLoadedDatabase(): Database | null {
  const session = useSession();
  const [db, setDb] = useState<Database | null>(null);
  const firebase = session.status === 'ready' ? session.firebase : null;
  useEffect(() => {
    if (!firebase) return;
    let cancelled = false;
    firebase.database().then(
      (loaded) => {
        if (!cancelled) setDb(loaded);
      },
      (error) => console.warn('Could not open the database', error),
    );
    return () => {
      cancelled = true;
    };
  }, [firebase]);
  return firebase ? db : null;
}
