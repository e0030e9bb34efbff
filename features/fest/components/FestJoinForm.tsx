'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import { useLiveSubmit } from '@/components/rooms/useLiveSubmit';
import PlainField, { fieldText } from '@/components/ui/PlainField';
import styles from '@/components/ui/PlainForm.module.css';
import EarlyForm from '@/components/ui/EarlyForm';
import { useFieldMessages } from '@/components/ui/useFieldMessages';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_EMPTY_TEXT } from '@/lib/rooms/texts';
import { takeInvitePassword } from './invitePassword';
import { INVITE_VIEW, inviteViewScript } from './inviteView';

export type PartyJoinActions = { join: (name: string, password: string) => Promise<void> };

const NAME = nameRule('navnet ditt');

/**
 * «Bli med» on the party's page, as plain elements in the page's HTML (the LobbyJoinForm
 * pattern): the guest's name, picked once for every app of the party, and the password, which
 * an invite link brings along in its fragment (then only the name is asked). It takes typing
 * before the live part has loaded and joins once it has.
 */
export default function FestJoinForm({ actions }: { actions: LiveActions<PartyJoinActions> }) {
  const id = useId();
  const submit = useLiveSubmit(actions);
  const { messages, show, clearer: clear } = useFieldMessages<'name' | 'password'>(submit.clear);
  const [invited, setInvited] = useState(false);
  const passwordBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The invite link's password (stripped from the address once taken).
    const password = takeInvitePassword();
    if (!password) return;
    const box = passwordBox.current;
    if (box && !box.value) box.value = password;
    // Read from the address once, at mount: nothing React renders depends on it before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInvited(true);
  }, []);
  const send = (element: HTMLFormElement) => {
    const name = checkText(fieldText(element, 'name'), NAME);
    const password = fieldText(element, 'password');
    const refused = show({ name: name.ok ? undefined : name.message, password: password.trim() ? undefined : PASSWORD_EMPTY_TEXT });
    if (refused || !name.ok) return;
    void submit.send((live) => live.join(name.value, password));
  };
  return (
    <section className={styles.box} data-testid="party-join">
      <h2 className={styles.title}>Bli med i festen</h2>
      <p className={styles.text} hidden={invited} {...{ [INVITE_VIEW]: 'plain' }}>
        Skriv navnet ditt og passordet du har fått av verten.
      </p>
      <p className={styles.text} hidden={!invited} {...{ [INVITE_VIEW]: 'invited' }}>
        Passordet fulgte med lenken. Skriv navnet ditt, så er du med.
      </p>
      <EarlyForm send={send}>
        <PlainField
          id={`${id}-name`}
          name="name"
          label="Ditt navn"
          autoComplete="nickname"
          message={messages.name}
          hint="Navnet brukes i alle spillene på festen"
          onInput={clear('name')}
        />
        <PlainField
          inputRef={passwordBox}
          id={`${id}-password`}
          name="password"
          label="Passord"
          autoComplete="off"
          autoCapitalize="off"
          message={messages.password}
          hidden={invited && !submit.error && !messages.password}
          wrapperData={{ [INVITE_VIEW]: 'plain' }}
          onInput={clear('password')}
        />
        <p className={styles.status} role="status" data-error={submit.error ? '' : undefined}>
          {submit.message}
        </p>
        <button type="submit" className={`${styles.button} ${styles.wide}`} disabled={submit.busy}>
          Bli med
        </button>
      </EarlyForm>
      <script dangerouslySetInnerHTML={{ __html: inviteViewScript() }} />
    </section>
  );
}
