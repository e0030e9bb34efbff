import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { RememberRecent } from '@/components/rooms/useRecent';
import QuestLogCard from './QuestLogCard';

/**
 * A quest log's first paint from its REST snapshot (the visible quests and the log's name):
 * QuestLogCard, what a player sees at the top, with the invite button waiting for the live part.
 */
export default function QuestSnapshot({ id, value, also }: SnapshotViewProps) {
  return (
    <QuestLogCard value={value} also={also}>
      {/* A visit counts from React's first paint (a moment after the inline script's): a guest may
          leave before the live part loads. */}
      {typeof also === 'string' ? <RememberRecent kind="quest" id={id} name={also} /> : null}
    </QuestLogCard>
  );
}
