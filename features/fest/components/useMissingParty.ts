'use client';
import { useEffect, useState } from 'react';
import { useScreenDatabase } from '@/components/firebase/useScreenDatabase';
import { InputError } from '@/lib/firebase/errors';
import { findRoom } from '@/lib/rooms/data';

/**
 * True once the code index says no party has `code` (a mistyped link), so the page says so instead
 * of asking for a password. `onOtherCase` gets the code of the party meant when it was typed in
 * another case.
 */
export function useMissingParty(code: string, onOtherCase?: (code: string) => void): boolean {
  const db = useScreenDatabase();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let current = true;
    findRoom(db, 'fest', code).then(
      (found) => {
        if (!current) return;
        if (!found) setMissing(true);
        else if (found.code !== code) onOtherCase?.(found.code);
      },
      (caught) => current && caught instanceof InputError && setMissing(true),
    );
    return () => {
      current = false;
    };
    // `onOtherCase` is read when the lookup answers; a new function for it is no new lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, code]);
  return missing;
}
