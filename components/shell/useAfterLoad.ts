'use client';
import { useEffect, useState } from 'react';
import { afterPageSettled } from '@/lib/browser/afterLoad';

/** False until `when` holds and, after that, the page has loaded and settled (see afterPageSettled). */
export function useAfterLoad(when = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!when || done) return;
    return afterPageSettled(() => setDone(true));
  }, [when, done]);
  return done;
}
