import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import BattleshotsCard from './BattleshotsCard';

/** A Battleshots room's first paint from its REST snapshot: BattleshotsCard, the header and the room's status. */
export default function BattleshotsSnapshot({ id, value }: SnapshotViewProps) {
  return <BattleshotsCard id={id} value={value} />;
}
