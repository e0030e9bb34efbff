'use client';
import type { Database } from 'firebase/database';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from './SessionProvider';

export type LoadedDatabase =
  | { status: 'loading' }
  | { status: 'ready'; db: Database }
  | { status: 'error'; retry: () => void };

/**
 * The signed-in visitor's database once its SDK chunk has loaded. A failed chunk load (a phone
 * that lost Wi-Fi mid-load) is reported with a retry instead of spinning forever.
 */
export function useDatabaseLoad(): LoadedDatabase {
  const session = useSession();
  const [state, setState] = useState<{ db: Database | null; failed: boolean }>({ db: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const firebase = session.status === 'ready' ? session.firebase : null;
  const retry = useCallback(() => {
    setState({ db: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!firebase) return;
    let cancelled = false;
    firebase.database().then(
      (db) => {
        if (!cancelled) setState({ db, failed: false });
      },
      (error) => {
        console.warn('Could not open the database', error);
        if (!cancelled) setState({ db: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [firebase, attempt]);
  if (!firebase) return { status: 'loading' };
  if (state.db) return { status: 'ready', db: state.db };
  if (state.failed) return { status: 'error', retry };
  return { status: 'loading' };
}

/** The database, or null until it is loaded (for the shell's optional listeners). */
export function useLoadedDatabase(): Database | null {
  const load = useDatabaseLoad();
  return load.status === 'ready' ? load.db : null;
}
