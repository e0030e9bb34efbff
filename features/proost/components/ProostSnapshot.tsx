import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { mapProostRoom } from '@/features/proost/lib/room';
import CardFace from './CardFace';

/** A Proost room's first paint from its REST snapshot: the header and the card, waiting to connect. */
export default function ProostSnapshot({ id, value }: SnapshotViewProps) {
  const room = mapProostRoom(value);
  if (!room) return null;
  return (
    <>
      <RoomHeaderView name={room.settings.name} code={id} action={<InviteButtonView disabled />} />
      <CardFace room={room} canTap={room.settings.allow_screen_tap} connecting />
    </>
  );
}
