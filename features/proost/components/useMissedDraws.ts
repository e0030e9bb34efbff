'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';

/** The draws made while this phone was away: seq `from` (exclusive) up to `to` (inclusive). */
export type Missed = { from: number; to: number };

/**
 * After a return, how long the live count may still catch up with what the server has (the SDK
 * re-syncs its listeners once the socket is back); draws seen within it count as missed.
 */
export const SETTLE_MS = 8000;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * How many cards were drawn while this phone was away: offline (the browser's or the database's
 * connection dropped) or in another tab (docs/rooms.md §Proost's card timeline). The draw count
 * seen last while present is kept; after the return, the live count as it catches up says how
 * many were missed.
 */
export function useMissedDraws(seq: number): { missed: Missed | null; dismiss: () => void } {
  const connectivity = useSyncExternalStore(subscribeConnectivity, getConnectivity, getServerConnectivity);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const present = visible && connectivity.browserOnline && connectivity.databaseConnected !== false;
  const seenSeq = useRef(seq);
  const awayFrom = useRef<number | null>(null);
  const latest = useRef(seq);
  const [missed, setMissed] = useState<Missed | null>(null);

  useEffect(() => {
    latest.current = seq;
    if (!present) return;
    const from = awayFrom.current;
    if (from === null) seenSeq.current = seq;
    else if (seq > from) setMissed({ from, to: seq });
  }, [present, seq]);

  useEffect(() => {
    if (!present) {
      if (awayFrom.current === null) awayFrom.current = seenSeq.current;
      return;
    }
    if (awayFrom.current === null) return;
    const timer = setTimeout(() => {
      awayFrom.current = null;
      seenSeq.current = latest.current;
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [present]);

  return { missed, dismiss: () => setMissed(null) };
}
