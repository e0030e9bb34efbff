import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import CahCard from './CahCard';

/**
 * A Cah room's first paint from its REST snapshot: CahCard, the header and the black card on the
 * table (its text from the bank's black cards, read alongside the room).
 */
export default function CahSnapshot({ id, value, also }: SnapshotViewProps) {
  return <CahCard id={id} value={value} also={also} />;
}
