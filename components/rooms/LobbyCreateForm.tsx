'use client';
import { useId } from 'react';
import PlainField, { fieldText } from '@/components/ui/PlainField';
import styles from '@/components/ui/PlainForm.module.css';
import EarlyForm from '@/components/ui/EarlyForm';
import { useFieldMessages } from '@/components/ui/useFieldMessages';
import { checkText, nameRule } from '@/lib/forms/text';
import { PASSWORD_REQUIRED_TEXT } from '@/lib/rooms/texts';
import type { LiveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import { nextRoomCode, useNewRoomCode } from './newRoomCode';
import { RefreshIcon } from './roomIcons';
import { useLiveSubmit } from './useLiveSubmit';

const ROOM_NAME = nameRule('navnet på rommet');
const CREATOR_NAME = nameRule('navnet ditt');

/**
 * A random code (regenerate), name, private + password, «Lag rom», as plain elements in the
 * page's HTML: it takes typing before the live part has loaded and creates the room once it has.
 * The creator lands in the room.
 */
export default function LobbyCreateForm({ actions }: { actions: LiveActions<LobbyActions> }) {
  const id = useId();
  const code = useNewRoomCode();
  const submit = useLiveSubmit(actions);
  const { messages, show, clearer: clear } = useFieldMessages<'name' | 'creatorName' | 'password'>(submit.clear);
  const send = (element: HTMLFormElement) => {
    const privateBox = element.elements.namedItem('private');
    const isPrivate = privateBox instanceof HTMLInputElement && privateBox.checked;
    const name = checkText(fieldText(element, 'name'), ROOM_NAME);
    const creatorName = checkText(fieldText(element, 'creatorName'), CREATOR_NAME);
    const password = fieldText(element, 'password');
    const refused = show({
      name: name.ok ? undefined : name.message,
      creatorName: creatorName.ok ? undefined : creatorName.message,
      password: isPrivate && !password.trim() ? PASSWORD_REQUIRED_TEXT : undefined,
    });
    if (refused || !name.ok || !creatorName.ok || !code) return;
    void submit.send(async (live) => {
      await live.create({ code, name: name.value, creatorName: creatorName.value, private: isPrivate, password });
      nextRoomCode();
    });
  };
  return (
    <EarlyForm send={send} className={styles.createForm}>
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
      <PlainField id={`${id}-name`} name="name" label="Navn på rommet" message={messages.name} onInput={clear('name')} />
      <PlainField
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
        <PlainField
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
    </EarlyForm>
  );
}
