'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useEarlyFieldHandover } from '@/components/rooms/useEarlyFieldHandover';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { takeSeat } from '@/features/cah/lib/data';
import { JOIN_NAME_LABEL } from '@/features/cah/lib/texts';
import { nameRule } from '@/lib/forms/text';
import { rememberedDisplayName } from '@/lib/rooms/displayName';
import { takeEarlyJoin } from './earlyJoinForm';

const RULE = nameRule('navnet ditt');

/**
 * A member takes a seat at the table under a name of their choice; empty sends nothing. It takes
 * over the page's plain name box (earlyJoinForm.ts): the text, the focus, and a «Bli med» sent
 * before the live part had loaded, which it sends now.
 */
export default function JoinGameForm({ code }: { code: string }) {
  const uid = useUid();
  // Read while rendering: the plain box is still on the page until this form's commit.
  const [early] = useState(() => takeEarlyJoin());
  // The name stays once seated: the table replaces this form.
  const form = useDbForm({
    // What was typed in the plain box wins; a guest who came from a party («Festrom») finds the
    // name picked there already filled in.
    fields: { name: { rule: RULE, initial: early?.value || rememberedDisplayName() } },
    write: (db, { name }) => takeSeat(db, code, uid, name),
  });
  const name = form.fields.name;
  const input = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  useEarlyFieldHandover({ take: takeEarlyJoin, early, field: name, submit: form.submit, input, button: submitButton });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bli med i spillet
      </Typography>
      <form onSubmit={form.submit} noValidate aria-label="Bli med i spillet">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput field={name} label={JOIN_NAME_LABEL} autoComplete="nickname" inputRef={input} />
          <Button ref={submitButton} type="submit" variant="contained" disabled={form.pending} sx={{ flexShrink: 0, mt: '1px' }}>
            Bli med
          </Button>
        </Stack>
        <WriteStatus write={form.status} />
      </form>
    </Paper>
  );
}
