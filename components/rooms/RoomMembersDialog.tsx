'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import MemberList from './MemberList';
import { changePassword, membersRead, presenceUidsRead, removeMember, type RoomGame } from '@/lib/rooms/data';

export const PASSWORD_CHANGED_TEXT = 'Passordet er byttet. De som allerede er med, er fortsatt med.';

/**
 * The creator's room tools: who is a member (by a short id, and whether a phone of theirs has
 * the room open), removing one, and a new password for a private room once the old one has
 * leaked. A removed member who knows the current password can join again, so change it too.
 */
export default function RoomMembersDialog({ game, code, isPrivate, onClose }: { game: RoomGame; code: string; isPrivate: boolean; onClose: () => void }) {
  const uid = useUid();
  const titleId = useId();
  const members = useDbValue(useMemo(() => membersRead(game, code), [game, code]));
  const present = useDbValue(useMemo(() => presenceUidsRead(game, code), [game, code]));
  // Deliberately no DbView: the member list must not wait for who has a phone in the room now.
  const onNow = new Set(present.status === 'success' ? present.data : []);
  const remove = useDbWrite();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Medlemmer</DialogTitle>
      <DialogContent>
        <MemberList
          members={members}
          me={uid}
          name={(member) => (member === uid ? 'Deg (den som laget rommet)' : `Medlem ${member.slice(0, 6)}`)}
          presence={(member) => (onNow.has(member) ? 'I rommet nå' : 'Ikke i rommet nå')}
          action={(member) => (
            <Button size="small" color="error" disabled={remove.pending} onClick={() => void remove.run((db) => removeMember(db, game, code, member, { private: isPrivate }))}>
              Fjern
            </Button>
          )}
        />
        <WriteStatus write={remove} />
        {isPrivate ? <NewPassword game={game} code={code} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}

function NewPassword({ game, code }: { game: RoomGame; code: string }) {
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  // changePassword checks the password; a refusal shows in the status, as any write's does.
  const form = useDbForm({
    fields: {},
    write: (db) => changePassword(db, game, code, value),
    onSuccess: () => {
      setValue('');
      setDone(true);
    },
  });
  const submit = (event: FormEvent) => {
    setDone(false);
    void form.submit(event);
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 2 }} aria-label="Bytte av passord">
      <Typography variant="subtitle2" component="h3">
        Bytt passord
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Har passordet kommet på avveie? Bytt det, og fjern dem som ikke skal være med.
      </Typography>
      <OutlinedField label="Nytt passord" value={value} onChange={(e) => setValue(e.target.value)} size="small" autoComplete="off" />
      <WriteStatus write={form.status} />
      {done ? (
        <Typography variant="body2" role="status">
          {PASSWORD_CHANGED_TEXT}
        </Typography>
      ) : null}
      <Button type="submit" variant="outlined" disabled={form.pending || !value.trim()} sx={{ alignSelf: 'start' }}>
        Bytt passord
      </Button>
    </Stack>
  );
}
