'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { addPlayer, playerNameRule } from '@/features/swg/lib/data';
import { START_LIVES } from '@/features/swg/lib/game';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';

export default function AddPlayerForm() {
  const uid = useUid();
  const [added, setAdded] = useState<string | null>(null);
  const form = useDbForm({
    fields: { name: playerNameRule },
    write: (db, { name }) => addPlayer(db, uid, name),
    reset: true,
    onSuccess: (id, { name }) => setAdded(`${name} er lagt til som nr. ${id}.`),
  });
  const submit = (event: FormEvent) => {
    setAdded(null);
    void form.submit(event);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="swg-add">
      <Typography id="swg-add" variant="h6" component="h2" sx={{ mb: 1 }}>
        Legg til spiller
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px' }}>
          <TextInput field={form.fields.name} label="Navn" helperText={`Starter med ${START_LIVES} liv.`} />
        </Box>
        <Button type="submit" variant="contained" disabled={form.pending}>
          Legg til spiller
        </Button>
      </Box>
      <WriteStatus write={form.status} />
      {added ? (
        <Typography role="status" color="success.main" sx={{ mt: 1 }}>
          {added}
        </Typography>
      ) : null}
    </Paper>
  );
}
