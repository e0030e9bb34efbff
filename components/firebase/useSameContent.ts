'use client';
import { useState } from 'react';
import { sameContent } from '@/lib/firebase/values';

/**
 * `value`, or the one an earlier render got while the content is the same. Every change of a
 * room reaches the screen as a new object, the parts it did not touch included: a part that gets
 * the same object back can skip its render (`memo`), so a drawn card re-renders the card and not
 * the deck's list (docs/rooms.md, "Renders on a tap").
 */
export function useSameContent<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || sameContent(kept, value)) return kept;
  // React's pattern for state derived from props: this render goes on with the new value, and
  // the next one keeps it.
  setKept(value);
  return value;
}
