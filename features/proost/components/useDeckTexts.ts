'use client';
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { asRecord } from '@/lib/firebase/values';
import { proostPaths } from '@/features/proost/paths';

/**
 * The deck's texts this phone may read (docs/rooms.md §Proost's deck): the host listens to all of
 * proostDeck/{code}; a guest to each of their own questions only, since the rules refuse the rest.
 */
export function useDeckTexts(code: string, which: 'all' | readonly string[]): Record<string, unknown> {
  const db = useScreenDatabase();
  const [texts, setTexts] = useState<Record<string, unknown>>({});
  const keys = which === 'all' ? 'all' : [...which].sort().join(',');
  useEffect(() => {
    const stops: (() => void)[] = [];
    if (keys === 'all') {
      stops.push(
        onValue(
          ref(db, proostPaths.deckTexts(code)),
          (snap) => setTexts(asRecord(snap.val()) ?? {}),
          () => setTexts({}),
        ),
      );
    } else {
      for (const key of keys ? keys.split(',') : []) {
        stops.push(
          onValue(
            ref(db, proostPaths.deckText(code, key)),
            (snap) => setTexts((before) => ({ ...before, [key]: snap.val() })),
            () => undefined,
          ),
        );
      }
    }
    return () => stops.forEach((stop) => stop());
  }, [db, code, keys]);
  return texts;
}
