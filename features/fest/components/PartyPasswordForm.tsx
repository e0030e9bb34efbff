'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { nameRule } from '@/lib/forms/text';
import { renewParty, withKeys, type Party } from '../lib/data';
import { usePartyKeys } from './usePartyKeys';

export const PARTY_PASSWORD_CHANGED_TEXT = 'Passordet er byttet. De som er med, er fortsatt med; nye gjester trenger det nye.';

/**
 * The host's «Bytt passord» in «Inviter»: a new party password (and new passwords for the party's
 * rooms, whose keys follow it), once the old one has leaked. The old invite link and QR stop
 * working; the new ones show above at once (docs/rooms.md §Festrom).
 */
export default function PartyPasswordForm({ party }: { party: Party }) {
  const keys = usePartyKeys(party.code);
  const [done, setDone] = useState(false);
  const form = useDbForm({
    fields: { password: nameRule('passordet') },
    // Without the rooms' keys the members would lose the rooms: the button waits for them.
    write: (db, { password }) => renewParty(db, party, withKeys(party.rooms, keys ?? {}), { password }),
    reset: true,
    onSuccess: () => setDone(true),
  });
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        setDone(false);
        void form.submit(event);
      }}
      noValidate
      spacing={1}
      sx={{ mt: 2 }}
      aria-label="Bytt festens passord"
    >
      <Typography variant="subtitle1" component="h3">
        Bytt passord
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Har passordet kommet på avveie? Bytt det. Den gamle lenken og QR-koden slutter å virke.
      </Typography>
      <TextInput field={form.fields.password} label="Nytt passord" autoComplete="off" />
      <WriteStatus write={form.status} />
      {done ? (
        <Typography variant="body2" role="status" data-testid="party-password-changed">
          {PARTY_PASSWORD_CHANGED_TEXT}
        </Typography>
      ) : null}
      <Button type="submit" variant="outlined" disabled={form.pending || keys === null} sx={{ alignSelf: 'start', minHeight: 44 }}>
        Bytt passord
      </Button>
    </Stack>
  );
}
