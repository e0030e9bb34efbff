'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  /** A question: «Lukke rommet?» */
  title: string;
  /** What happens, in a sentence, so the choice is an informed one. */
  text: string;
  /** Says what the button does («Ja, lukk rommet»), never a bare «OK». */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot be undone with a tap; «Avbryt» (or Escape) leaves everything as it was. */
export default function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Avbryt</Button>
        <Button onClick={onConfirm} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
