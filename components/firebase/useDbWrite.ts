'use client';
import type { Database } from 'firebase/database';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDatabase } from 'reactfire';
import { describeWriteError } from '@/lib/firebase/errors';

/** After this long without an answer the write is probably waiting for the network. */
export const SLOW_WRITE_MS = 5000;
export const SLOW_WRITE_TEXT = 'Venter på forbindelse … Endringen lagres når nettet er tilbake.';

export type DbWrite = {
  /** Runs a write from a data module; resolves true when the database accepted it. */
  run: <R>(write: (db: Database) => Promise<R>) => Promise<boolean>;
  pending: boolean;
  /** A Norwegian message for the last failed write, or a note that it waits for the network. */
  error: string | null;
  slow: boolean;
  clear: () => void;
};

/**
 * Writes with a pending state and a visible message: a refusal by the rules, an input error
 * from the data module, or a write that waits for the network. Nothing fails silently.
 */
export function useDbWrite(): DbWrite {
  const db = useDatabase();
  const [inFlight, setInFlight] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <R,>(write: (db: Database) => Promise<R>) => {
      setError(null);
      setInFlight((n) => n + 1);
      const timer = setTimeout(() => mounted.current && setSlow(true), SLOW_WRITE_MS);
      try {
        await write(db);
        return true;
      } catch (caught) {
        console.warn('Write failed', caught);
        if (mounted.current) setError(describeWriteError(caught).message);
        return false;
      } finally {
        clearTimeout(timer);
        if (mounted.current) {
          setSlow(false);
          setInFlight((n) => n - 1);
        }
      }
    },
    [db],
  );
  const clear = useCallback(() => setError(null), []);
  return { run, pending: inFlight > 0, error, slow, clear };
}
