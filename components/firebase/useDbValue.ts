'use client';
import { onValue, type Database } from 'firebase/database';
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useDatabase } from 'reactfire';
import { DataShapeError, describeReadError, type DbErrorKind } from '@/lib/firebase/errors';
import type { DbRead } from '@/lib/firebase/read';
import { current, open, release, retain, watch, type LiveSource } from './liveReads';
import { useScreen } from './ScreenContext';

export type DbResult<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; kind: DbErrorKind; message: string; error: unknown };

type Emission<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * A live value from the database: loading, then data (updated live), or an error with a
 * Norwegian message. Errors are values here, never thrown. After an error, the screen's retry
 * subscribes again.
 */
export function useDbValue<T>(read: DbRead<T>, retryKey: string | number = ''): DbResult<T> {
  const db = useDatabase();
  const { attempt } = useScreen();
  // `retryKey` lets one component subscribe its own read again (say, once the write that makes
  // it readable is confirmed) without resubscribing the whole screen.
  const id = `portalen:${read.key}#${attempt}${retryKey === '' ? '' : `.${retryKey}`}`;
  // Started in render, so the listen goes out before the screen commits; once per id. A value
  // the SDK holds already (a read asked for ahead) is there at once.
  open(id, liveSource(db, read));
  // Whether this component shows the read's values yet: at once for a value it found at render.
  const [revealed, setRevealed] = useState(() => ({ id, on: current(id) !== undefined }));
  if (revealed.id !== id) setRevealed({ id, on: current(id) !== undefined });
  const on = revealed.id === id && revealed.on;
  // Later values arrive through useSyncExternalStore, which React renders at once: they are small
  // changes, and a screen's reads and its other stores (an early join's state) change together.
  // The first value does not: it mounts a whole screen, and in a transition React renders that in
  // slices, between which a cheap phone still answers a tap, without the blocking render of the
  // reading component that an announced value costs first (docs/performance.md, "A read's first
  // value in a transition"). Until it is revealed the snapshot stays empty, so a sliced render
  // never finds the store changed under it (React would render it all again at once).
  const subscribe = useCallback((changed: () => void) => watch(id, (first) => (first ? undefined : changed())), [id]);
  const snapshot = useCallback(() => (on ? current<Emission<T>>(id) : undefined), [id, on]);
  const emission = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    retain(id);
    const reveal = () => startTransition(() => setRevealed((before) => (before.id === id && before.on ? before : { id, on: true })));
    const stop = watch(id, (first) => (first ? reveal() : undefined));
    // A first value that came between this component's render and now.
    if (current(id) !== undefined) reveal();
    return () => {
      stop();
      release(id);
    };
  }, [id]);

  if (!emission) return { status: 'loading' };
  if (emission.ok) return { status: 'success', data: emission.data };
  const described = describeReadError(emission.error);
  return { status: 'error', kind: described.kind, message: described.message, error: emission.error };
}

function liveSource<T>(db: Database, read: DbRead<T>): LiveSource<Emission<T>> {
  return (emit) => {
    const listen = read.listen ?? ((on, next, fail) => onValue(read.query(on), next, fail));
    return listen(
      db,
      (snapshot) => {
        let emission: Emission<T>;
        try {
          emission = { ok: true, data: read.map(snapshot) };
        } catch (error) {
          console.warn(`Unreadable data at ${read.key}`, error);
          emission = { ok: false, error: error instanceof DataShapeError ? error : new DataShapeError(read.key) };
        }
        emit(emission);
      },
      (error) => {
        console.warn(`Read of ${read.key} failed`, error);
        emit({ ok: false, error });
      },
    );
  };
}
