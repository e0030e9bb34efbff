'use client';
import { useEffect, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import PlainAlert from '@/components/ui/PlainAlert';
import buttons from '@/components/ui/PlainButtons.module.css';
import { declareGone, presentRead, serverOffsetRead } from '@/features/battleshots/lib/data';
import { canDeclareGone, goneAt, opponentOf, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';
import styles from './PlayerGame.module.css';

/**
 * While the shooter waits for an answer from a defender who has no phone in the room: a
 * countdown in server time, then a way to end the game as a forfeit instead of waiting forever.
 */
/**
 * `write` is the shooting view's: its status stays in view when the notice goes (the defender
 * answered after all, and the forfeit was refused as out of date).
 */
export default function GoneNotice({ code, room, write }: { code: string; room: BattleshotsRoom; write: DbWrite }) {
  const uid = useUid();
  const defender = opponentOf(room, uid);
  const at = goneAt(room, uid);
  if (!defender || at === null) return null;
  return <Countdown code={code} room={room} defender={defender} at={at} write={write} />;
}

function Countdown({ code, room, defender, at, write }: { code: string; room: BattleshotsRoom; defender: string; at: number; write: DbWrite }) {
  const uid = useUid();
  const present = useDbValue(presentRead(code, defender));
  const offset = useDbValue(serverOffsetRead());
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Deliberately no DbView: a notice that only appears once the defender is known to be away;
  // unknown presence says nothing, and an unknown clock offset counts as none.
  if (present.status !== 'success' || present.data) return null;
  // A second's margin, so the button never shows before the rules' own clock agrees.
  const serverNow = clock + (offset.status === 'success' ? offset.data : 0) - 1000;
  const name = nameOf(room, defender);
  if (!canDeclareGone(room, uid, serverNow, false)) {
    const seconds = Math.max(1, Math.ceil((at - serverNow) / 1000));
    return (
      <PlainAlert severity="info" role="status" className={styles.notice} testId="gone-notice">
        {name} har ikke rommet åpent. Svarer ikke {name} innen {seconds} s, kan du avslutte spillet.
      </PlainAlert>
    );
  }
  // The button under the text at full width: a tap target of 44 px.
  return (
    <PlainAlert severity="warning" className={styles.notice} testId="gone-notice">
      {name} har vært borte i over ett minutt.
      <button
        type="button"
        className={`${buttons.outlined} ${styles.inherit} ${styles.wide}`}
        disabled={write.pending}
        onClick={() => void write.run((db) => declareGone(db, code, uid, room))}
      >
        Avslutt – {name} er borte
      </button>
    </PlainAlert>
  );
}
