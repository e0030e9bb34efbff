'use client';
import { get, ref } from 'firebase/database';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';
import { proostPaths } from '@/features/proost/paths';

/** The draws made while this phone was away: seq `from` (exclusive) up to `to` (inclusive). */
export type Missed = { from: number; to: number };

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * How many cards were drawn while this phone was away: offline (the browser's or the database's
 * connection dropped) or in another tab. The draw count seen last while present is kept; on
 * return, the server's count is read once (docs/rooms.md §Proost's card timeline), so a tap this
 * phone queued offline, which the rules refuse, is not counted as a card.
 */
export function useMissedDraws(code: string, seq: number): { missed: Missed | null; dismiss: () => void } {
  const db = useScreenDatabase();
  const connectivity = useSyncExternalStore(subscribeConnectivity, getConnectivity, getServerConnectivity);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const connected = connectivity.browserOnline && connectivity.databaseConnected !== false;
  const present = visible && connected;
  const seenSeq = useRef(seq);
  const awayFrom = useRef<number | null>(null);
  const [missed, setMissed] = useState<Missed | null>(null);

  // While present (and not still settling a return), the live count is what this phone has seen.
  useEffect(() => {
    if (present && awayFrom.current === null) seenSeq.current = seq;
  }, [present, seq]);

  useEffect(() => {
    if (!present) {
      if (awayFrom.current === null) awayFrom.current = seenSeq.current;
      return;
    }
    const from = awayFrom.current;
    if (from === null || connectivity.databaseConnected !== true) return;
    let cancelled = false;
    get(ref(db, `${proostPaths.card(code)}/seq`)).then(
      (snap) => {
        if (cancelled) return;
        const value: unknown = snap.val();
        const to = typeof value === 'number' ? value : 0;
        awayFrom.current = null;
        seenSeq.current = to;
        if (to > from) setMissed({ from, to });
      },
      () => {
        // Unreadable now (a removed member): nothing to report.
        if (!cancelled) awayFrom.current = null;
      },
    );
    return () => {
      cancelled = true;
    };
  }, [present, db, code, connectivity.databaseConnected]);

  return { missed, dismiss: () => setMissed(null) };
}
