'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { joinGame } from '@/features/cah/lib/data';
import { JOIN_NAME_LABEL } from '@/features/cah/lib/texts';
import { nameRule } from '@/lib/forms/text';
import { rememberedDisplayName } from '@/lib/rooms/displayName';

const RULE = nameRule('navnet ditt');

/** A member takes a seat at the table under a name of their choice; empty sends nothing. */
export default function JoinGameForm({ code }: { code: string }) {
  const uid = useUid();
  // The name stays once seated: the table replaces this form.
  const form = useDbForm({
    // A guest who came from a party («Festrom») finds the name picked there already filled in.
    fields: { name: { rule: RULE, initial: rememberedDisplayName() } },
    write: (db, { name }) => joinGame(db, code, uid, name, false),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bli med i spillet
      </Typography>
      <form onSubmit={form.submit} noValidate aria-label="Bli med i spillet">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={form.fields.name} label={JOIN_NAME_LABEL} autoComplete="nickname" />
          <Button type="submit" variant="contained" disabled={form.pending} sx={{ flexShrink: 0, mt: '1px' }}>
            Bli med
          </Button>
        </Stack>
        <WriteStatus write={form.status} />
      </form>
    </Paper>
  );
}
