'use client';
import { useEffect, useState } from 'react';
import { afterLoadAndIdle, BACKGROUND_DELAY_MS } from '@/lib/browser/afterLoad';

/**
 * False until `when` holds and, after that, the page has loaded, the background delay passed
 * and the main thread was idle.
 */
export function useAfterLoad(when = true, delayMs = BACKGROUND_DELAY_MS): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!when || done) return;
    return afterLoadAndIdle(() => setDone(true), delayMs);
  }, [when, done, delayMs]);
  return done;
}
