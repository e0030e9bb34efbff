'use client';
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import { useInviteState } from '@/components/rooms/useInvited';
import { useEarlyFieldHandover } from '@/components/rooms/useEarlyFieldHandover';
import PlainAlert from '@/components/ui/PlainAlert';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { takeSeat } from '@/features/battleshots/lib/data';
import { SEAT_CLOSED_TEXT } from '@/features/battleshots/lib/seatTexts';
import { seatIsOpen, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameRule } from '@/lib/forms/text';
import { lobbyEntryRead } from '@/lib/rooms/data';
import { SEAT_INTRO, SEAT_LABEL, SEAT_SUBMIT, SEAT_TITLE, takeEarlySeat } from './earlySeat';
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
  // Read while rendering: the page's plain name box (earlySeat.ts) is still there until this commit.
  const [early] = useState(() => takeEarlySeat());
  // A guest who came by the host's invite link may sit down without the host opening the seat.
  const inviteState = useInviteState('battleshots', code);
  const invited = inviteState === true;
  const canSit = uid === room.challenger || seatIsOpen(room, invited);
  // The challenger's form; the name stays once seated (the board replaces the form). It takes
  // over the plain box: a kept «Ta plass» goes once the seat is known to be open to this phone.
  const form = useDbForm({
    fields: { name: { rule: RULE, initial: early?.value ?? '' } },
    write: (db, { name }) => takeSeat(db, code, uid, room, name, invited),
  });
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEarlyFieldHandover({ take: takeEarlySeat, early, field: form.fields.name, submit: form.submit, input, button, ready: canSit });
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

  // The box the first paint showed stays while the invite is still being checked, so what is
  // typed into it is not dropped for a moment's «locked».
  if (!canSit && !(early && inviteState === null)) {
    return (
      <PlainAlert severity="info" role="status" testId="seat-closed">
        {SEAT_CLOSED_TEXT}
      </PlainAlert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {SEAT_TITLE}
        {room.players[room.settings.createdBy]?.name || 'verten'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {SEAT_INTRO}
      </Typography>
      <form onSubmit={form.submit} noValidate aria-label="Ta plass">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={form.fields.name} label={SEAT_LABEL} autoComplete="nickname" inputRef={input} />
          <Button ref={button} type="submit" variant="contained" disabled={form.pending} sx={{ ...TAP, minHeight: 56, flexShrink: 0 }}>
            {SEAT_SUBMIT}
          </Button>
        </Stack>
        <WriteStatus write={form.status} />
      </form>
    </Paper>
  );
}
