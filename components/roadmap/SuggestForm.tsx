'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState, type FormEvent } from 'react';
import { addSuggestion, descRule, fromRule, titleRule } from '@/lib/roadmap/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';

/** «Foreslå noe»: anyone signed in may suggest; it starts as Ny. */
export default function SuggestForm() {
  const uid = useUid();
  const write = useDbWrite();
  const [open, setOpen] = useState(false);
  const title = useTextInput(titleRule);
  const desc = useTextInput(descRule);
  const from = useTextInput(fromRule);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = [title.validate(), desc.validate(), from.validate()];
    if (values.some((v) => v === null)) return;
    const [t, d, f] = values as string[];
    if (await write.run((db) => addSuggestion(db, uid, { title: t, desc: d, from: f }))) {
      title.reset();
      desc.reset();
      setOpen(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Button variant={open ? 'text' : 'outlined'} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Lukk skjemaet' : 'Foreslå noe'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
          <TextInput field={title} label="Tittel" />
          <TextInput field={desc} label="Beskrivelse" multiline minRows={2} />
          <TextInput field={from} label="Fra" />
          <WriteStatus write={write} />
          <Button type="submit" variant="contained" disabled={write.pending} sx={{ justifySelf: 'start' }}>
            Send forslag
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
