'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import { nameRule } from '@/lib/forms/text';
import { addPlayer, NEW_PLAYERS_OFF_TEXT } from '@/lib/proost/data';

const RULE = nameRule('navnet');

/** Adds a player; closed for others while the creator has new players off. */
export default function PlayerForm({ code, allowed }: { code: string; allowed: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  const name = useTextInput(RULE);
  if (!allowed) return <Alert severity="info" sx={{ mb: 1 }}>{NEW_PLAYERS_OFF_TEXT}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.validate();
    if (value === null) return;
    if (await write.run((db) => addPlayer(db, code, uid, value))) name.reset();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Ny spiller">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <TextInput field={name} label="Navn på spiller" />
        <Button type="submit" variant="contained" disabled={write.pending} sx={{ flexShrink: 0, mt: '1px' }}>
          Legg til
        </Button>
      </Stack>
      <WriteStatus write={write} />
    </form>
  );
}
