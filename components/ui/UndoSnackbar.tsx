'use client';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason, type SnackbarProps } from '@mui/material/Snackbar';
import { UNDO_LABEL, type Undo } from './useUndo';

export { UNDO_LABEL, UNDO_MS, useUndo, type Undo } from './useUndo';

/**
 * A snackbar with «Angre» for the last destructive tap. It stays through taps elsewhere on the
 * page (a clickaway would otherwise take the way back away at once) and goes after a few seconds.
 */
export default function UndoSnackbar({ undo, sx }: { undo: Undo; /** E.g. to sit above a screen's own bar at the bottom. */ sx?: SnackbarProps['sx'] }) {
  const { current, dismiss, durationMs } = undo;
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dismiss();
  };
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={durationMs}
      onClose={onClose}
      message={current?.message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={sx}
      action={
        <Button color="secondary" size="small" onClick={undo.undo}>
          {UNDO_LABEL}
        </Button>
      }
    />
  );
}
