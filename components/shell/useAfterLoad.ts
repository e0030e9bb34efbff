'use client';
import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '@/lib/browser/afterLoad';

/** False until `when` holds and, after that, the page has loaded and the main thread was idle. */
export function useAfterLoad(when = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!when || done) return;
    return afterLoadAndIdle(() => setDone(true));
  }, [when, done]);
  return done;
}
