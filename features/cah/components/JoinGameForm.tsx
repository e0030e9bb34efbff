'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import { takeSeat } from '@/features/cah/lib/data';
import { JOIN_NAME_LABEL } from '@/features/cah/lib/texts';
import { clickOnRelease } from '@/lib/browser/pressHandover';
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
  // What the hand-over still has to do once the field holds the plain box's text.
  const handover = useRef<{ name: string; caret: boolean; send: boolean } | null>(null);
  useLayoutEffect(() => {
    // Again in the commit, before the plain box goes: keys typed while this form rendered.
    const now = takeEarlyJoin() ?? early;
    if (!now) return;
    // An untouched plain box keeps the party's name the field started with.
    const typed = now.value || name.raw;
    if (typed !== name.raw) name.setRaw(typed);
    if (now.focused) input.current?.focus();
    if (now.refused && !now.sent) name.validate();
    handover.current = { name: typed, caret: now.focused, send: now.sent };
    if (now.pressed && !now.sent) return clickOnRelease(() => submitButton.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the hand-over
  }, []);
  useEffect(() => {
    const pending = handover.current;
    if (!pending || name.raw !== pending.name) return;
    handover.current = null;
    if (pending.caret) input.current?.setSelectionRange(pending.name.length, pending.name.length);
    if (pending.send) void form.submit();
  });
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
