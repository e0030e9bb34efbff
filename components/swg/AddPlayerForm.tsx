'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { addPlayer, playerNameRule } from '@/lib/swg/data';
import { START_LIVES } from '@/lib/swg/game';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

export default function AddPlayerForm() {
  const uid = useUid();
  const name = useTextInput(playerNameRule);
  const write = useDbWrite();
  const [added, setAdded] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const value = name.validate();
    if (value === null) return;
    let id = '';
    if (await write.run(async (db) => (id = await addPlayer(db, uid, value)))) {
      setAdded(`${value} er lagt til som nr. ${id}.`);
      name.reset();
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="swg-add">
      <Typography id="swg-add" variant="h6" component="h2" sx={{ mb: 1 }}>
        Legg til spiller
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px' }}>
          <TextInput field={name} label="Navn" helperText={`Starter med ${START_LIVES} liv.`} />
        </Box>
        <Button type="submit" variant="contained" disabled={write.pending}>
          Legg til spiller
        </Button>
      </Box>
      <WriteStatus write={write} />
      {added ? (
        <Typography role="status" color="success.main" sx={{ mt: 1 }}>
          {added}
        </Typography>
      ) : null}
    </Paper>
  );
}
