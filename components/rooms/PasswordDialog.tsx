'use client';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import { PRIVATE_ROOM_TEXT } from '@/lib/rooms/texts';
import PasswordForm from './PasswordForm';

/** Asks for a private room's password in the lobby. Cancel closes it without a word. */
export default function PasswordDialog({
  roomName,
  write,
  onSubmit,
  onClose,
}: {
  roomName: string;
  write: DbWrite;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      <DialogTitle id="password-dialog-title">{roomName}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{PRIVATE_ROOM_TEXT}</Typography>
        <PasswordForm write={write} onSubmit={onSubmit} onCancel={onClose} autoFocus />
      </DialogContent>
    </Dialog>
  );
}
