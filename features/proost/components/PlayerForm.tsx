'use client';
import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { nameRule } from '@/lib/forms/text';
import { addPlayer, NEW_PLAYERS_OFF_TEXT } from '@/features/proost/lib/data';

const RULE = nameRule('navnet');

/** Adds a player; closed for others while the creator has new players off. */
function PlayerForm({ code, allowed }: { code: string; allowed: boolean }) {
  const uid = useUid();
  const form = useDbForm({
    fields: { name: RULE },
    write: (db, { name }) => addPlayer(db, code, uid, name),
    reset: true,
  });
  if (!allowed) return <Alert severity="info" sx={{ mb: 1 }}>{NEW_PLAYERS_OFF_TEXT}</Alert>;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Ny spiller">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <TextInput field={form.fields.name} label="Navn på spiller" />
        <Button type="submit" variant="contained" disabled={form.pending} sx={{ flexShrink: 0, mt: '1px' }}>
          Legg til
        </Button>
      </Stack>
      <WriteStatus write={form.status} />
    </form>
  );
}

// Its props are a few plain values: a draw that leaves them alone does not render it again.
export default memo(PlayerForm);
