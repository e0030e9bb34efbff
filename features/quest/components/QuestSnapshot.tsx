import { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { RememberRecent } from '@/components/rooms/useRecent';
import Page from '@/components/ui/Page';
import { HEADING_PREFIX, mapVisibleQuests, PLAIN_HEADING } from '@/features/quest/lib/quest';
import { QuestActionsRow, QuestList } from './QuestLogView';

/**
 * A quest log's first paint from its REST snapshot (the visible quests and the log's name): what a
 * player sees at the top, with the invite button waiting for the live part.
 */
export default function QuestSnapshot({ id, value, also }: SnapshotViewProps) {
  const quests = mapVisibleQuests(value);
  const named = typeof also === 'string';
  // No quests and no name: nothing worth painting (the live log explains).
  if (quests.length === 0 && !named) return null;
  // The name is read beside the quests; where it cannot be read the heading waits for the live part.
  const heading = named ? `${HEADING_PREFIX} ${also}` : PLAIN_HEADING;
  return (
    <Page title={heading}>
      {/* A visit counts from React's first paint (a moment after the inline script's): a guest may
          leave before the live part loads. */}
      {named ? <RememberRecent kind="quest" id={id} name={also} /> : null}
      <QuestActionsRow>
        <InviteButtonView disabled />
      </QuestActionsRow>
      <QuestList quests={quests} />
    </Page>
  );
}
