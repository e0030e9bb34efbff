import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import { mapStatusRoom, roomStatus } from '@/features/battleshots/lib/room';
import StatusCard from './StatusCard';

/**
 * A Battleshots room's card as first painted from its REST read: the header and the room's status;
 * nothing for a value that is not a room. The one source of both first paints:
 * BattleshotsSnapshot renders it with React, and the inline painter is generated from it
 * (features/battleshots/paint.tsx, docs/rooms.md "The card's painter, generated"), so it stays
 * plain elements of its props.
 */
export default function BattleshotsCard({ id, value }: { id: string; value: unknown }) {
  const room = mapStatusRoom(value);
  if (!room) return null;
  return (
    <>
      <RoomHeaderView name={room.settings.name} code={id} action={<InviteButtonView disabled />} />
      <StatusCard status={roomStatus(room)} />
    </>
  );
}
