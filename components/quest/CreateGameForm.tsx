'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { createQuestGame, gameNameRule } from '@/lib/quest/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

/** Anyone may start a game under a free code, and becomes its creator. */
export default function CreateGameForm({ id }: { id: string }) {
  const uid = useUid();
  const name = useTextInput(gameNameRule);
  const write = useDbWrite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.validate() === null) return;
    await write.run((db) => createQuestGame(db, id, uid, name.raw));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ mb: 2 }}>
        Ingen har laget en questlog med koden <strong data-testid="route-id">{id}</strong> ennå. Lag den selv, så blir du spilleder.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput field={name} label="Navn på spillet" />
        <WriteStatus write={write} />
        <Button type="submit" variant="contained" disabled={write.pending} sx={{ justifySelf: 'start' }}>
          Lag questlog
        </Button>
      </Box>
    </Paper>
  );
}
