import type { ReactNode } from 'react';
import { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import Page from '@/components/ui/Page';
import { HEADING_PREFIX, mapVisibleQuests, PLAIN_HEADING } from '@/features/quest/lib/quest';
import { QuestActionsRow, QuestList } from './QuestLogView';

/**
 * A quest log as first painted from its REST read (the visible quests, and the log's name as
 * `also`): what a player sees at the top, with the invite button waiting for the live part;
 * nothing when there are no quests and no name (the live log explains). The one source of both
 * first paints: QuestSnapshot renders it with React (`children`: what it adds first, nothing on
 * screen), and the inline painter is generated from it (features/quest/paint.tsx, docs/rooms.md
 * "The card's painter, generated"), so it stays plain elements of its props.
 */
export default function QuestLogCard({ value, also, children }: { value: unknown; also: unknown; children?: ReactNode }) {
  const quests = mapVisibleQuests(value);
  const named = typeof also === 'string';
  if (quests.length === 0 && !named) return null;
  // The name is read beside the quests; where it cannot be read the heading waits for the live part.
  const heading = named ? `${HEADING_PREFIX} ${also}` : PLAIN_HEADING;
  return (
    <Page title={heading}>
      {children}
      <QuestActionsRow>
        <InviteButtonView disabled />
      </QuestActionsRow>
      <QuestList quests={quests} />
    </Page>
  );
}
