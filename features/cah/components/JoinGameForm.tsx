'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useEarlyFieldHandover } from '@/components/rooms/useEarlyFieldHandover';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import styles from '@/components/ui/PlainForm.module.css';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { takeSeat } from '@/features/cah/lib/data';
import { JOIN_NAME_LABEL } from '@/features/cah/lib/texts';
import { nameRule } from '@/lib/forms/text';
import { rememberedDisplayName } from '@/lib/rooms/displayName';
import { takeEarlyJoin } from './earlyJoinForm';

const RULE = nameRule('navnet ditt');
const TITLE = 'Bli med i spillet';

/**
 * A member takes a seat at the table under a name of their choice; empty sends nothing. It takes
 * over the page's plain name box (earlyJoinForm.ts): the text, the focus, and a «Bli med» sent
 * before the live part had loaded, which it sends now. Drawn with the same plain elements as that
 * box, so nothing moves at the hand-over and the form waits for no MUI code. `onIntent` runs when
 * the guest starts on it: the round they are about to see can load meanwhile.
 */
export default function JoinGameForm({ code, onIntent }: { code: string; onIntent?: () => void }) {
  const uid = useUid();
  const id = useId();
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
  const submit = (event?: FormEvent) => {
    onIntent?.();
    return form.submit(event);
  };
  useEarlyFieldHandover({ take: takeEarlyJoin, early, field: name, submit, input, button: submitButton });
  return (
    <section className={styles.box}>
      <h2 className={styles.title}>{TITLE}</h2>
      <form onSubmit={submit} noValidate aria-label={TITLE}>
        <div className={styles.row}>
          <div className={styles.grow}>
            <PlainTextInput id={id} field={name} label={JOIN_NAME_LABEL} autoComplete="nickname" inputRef={input} onFocus={onIntent} />
          </div>
          <button ref={submitButton} type="submit" className={styles.button} disabled={form.pending}>
            Bli med
          </button>
        </div>
        <PlainFieldStatus id={id} field={name} />
        <WriteStatus write={form.status} />
      </form>
    </section>
  );
}
