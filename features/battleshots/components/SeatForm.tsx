'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import { useInvited } from '@/components/rooms/useInvited';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { takeSeat } from '@/features/battleshots/lib/data';
import { SEAT_CLOSED_TEXT } from '@/features/battleshots/lib/seatTexts';
import { seatIsOpen, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameRule } from '@/lib/forms/text';
import { lobbyEntryRead } from '@/lib/rooms/data';
import { TAP } from './tapTargets';

const RULE = nameRule('navnet ditt');

/**
 * Taking a seat. The creator sits down at once under the name given in the lobby; the first
 * visitor after them takes the second seat under a name of their choice, once the seat is open
 * (a private room, the creator opened it, or the visitor came by the host's invite link).
 */
export default function SeatForm({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const write = useDbWrite();
  // A guest who came by the host's invite link may sit down without the host opening the seat.
  const invited = useInvited('battleshots', code);
  // The challenger's form; the name stays once seated (the board replaces the form).
  const form = useDbForm({
    fields: { name: RULE },
    write: (db, { name }) => takeSeat(db, code, uid, room, name, invited),
  });
  const lobby = useDbValue(lobbyEntryRead('battleshots', code));
  const isCreator = uid === room.settings.createdBy;
  const creatorName = lobby.status === 'success' ? lobby.data?.creatorName : undefined;
  useWriteOnce(isCreator && lobby.status !== 'loading' && 'seat', () =>
    write.run((db) => takeSeat(db, code, uid, room, creatorName || 'Spiller 1')),
  );

  if (isCreator) {
    return (
      <>
        <Typography color="text.secondary">Tar plass …</Typography>
        <WriteStatus write={write} />
      </>
    );
  }

  if (uid !== room.challenger && !seatIsOpen(room, invited)) {
    return (
      <Alert severity="info" data-testid="seat-closed">
        {SEAT_CLOSED_TEXT}
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Utfordre {room.players[room.settings.createdBy]?.name ?? 'verten'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Den andre plassen er ledig. Ta den, så spiller dere mot hverandre. Hvert treff på skipene dine er en slurk.
      </Typography>
      <form onSubmit={form.submit} noValidate aria-label="Ta plass">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={form.fields.name} label="Ditt navn" />
          <Button type="submit" variant="contained" disabled={form.pending} sx={{ ...TAP, minHeight: 56, flexShrink: 0 }}>
            Ta plass
          </Button>
        </Stack>
        <WriteStatus write={form.status} />
      </form>
    </Paper>
  );
}
