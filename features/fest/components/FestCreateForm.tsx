'use client';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import type { LobbyActions } from '@/components/rooms/lobbyActions';
import { nextRoomCode, useNewRoomCode } from '@/components/rooms/newRoomCode';
import { useLiveSubmit } from '@/components/rooms/useLiveSubmit';
import styles from '@/components/ui/PlainForm.module.css';
import { EARLY_FORM_PROPS, useEarlyForm } from '@/components/ui/useEarlyForm';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_REQUIRED_TEXT } from '@/lib/rooms/texts';
import { easyPassword } from '../lib/password';

const PARTY_NAME = nameRule('navnet på festen');
const HOST_NAME = nameRule('navnet ditt');

type Messages = { name?: string; hostName?: string; password?: string };

/**
 * «Lag fest» as plain elements in the page's HTML (components/rooms/LobbyCreateForm.tsx's
 * pattern): the party's name, the host's name and the password, prefilled with an easy one the
 * host may change. A party is always private. The host lands in the party.
 */
export default function FestCreateForm({ actions }: { actions: LiveActions<LobbyActions> }) {
  const id = useId();
  const code = useNewRoomCode();
  const passwordBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Made in the browser only (like the code): the page's HTML must not carry a password every
    // visitor shares. Put in only while the box is empty, so nothing typed early is replaced.
    const box = passwordBox.current;
    if (box && !box.value) box.value = easyPassword();
  }, []);
  const submit = useLiveSubmit(actions);
  const [messages, setMessages] = useState<Messages>({});
  const send = (element: HTMLFormElement) => {
    const text = (name: string) => {
      const field = element.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const name = checkText(text('name'), PARTY_NAME);
    const hostName = checkText(text('hostName'), HOST_NAME);
    const typedPassword = text('password');
    const found: Messages = {
      name: name.ok ? undefined : name.message,
      hostName: hostName.ok ? undefined : hostName.message,
      password: typedPassword.trim() ? undefined : PASSWORD_REQUIRED_TEXT,
    };
    setMessages(found);
    if (found.name || found.hostName || found.password || !code) return;
    void submit.send(async (live) => {
      await live.create({ code, name: name.value, creatorName: hostName.value, private: true, password: typedPassword });
      nextRoomCode();
    });
  };
  const form = useEarlyForm(send);
  const clear = (field: keyof Messages) => () => {
    submit.clear();
    if (messages[field]) setMessages({ ...messages, [field]: undefined });
  };
  return (
    <form
      ref={form}
      {...EARLY_FORM_PROPS}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <Field id={`${id}-name`} name="name" label="Navn på festen" message={messages.name} onInput={clear('name')} />
      <Field id={`${id}-host`} name="hostName" label="Ditt navn" autoComplete="nickname" message={messages.hostName} onInput={clear('hostName')} />
      <Field
        inputRef={passwordBox}
        id={`${id}-password`}
        name="password"
        label="Passord"
        autoComplete="off"
        message={messages.password}
        hint="Gjestene skriver det, eller får det med lenken og QR-koden"
        onInput={clear('password')}
      />
      <p className={styles.status} role="status" data-error={submit.error ? '' : undefined}>
        {submit.message}
      </p>
      <button type="submit" className={`${styles.button} ${styles.wide}`} disabled={submit.busy || !code}>
        Lag fest
      </button>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  message?: string;
  hint?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  onInput: () => void;
};

function Field({ id, name, label, message, hint, autoComplete, inputRef, onInput }: FieldProps) {
  const note = message ?? hint;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        autoComplete={autoComplete}
        maxLength={40}
        ref={inputRef}
        aria-invalid={message ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onInput={onInput}
      />
      {note ? (
        <p id={`${id}-note`} className={message ? styles.status : styles.hint} data-error={message ? '' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
