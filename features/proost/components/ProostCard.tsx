import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import { proostEarlyTapKey } from '@/features/proost/lib/earlyTap';
import { mapProostCard } from '@/features/proost/lib/room';
import CardFace from './CardFace';

type ProostCardProps = {
  id: string;
  /** The room's REST read. */
  value: unknown;
  /** A tap was kept (the card says «Kobler til …»). */
  tapped?: boolean;
  onTap?: () => void;
};

/**
 * A Proost room's card as first painted from its REST read, waiting to connect: the header and
 * the card; nothing for a value that is not a room. The one source of both first paints:
 * ProostSnapshot renders it with React, and the inline painter is generated from it
 * (features/proost/paint.tsx, docs/rooms.md "The card's painter, generated"), so it stays plain
 * elements of its props (no hooks, no MUI). A card the guest may draw keeps a tap under the key of
 * the card's seq.
 */
export default function ProostCard({ id, value, tapped = false, onTap }: ProostCardProps) {
  const room = mapProostCard(value);
  if (!room) return null;
  return (
    <>
      <RoomHeaderView name={room.settings.name} code={id} action={<InviteButtonView disabled />} />
      <CardFace room={room} canTap={room.settings.allow_screen_tap} connecting earlyTap={proostEarlyTapKey(id, room.cardSeq)} tapped={tapped} onTap={onTap} />
    </>
  );
}
