'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createQuestGame, gameNameRule } from '@/features/quest/lib/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';

/** Anyone may start a game under a free code, and becomes its creator. */
export default function CreateGameForm({ id }: { id: string }) {
  const uid = useUid();
  // The name stays once the game is made: the log replaces this form.
  const form = useDbForm({
    fields: { name: gameNameRule },
    write: (db, { name }) => createQuestGame(db, id, uid, name),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ mb: 2 }}>
        Ingen har laget en questlog med koden <strong data-testid="route-id">{id}</strong> ennå. Lag den selv, så blir du spilleder.
      </Typography>
      <Box component="form" onSubmit={form.submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput field={form.fields.name} label="Navn på spillet" />
        <WriteStatus write={form.status} />
        <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
          Lag questlog
        </Button>
      </Box>
    </Paper>
  );
}
