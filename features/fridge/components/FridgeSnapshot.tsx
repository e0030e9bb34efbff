import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { RememberRecent } from '@/components/rooms/useRecent';
import FridgeCard from './FridgeCard';

/**
 * A fridge's first paint from its REST snapshot (`fridge/{id}` and the category names): FridgeCard,
 * its name and stock as the live screen draws them, every control waiting for the live part.
 */
export default function FridgeSnapshot({ id, value, also }: SnapshotViewProps) {
  return (
    <FridgeCard id={id} value={value} also={also} today={new Date()}>
      {/* A visit counts from React's first paint (a moment after the inline script's): a guest may
          leave before the live part loads. */}
      {(name) => <RememberRecent kind="fridge" id={id} name={name} />}
    </FridgeCard>
  );
}
