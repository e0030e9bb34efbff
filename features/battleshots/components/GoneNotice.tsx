'use client';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteAlert from '@/components/firebase/WriteAlert';
import { declareGone, presentRead, serverOffsetRead } from '@/features/battleshots/lib/data';
import { canDeclareGone, goneAt, opponentOf, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';

/**
 * While the shooter waits for an answer from a defender who has no phone in the room: a
 * countdown in server time, then a way to end the game as a forfeit instead of waiting forever.
 */
export default function GoneNotice({ code, room }: { code: string; room: BattleshotsRoom }) {
  const uid = useUid();
  const defender = opponentOf(room, uid);
  const at = goneAt(room, uid);
  if (!defender || at === null) return null;
  return <Countdown code={code} room={room} defender={defender} at={at} />;
}

function Countdown({ code, room, defender, at }: { code: string; room: BattleshotsRoom; defender: string; at: number }) {
  const uid = useUid();
  const write = useDbWrite();
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
      <Alert severity="info" sx={{ mb: 2 }} data-testid="gone-notice">
        {name} har ikke rommet åpent. Svarer ikke {name} innen {seconds} s, kan du avslutte spillet.
      </Alert>
    );
  }
  return (
    <WriteAlert
      severity="warning"
      testId="gone-notice"
      write={write}
      action={{ label: `Avslutt – ${name} er borte`, run: () => write.run((db) => declareGone(db, code, uid, room)) }}
    >
      {name} har vært borte i over ett minutt.
    </WriteAlert>
  );
}
