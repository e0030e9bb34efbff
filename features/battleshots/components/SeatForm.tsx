'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import { useInviteState } from '@/components/rooms/useInvited';
import { useEarlyFieldHandover } from '@/components/rooms/useEarlyFieldHandover';
import PlainAlert from '@/components/ui/PlainAlert';
import WriteStatus from '@/components/firebase/WriteStatus';
import styles from '@/components/ui/PlainForm.module.css';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { takeSeat } from '@/features/battleshots/lib/data';
import { SEAT_CLOSED_TEXT } from '@/features/battleshots/lib/seatTexts';
import { seatIsOpen, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameRule } from '@/lib/forms/text';
import { lobbyEntryRead } from '@/lib/rooms/data';
import { SEAT_INTRO, SEAT_LABEL, SEAT_SUBMIT, SEAT_TITLE, takeEarlySeat } from './earlySeat';
import { PlayerGamePart } from './parts';

const RULE = nameRule('navnet ditt');

/**
 * Taking a seat. The creator sits down at once under the name given in the lobby; the first
 * visitor after them takes the second seat under a name of their choice, once the seat is open
 * (a private room, the creator opened it, or the visitor came by the host's invite link).
 * Drawn with the same plain elements as the page's name box (earlySeat.ts), so nothing moves at
 * the hand-over and the form waits for no MUI code; a finger on it fetches the game's code.
 */
export default function SeatForm({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const id = useId();
  const write = useDbWrite();
  // Read while rendering: the page's plain name box (earlySeat.ts) is still there until this commit.
  const [early] = useState(() => takeEarlySeat());
  // A guest who came by the host's invite link may sit down without the host opening the seat.
  const inviteState = useInviteState('battleshots', code);
  const invited = inviteState === true;
  const canSit = uid === room.challenger || seatIsOpen(room, invited);
  // The challenger's form; the name stays once seated (the board replaces the form). It takes
  // over the plain box: a kept «Ta plass» goes once the seat is known to be open to this phone.
  const form = useDbForm({
    fields: { name: { rule: RULE, initial: early?.value ?? '' } },
    write: (db, { name }) => takeSeat(db, code, uid, room, name, invited),
  });
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const submit = (event?: FormEvent) => {
    PlayerGamePart.preload();
    return form.submit(event);
  };
  useEarlyFieldHandover({ take: takeEarlySeat, early, field: form.fields.name, submit, input, button, ready: canSit });
  const lobby = useDbValue(lobbyEntryRead('battleshots', code));
  const isCreator = uid === room.settings.createdBy;
  const creatorName = lobby.status === 'success' ? lobby.data?.creatorName : undefined;
  useWriteOnce(isCreator && lobby.status !== 'loading' && 'seat', () =>
    write.run((db) => takeSeat(db, code, uid, room, creatorName || 'Spiller 1')),
  );

  if (isCreator) {
    return (
      <>
        <p className={styles.text}>Tar plass …</p>
        <WriteStatus write={write} />
      </>
    );
  }

  // The box the first paint showed stays while the invite is still being checked, so what is
  // typed into it is not dropped for a moment's «locked».
  if (!canSit && !(early && inviteState === null)) {
    return (
      <PlainAlert severity="info" role="status" testId="seat-closed">
        {SEAT_CLOSED_TEXT}
      </PlainAlert>
    );
  }

  const title = `${SEAT_TITLE}${room.players[room.settings.createdBy]?.name || 'verten'}`;
  return (
    <section className={styles.box}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{SEAT_INTRO}</p>
      <form onSubmit={submit} noValidate aria-label={title}>
        <div className={styles.row}>
          <div className={styles.grow}>
            <PlainTextInput
              id={id}
              field={form.fields.name}
              label={SEAT_LABEL}
              autoComplete="nickname"
              inputRef={input}
              onFocus={PlayerGamePart.preload}
            />
          </div>
          <button ref={button} type="submit" className={styles.button} disabled={form.pending}>
            {SEAT_SUBMIT}
          </button>
        </div>
        <PlainFieldStatus id={id} field={form.fields.name} />
        <WriteStatus write={form.status} />
      </form>
    </section>
  );
}
