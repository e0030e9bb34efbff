'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState } from 'react';
import { addSuggestion, descRule, fromRule, titleRule } from '@/features/home/lib/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';

/** «Foreslå noe»: anyone signed in may suggest; it starts as Ny. */
export default function SuggestForm() {
  const uid = useUid();
  const [open, setOpen] = useState(false);
  const form = useDbForm({
    fields: { title: titleRule, desc: descRule, from: fromRule },
    write: (db, values) => addSuggestion(db, uid, values),
    // «Fra» stays: the same person often suggests more than one thing.
    reset: ['title', 'desc'],
    onSuccess: () => setOpen(false),
  });
  const { title, desc, from } = form.fields;

  return (
    <Box sx={{ mb: 2 }}>
      <Button variant={open ? 'text' : 'outlined'} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Lukk skjemaet' : 'Foreslå noe'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box component="form" onSubmit={form.submit} noValidate sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
          <TextInput field={title} label="Tittel" />
          <TextInput field={desc} label="Beskrivelse" multiline minRows={2} />
          <TextInput field={from} label="Fra" />
          <WriteStatus write={form.status} />
          <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
            Send forslag
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
