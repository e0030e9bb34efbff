'use client';
import { visibleQuestsRead } from '@/lib/quest/data';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import EmptyState from '@/components/ui/EmptyState';
import QuestCard from './QuestCard';

/** What a player sees: the visible quests only (the rules let them read nothing else). */
export default function PlayerView({ id }: { id: string }) {
  const quests = useDbValue(visibleQuestsRead(id));
  return (
    <DbView result={quests}>
      {(list) => (list.length === 0 ? <EmptyState /> : list.map((quest) => <QuestCard key={quest.id} quest={quest} />))}
    </DbView>
  );
}
