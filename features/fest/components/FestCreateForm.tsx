'use client';
import { useEffect, useId, useRef } from 'react';
import type { LiveActions } from '@/components/rooms/liveActions';
import type { LobbyActions } from '@/components/rooms/lobbyActions';
import { nextRoomCode, useNewRoomCode } from '@/components/rooms/newRoomCode';
import { useLiveSubmit } from '@/components/rooms/useLiveSubmit';
import PlainField, { fieldText } from '@/components/ui/PlainField';
import styles from '@/components/ui/PlainForm.module.css';
import EarlyForm from '@/components/ui/EarlyForm';
import { useFieldMessages } from '@/components/ui/useFieldMessages';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_REQUIRED_TEXT } from '@/lib/rooms/texts';
import { easyPassword } from '../lib/password';

const PARTY_NAME = nameRule('navnet på festen');
const HOST_NAME = nameRule('navnet ditt');

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
  const { messages, show, clearer: clear } = useFieldMessages<'name' | 'hostName' | 'password'>(submit.clear);
  const send = (element: HTMLFormElement) => {
    const name = checkText(fieldText(element, 'name'), PARTY_NAME);
    const hostName = checkText(fieldText(element, 'hostName'), HOST_NAME);
    const typedPassword = fieldText(element, 'password');
    const refused = show({
      name: name.ok ? undefined : name.message,
      hostName: hostName.ok ? undefined : hostName.message,
      password: typedPassword.trim() ? undefined : PASSWORD_REQUIRED_TEXT,
    });
    if (refused || !name.ok || !hostName.ok || !code) return;
    void submit.send(async (live) => {
      await live.create({ code, name: name.value, creatorName: hostName.value, private: true, password: typedPassword });
      nextRoomCode();
    });
  };
  return (
    <EarlyForm send={send}>
      <PlainField id={`${id}-name`} name="name" label="Navn på festen" message={messages.name} onInput={clear('name')} />
      <PlainField id={`${id}-host`} name="hostName" label="Ditt navn" autoComplete="nickname" message={messages.hostName} onInput={clear('hostName')} />
      <PlainField
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
    </EarlyForm>
  );
}
