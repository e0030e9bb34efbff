'use client';
import { useCallback, useEffect, useRef } from 'react';

/** What holds now: a key naming the occasion, or nothing to do (`null`, `false`, `undefined`). */
export type WriteOnceKey = string | null | false | undefined;

/**
 * A write a screen makes by itself, once, when a condition holds: join a public room, take the
 * creator's seat, draw the missing cards, answer a shot. After a render where `key` is a string
 * this component has not run `write` for since it mounted, `write` runs (the newest one passed).
 *
 * - At most once per key while mounted: a new key is a new occasion; the same key again, even
 *   after another key or `null` in between, is not (re-renders, the room's data changing under
 *   a running write and React's dev double effects therefore write nothing twice).
 * - A failed write is not retried for the same key: the write shows its own error (useDbWrite),
 *   and a refusal would only be refused again. A new key tries again.
 * - `forget(key)` makes a key new again, for an occasion that can come back (a next game's end).
 *
 * The key is what the condition means; the write itself may read anything current.
 */
export function useWriteOnce(key: WriteOnceKey, write: () => unknown): (key: string) => void {
  const done = useRef<Set<string>>(null);
  const latest = useRef(write);
  useEffect(() => {
    latest.current = write;
  });
  useEffect(() => {
    if (typeof key !== 'string') return;
    done.current ??= new Set();
    if (done.current.has(key)) return;
    done.current.add(key);
    void latest.current();
  }, [key]);
  return useCallback((forgotten: string) => {
    done.current?.delete(forgotten);
  }, []);
}
