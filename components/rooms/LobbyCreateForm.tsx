'use client';
import { useId, useState } from 'react';
import styles from '@/components/ui/PlainForm.module.css';
import { EARLY_FORM_PROPS, useEarlyForm } from '@/components/ui/useEarlyForm';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_REQUIRED_TEXT } from '@/lib/rooms/texts';
import type { LiveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import { nextRoomCode, useNewRoomCode } from './newRoomCode';
import { RefreshIcon } from './roomIcons';
import { useLiveSubmit } from './useLiveSubmit';

const ROOM_NAME = nameRule('navnet på rommet');
const CREATOR_NAME = nameRule('navnet ditt');

type Messages = { name?: string; creatorName?: string; password?: string };

/**
 * A random code (regenerate), name, private + password, «Lag rom», as plain elements in the
 * page's HTML: it takes typing before the live part has loaded and creates the room once it has.
 * The creator lands in the room.
 */
export default function LobbyCreateForm({ actions }: { actions: LiveActions<LobbyActions> }) {
  const id = useId();
  const code = useNewRoomCode();
  const submit = useLiveSubmit(actions);
  const [messages, setMessages] = useState<Messages>({});
  const send = (element: HTMLFormElement) => {
    const fields = element.elements;
    const text = (name: string) => {
      const field = fields.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const privateBox = fields.namedItem('private');
    const isPrivate = privateBox instanceof HTMLInputElement && privateBox.checked;
    const name = checkText(text('name'), ROOM_NAME);
    const creatorName = checkText(text('creatorName'), CREATOR_NAME);
    const password = text('password');
    const found: Messages = {
      name: name.ok ? undefined : name.message,
      creatorName: creatorName.ok ? undefined : creatorName.message,
      password: isPrivate && !password.trim() ? PASSWORD_REQUIRED_TEXT : undefined,
    };
    setMessages(found);
    if (found.name || found.creatorName || found.password || !code) return;
    void submit.send(async (live) => {
      await live.create({ code, name: name.value, creatorName: creatorName.value, private: isPrivate, password });
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
      className={styles.createForm}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <div className={`${styles.row} ${styles.field}`}>
        <div className={styles.grow}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            Romkode
          </label>
          <input id={`${id}-code`} className={styles.input} value={code} readOnly data-testid="new-room-code" />
        </div>
        <button type="button" className={styles.iconButton} aria-label="Lag en ny kode" onClick={nextRoomCode}>
          <RefreshIcon />
        </button>
      </div>
      <Field id={`${id}-name`} name="name" label="Navn på rommet" message={messages.name} onInput={clear('name')} />
      <Field
        id={`${id}-creator`}
        name="creatorName"
        label="Ditt navn"
        autoComplete="nickname"
        message={messages.creatorName}
        onInput={clear('creatorName')}
      />
      <label className={styles.check}>
        <input type="checkbox" name="private" onChange={clear('password')} />
        Privat spill
      </label>
      {/* Shown by CSS while «Privat spill» is ticked, so a tick before hydration shows it too. */}
      <div className={styles.privateOnly}>
        <Field
          id={`${id}-password`}
          name="password"
          label="Passord"
          autoComplete="off"
          maxLength={40}
          message={messages.password}
          hint="De som blir med må skrive dette passordet"
          onInput={clear('password')}
          />
      </div>
      <p className={styles.status} role="status" data-error={submit.error ? '' : undefined}>
        {submit.message}
      </p>
      <button type="submit" className={`${styles.button} ${styles.wide}`} disabled={submit.busy || !code}>
        Lag rom
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
  maxLength?: number;
  onInput: () => void;
};

function Field({ id, name, label, message, hint, autoComplete, maxLength, onInput }: FieldProps) {
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
        maxLength={maxLength}
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
