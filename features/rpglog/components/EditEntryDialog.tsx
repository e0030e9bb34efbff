'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { editEntry } from '@/features/rpglog/lib/data';
import type { RpgEntry } from '@/features/rpglog/lib/log';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import type { RpgLogTexts } from './texts';
import { type RpgLogNode } from '../paths';

/** The author changes their entry: every field, checked like a new one. */
export default function EditEntryDialog({
  node,
  texts,
  entry,
  onClose,
}: {
  node: RpgLogNode;
  texts: RpgLogTexts;
  entry: RpgEntry;
  onClose: () => void;
}) {
  const uid = useUid();
  const titleId = useId();
  const [title, setTitle] = useState(entry.title);
  const [person, setPerson] = useState(entry.person);
  const [from, setFrom] = useState(entry.from);
  const [session, setSession] = useState(String(entry.session));
  const [date, setDate] = useState(entry.date);

  // Checked by editEntry like a new entry; a refusal shows its message above the buttons.
  const form = useDbForm({
    fields: {},
    write: (db) => editEntry(db, node, entry.key, uid, { title, person, from, session, date }),
    onSuccess: onClose,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={form.submit} noValidate>
        <DialogTitle id={titleId}>Endre oppføringen</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
          <OutlinedField label={texts.eventLabel} value={title} onChange={(e) => setTitle(e.target.value)} multiline minRows={2} required size="small" />
          <OutlinedField label={texts.personLabel} value={person} onChange={(e) => setPerson(e.target.value)} size="small" />
          <OutlinedField label="Økt" value={session} onChange={(e) => setSession(e.target.value)} size="small" inputProps={{ inputMode: 'numeric' }} />
          <OutlinedField label="Fra" value={from} onChange={(e) => setFrom(e.target.value)} size="small" />
          <OutlinedField label="Dato" type="date" value={date} onChange={(e) => setDate(e.target.value)} size="small" shrinkLabel />
          <WriteStatus write={form.status} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Avbryt</Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            Lagre
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
