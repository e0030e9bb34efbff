import RoomHeaderView, { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { mapBattleshotsRoom, roomStatus } from '@/features/battleshots/lib/room';
import StatusCard from './StatusCard';

/** A Battleshots room's first paint from its REST snapshot: the header and the room's status. */
export default function BattleshotsSnapshot({ id, value }: SnapshotViewProps) {
  const room = mapBattleshotsRoom(value);
  if (!room) return null;
  return (
    <>
      <RoomHeaderView name={room.settings.name} code={id} action={<InviteButtonView disabled />} />
      <StatusCard status={roomStatus(room)} />
    </>
  );
}
