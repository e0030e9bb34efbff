'use client';
import { visibleQuestsRead } from '@/features/quest/lib/data';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { QuestList } from './QuestLogView';

/** What a player sees: the visible quests only (the rules let them read nothing else). */
export default function PlayerView({ id }: { id: string }) {
  const quests = useDbValue(visibleQuestsRead(id));
  return (
    <DbView result={quests}>
      {(list) => (
        <>
          <QuestList quests={list} />
          {/* The same cards the first paint drew: it can go now. */}
          <LivePainted />
        </>
      )}
    </DbView>
  );
}
