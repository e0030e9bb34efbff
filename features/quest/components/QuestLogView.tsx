import type { ReactNode } from 'react';
import EmptyState from '@/components/ui/EmptyState';
import type { Quest } from '@/features/quest/lib/quest';
import QuestCard from './QuestCard';
import styles from './QuestLogView.module.css';

/** The row above the quests with the invite button (a disabled one while the live part loads). */
export function QuestActionsRow({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** What a player sees: the visible quests, or the empty text. */
export function QuestList({ quests }: { quests: Quest[] }) {
  if (quests.length === 0) return <EmptyState mainText />;
  return quests.map((quest, index) => <QuestCard key={quest.id} quest={quest} first={index === 0} />);
}
