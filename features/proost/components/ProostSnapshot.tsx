import { useEffect, useState } from 'react';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { earlyTapKept, keepEarlyTap } from '@/lib/browser/earlyTaps';
import { proostEarlyTapKey } from '@/features/proost/lib/earlyTap';
import { mapProostCard } from '@/features/proost/lib/room';
import ProostCard from './ProostCard';

/**
 * A Proost room's first paint from its REST snapshot: ProostCard, the header and the card waiting
 * to connect.
 * A card the guest may draw keeps a tap (one made on the inline script's card before hydration
 * too) and says «Kobler til …»; the live card sends it (TapCard).
 */
export default function ProostSnapshot({ id, value }: SnapshotViewProps) {
  const room = mapProostCard(value);
  const key = room ? proostEarlyTapKey(id, room.cardSeq) : '';
  const [tapped, setTapped] = useState(() => Boolean(key) && earlyTapKept(key));
  useEffect(() => {
    // A tap the head's script kept after this view first rendered but before it was on screen
    // (a busy phone renders in slices): the card must still say «Kobler til …».
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (key && !tapped && earlyTapKept(key)) setTapped(true);
  }, [key, tapped]);
  if (!room) return null;
  return (
    <ProostCard
      id={id}
      value={value}
      tapped={tapped}
      onTap={() => {
        keepEarlyTap(key);
        setTapped(true);
      }}
    />
  );
}
