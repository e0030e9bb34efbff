'use client';
import { onValue, type Database } from 'firebase/database';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useDatabase, useObservable } from 'reactfire';
import { Observable } from 'rxjs';
import { DataShapeError, describeReadError, type DbErrorKind } from '@/lib/firebase/errors';
import type { DbRead } from '@/lib/firebase/read';
import { registerStop, release, retain } from './liveReads';
import { useScreen } from './ScreenContext';

export type DbResult<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; kind: DbErrorKind; message: string; error: unknown };

type Emission<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * A live value from the database: loading, then data (updated live), or an error with a
 * Norwegian message. Errors are values here, never thrown: reactfire 4.2.6 would throw them
 * in render and cache them for good. After an error, the screen's retry subscribes again.
 */
export function useDbValue<T>(read: DbRead<T>, retryKey: string | number = ''): DbResult<T> {
  const db = useDatabase();
  const { attempt } = useScreen();
  // `retryKey` lets one component subscribe its own read again (say, once the write that makes
  // it readable is confirmed) without resubscribing the whole screen.
  const id = `portalen:${read.key}#${attempt}${retryKey === '' ? '' : `.${retryKey}`}`;
  // The source is created once per id; reactfire keeps the first one it was given.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is identified by its key
  const source = useMemo(() => liveSource(id, db, read), [id, db]);
  const status = useObservable<Emission<T>>(id, source);

  useEffect(() => {
    retain(id);
    return () => release(id);
  }, [id]);

  const emission = status.status === 'success' ? status.data : undefined;
  // reactfire hands a value over through useSyncExternalStore, which React renders at once in one
  // task. The first value of a read mounts a whole screen (MUI forms and lists): deferred, React
  // renders that in slices between which a cheap phone still answers a tap. Later values are small
  // changes and show at once.
  const arrived = useDeferredValue(emission !== undefined);
  if (!emission || !arrived) return { status: 'loading' };
  if (emission.ok) return { status: 'success', data: emission.data };
  const described = describeReadError(emission.error);
  return { status: 'error', kind: described.kind, message: described.message, error: emission.error };
}

function liveSource<T>(id: string, db: Database, read: DbRead<T>): Observable<Emission<T>> {
  return new Observable<Emission<T>>((subscriber) => {
    const listen = read.listen ?? ((on, next, fail) => onValue(read.query(on), next, fail));
    const stop = listen(
      db,
      (snapshot) => {
        let mapped: T;
        try {
          mapped = read.map(snapshot);
        } catch (error) {
          console.warn(`Unreadable data at ${read.key}`, error);
          subscriber.next({ ok: false, error: error instanceof DataShapeError ? error : new DataShapeError(read.key) });
          return;
        }
        subscriber.next({ ok: true, data: mapped });
      },
      (error) => {
        console.warn(`Read of ${read.key} failed`, error);
        subscriber.next({ ok: false, error });
        subscriber.complete();
      },
    );
    registerStop(id, () => {
      stop();
      subscriber.complete();
    });
    return stop;
  });
}
