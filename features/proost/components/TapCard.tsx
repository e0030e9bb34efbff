'use client';
import { useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { drawNextCard } from '@/features/proost/lib/data';
import type { ProostRoom } from '@/features/proost/lib/types';
import CardFace from './CardFace';

/**
 * The card the whole room shares, live: a tap draws the next question for every phone. Others
 * may tap only while the creator allows it, or invited guests while the host lets them (the rules
 * refuse it otherwise).
 */
export default function TapCard({ code, room, isCreator, invited = false }: { code: string; room: ProostRoom; isCreator: boolean; invited?: boolean }) {
  const uid = useUid();
  const write = useDbWrite();
  // The card the room opens with is shown at once; only a newly drawn card fades in.
  const cardKey = room.card?.at ?? 'none';
  const [firstCard] = useState(cardKey);
  return (
    <>
      <CardFace
        room={room}
        canTap={isCreator || room.settings.allow_screen_tap || (invited && room.settings.allow_invited)}
        fresh={cardKey !== firstCard}
        busy={write.pending}
        onTap={() => write.run((db) => drawNextCard(db, code, uid, room))}
      />
      <WriteStatus write={write} />
    </>
  );
}
