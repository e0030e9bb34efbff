'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import { useLiveSubmit } from '@/components/rooms/useLiveSubmit';
import styles from '@/components/ui/PlainForm.module.css';
import { EARLY_FORM_PROPS, useEarlyForm } from '@/components/ui/useEarlyForm';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_EMPTY_TEXT } from '@/lib/rooms/texts';
import { invitePasswordOf } from '../lib/invite';

export type PartyJoinActions = { join: (name: string, password: string) => Promise<void> };

const NAME = nameRule('navnet ditt');
type Messages = { name?: string; password?: string };

/**
 * «Bli med» on the party's page, as plain elements in the page's HTML (the LobbyJoinForm
 * pattern): the guest's name, picked once for every app of the party, and the password, which
 * an invite link brings along in its fragment (then only the name is asked). It takes typing
 * before the live part has loaded and joins once it has.
 */
export default function FestJoinForm({ actions }: { actions: LiveActions<PartyJoinActions> }) {
  const id = useId();
  const submit = useLiveSubmit(actions);
  const [messages, setMessages] = useState<Messages>({});
  const [invited, setInvited] = useState(false);
  const passwordBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The invite link's password: taken once, then stripped from the address, so it is not
    // left in the history, a bookmark or a screenshot of the address bar.
    const password = invitePasswordOf(window.location.hash);
    if (!password) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const box = passwordBox.current;
    if (box && !box.value) box.value = password;
    // Read from the address once, at mount: nothing React renders depends on it before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInvited(true);
  }, []);
  const send = (element: HTMLFormElement) => {
    const text = (name: string) => {
      const field = element.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const name = checkText(text('name'), NAME);
    const password = text('password');
    const found: Messages = { name: name.ok ? undefined : name.message, password: password.trim() ? undefined : PASSWORD_EMPTY_TEXT };
    setMessages(found);
    if (found.name || found.password) return;
    void submit.send((live) => live.join(name.value, password));
  };
  const form = useEarlyForm(send);
  const clear = (field: keyof Messages) => () => {
    submit.clear();
    if (messages[field]) setMessages({ ...messages, [field]: undefined });
  };
  return (
    <section className={styles.box} data-testid="party-join">
      <h2 className={styles.title}>Bli med i festen</h2>
      <p className={styles.text}>
        {invited ? 'Passordet fulgte med lenken. Skriv navnet ditt, så er du med.' : 'Skriv navnet ditt og passordet du har fått av verten.'}
      </p>
      <form
        ref={form}
        {...EARLY_FORM_PROPS}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(event.currentTarget);
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            Ditt navn
          </label>
          <input
            id={`${id}-name`}
            name="name"
            className={styles.input}
            autoComplete="nickname"
            maxLength={40}
            aria-invalid={messages.name ? true : undefined}
            aria-describedby={`${id}-name-note`}
            onInput={clear('name')}
          />
          <p id={`${id}-name-note`} className={messages.name ? styles.status : styles.hint} data-error={messages.name ? '' : undefined}>
            {messages.name ?? 'Navnet brukes i alle spillene på festen'}
          </p>
        </div>
        <div className={styles.field} hidden={invited && !submit.error}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            Passord
          </label>
          <input
            ref={passwordBox}
            id={`${id}-password`}
            name="password"
            className={styles.input}
            autoComplete="off"
            autoCapitalize="off"
            maxLength={40}
            aria-invalid={messages.password ? true : undefined}
            onInput={clear('password')}
          />
          {messages.password ? (
            <p className={styles.status} data-error="">
              {messages.password}
            </p>
          ) : null}
        </div>
        <p className={styles.status} role="status" data-error={submit.error ? '' : undefined}>
          {submit.message}
        </p>
        <button type="submit" className={`${styles.button} ${styles.wide}`} disabled={submit.busy}>
          Bli med
        </button>
      </form>
    </section>
  );
}
