'use client';
import { useEffect, useRef, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { takeEarlyTap } from '@/lib/browser/earlyTaps';
import { InputError } from '@/lib/firebase/errors';
import { drawNextCard, STALE_DRAW_TEXT } from '@/features/proost/lib/data';
import { EARLY_STALE_DRAW_TEXT, earlyTapSeq, proostEarlyTapPrefix } from '@/features/proost/lib/earlyTap';
import type { ProostRoom } from '@/features/proost/lib/types';
import CardFace from './CardFace';

/**
 * The card the whole room shares, live: a tap draws the next question for every phone. Others
 * may tap only while the creator allows it, or invited guests while the host lets them (the rules
 * refuse it otherwise). A tap kept on the first-painted card is sent here once, based on the card
 * it was made on (docs/rooms.md "How a room page loads", step 5).
 */
export default function TapCard({ code, room, isCreator, invited = false }: { code: string; room: ProostRoom; isCreator: boolean; invited?: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  // The card the room opens with is shown at once; only a newly drawn card fades in.
  const cardKey = room.card?.at ?? 'none';
  const [firstCard] = useState(cardKey);
  const canTap = isCreator || room.settings.allow_screen_tap || (invited && room.settings.allow_invited);
  const firstRoom = useRef({ room, canTap });
  const { run } = write;
  useEffect(() => {
    const kept = takeEarlyTap(proostEarlyTapPrefix(code));
    const seq = kept === null ? null : earlyTapSeq(kept);
    const { room: live, canTap: allowed } = firstRoom.current;
    // A card this phone may no longer draw says why itself (its hint); an empty deck too.
    if (seq === null || !allowed || live.pool.length === 0) return;
    if (live.cardSeq !== seq) {
      // Another phone drew since: nothing is sent, and the live card is the one that counts.
      void run(() => Promise.reject(new InputError(EARLY_STALE_DRAW_TEXT)));
      return;
    }
    // Based on the card the tap was made on: should another phone draw before this write
    // arrives, the rules refuse it (its seq).
    void run(async (db) => {
      try {
        await drawNextCard(db, code, uid, { ...live, cardSeq: seq });
      } catch (error) {
        if (error instanceof InputError && error.message === STALE_DRAW_TEXT) throw new InputError(EARLY_STALE_DRAW_TEXT);
        throw error;
      }
    });
  }, [code, uid, run]);
  return (
    <>
      <CardFace
        room={room}
        canTap={canTap}
        fresh={cardKey !== firstCard}
        busy={write.pending}
        onTap={() => write.run((db) => drawNextCard(db, code, uid, room))}
      />
      <WriteStatus write={write} />
    </>
  );
}
