'use client';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** What was just done and how to take it back. */
export type UndoOffer = { message: string; undo: () => void };

/** How long «Angre» stays on screen. */
export const UNDO_MS = 6000;

/**
 * The way back after a destructive tap (DESIGN.md §4): a snackbar with «Angre» for a few
 * seconds. The write has already happened (others see it at once); `undo` writes it back.
 * A new offer replaces the last one; `onClose` is called when it times out or is used.
 */
export default function UndoSnackbar({ offer, onClose }: { offer: UndoOffer | null; onClose: () => void }) {
  return (
    <Snackbar
      open={offer !== null}
      autoHideDuration={UNDO_MS}
      onClose={(_event, reason) => {
        // A tap elsewhere on the page should not take the way back away.
        if (reason !== 'clickaway') onClose();
      }}
      message={offer?.message}
      action={
        <Button
          color="secondary"
          size="small"
          onClick={() => {
            offer?.undo();
            onClose();
          }}
        >
          Angre
        </Button>
      }
    />
  );
}
