'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import { joinGame } from '@/lib/cah/data';
import { JOIN_NAME_LABEL } from '@/lib/cah/texts';
import { nameRule } from '@/lib/forms/text';

const RULE = nameRule('navnet ditt');

/** A member takes a seat at the table under a name of their choice; empty sends nothing. */
export default function JoinGameForm({ code }: { code: string }) {
  const uid = useUid();
  const write = useDbWrite();
  const name = useTextInput(RULE);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.validate();
    if (value === null) return;
    await write.run((db) => joinGame(db, code, uid, value, false));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bli med i spillet
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Bli med i spillet">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={name} label={JOIN_NAME_LABEL} autoComplete="nickname" />
          <Button type="submit" variant="contained" disabled={write.pending} sx={{ flexShrink: 0, mt: '1px' }}>
            Bli med
          </Button>
        </Stack>
        <WriteStatus write={write} />
      </form>
    </Paper>
  );
}
