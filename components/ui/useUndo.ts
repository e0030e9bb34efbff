'use client';
import { useCallback, useRef, useState } from 'react';

// The state behind «Angre», apart from its MUI snackbar (UndoSnackbar.tsx): a screen whose first
// commit is plain keeps it there and loads the snackbar when there is something to take back.

/** How long «Angre» stays on screen after a destructive tap. */
export const UNDO_MS = 6000;
export const UNDO_LABEL = 'Angre';

type Offer = {
  /** What just happened, in a few words: «Spørsmålet er slettet». */
  message: string;
  /** Writes the previous state back; a rejection is the caller's to show (e.g. through useDbWrite). */
  undo: () => unknown;
  /** Tells a new offer apart from the one it replaces, so the timer starts over. */
  id: number;
};

export type Undo = {
  /** Shows «Angre» for `message`; a newer offer replaces an older one (only the last tap can be taken back). */
  offer: (message: string, undo: () => unknown) => void;
  /** Takes the current offer back now (what the «Angre» button does). */
  undo: () => void;
  dismiss: () => void;
  current: Offer | null;
  durationMs: number;
};

/**
 * The state behind an «Angre» snackbar. Call `offer` right after a destructive write has been
 * sent, with a function that writes the old value back; render `<UndoSnackbar undo={…} />` once.
 */
export function useUndo(durationMs: number = UNDO_MS): Undo {
  const [current, setCurrent] = useState<Offer | null>(null);
  const next = useRef(0);
  // The offer «Angre» acts on, kept outside render so a double tap finds it already taken.
  const latest = useRef<Offer | null>(null);

  const offer = useCallback((message: string, undo: () => unknown) => {
    next.current += 1;
    latest.current = { message, undo, id: next.current };
    setCurrent(latest.current);
  }, []);
  const dismiss = useCallback(() => {
    latest.current = null;
    setCurrent(null);
  }, []);
  const undo = useCallback(() => {
    const taken = latest.current;
    latest.current = null;
    setCurrent(null);
    if (taken) void taken.undo();
  }, []);
  return { offer, undo, dismiss, current, durationMs };
}
