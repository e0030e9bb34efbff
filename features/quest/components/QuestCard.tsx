import type { ReactNode } from 'react';
import { QUEST_COMPLETED_TEXT, QUEST_FAILED_TEXT, questStatus, REWARD_PREFIX, rewardText, type Quest, type QuestStatus } from '@/features/quest/lib/quest';
import styles from './QuestCard.module.css';

export const FAILED_ICON_PATH =
  'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm3.6 5L12 10.6 8.4 7 7 8.4l3.6 3.6L7 15.6 8.4 17l3.6-3.6 3.6 3.6 1.4-1.4-3.6-3.6L17 8.4 15.6 7z';
export const COMPLETED_ICON_PATH =
  'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-2 12.2-3.1-3.1-1.4 1.4 4.5 4.5 8-8-1.4-1.4-6.6 6.6z';
export const OPEN_ICON_PATH =
  'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 14v2h2v-2h-2zm1-10c-2.2 0-4 1.8-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 .9-.5 1.3-1.2 1.9-.9.7-1.8 1.5-1.8 3.1h2c0-.9.5-1.3 1.2-1.9.9-.7 1.8-1.5 1.8-3.1 0-2.2-1.8-4-4-4z';

type QuestCardProps = {
  quest: Quest;
  /** Beside the title: the creator's «Skjult for spillerne» mark. */
  badge?: ReactNode;
  /** Marks the first card's title as the page's main text (the first paint is measured by it). */
  first?: boolean;
  children?: ReactNode;
};

/**
 * One quest: failed and completed get their own colour, icon and message; open ones a beating «?».
 * Plain elements: a quest log's first paint from its REST snapshot and the live screen draw it.
 */
export default function QuestCard({ quest, badge, first = false, children }: QuestCardProps) {
  const status = questStatus(quest);
  return (
    <article data-testid="quest" data-status={status} aria-label={quest.title} className={`${styles.card} ${status === 'open' ? '' : styles[status]}`}>
      <div className={styles.row}>
        <StatusIcon status={status} />
        <div className={styles.body}>
          <h2 className={styles.title} data-room-card={first ? '' : undefined}>
            {quest.title}
          </h2>
          {badge}
          {quest.description ? <p className={`${styles.text} ${styles.description}`}>{quest.description}</p> : null}
          <p className={`${styles.text} ${styles.reward}`}>{quest.reward ? `${REWARD_PREFIX} ${rewardText(quest)}` : rewardText(quest)}</p>
          {status === 'failed' ? <p className={`${styles.text} ${styles.verdict}`}>{QUEST_FAILED_TEXT}</p> : null}
          {status === 'completed' ? <p className={`${styles.text} ${styles.verdict}`}>{QUEST_COMPLETED_TEXT}</p> : null}
          {children}
        </div>
      </div>
    </article>
  );
}

// Drawn here rather than with MUI's icon components, which would bring SvgIcon and the styling
// engine into the first paint. 24-unit grid; the marks are cut out of the filled circle.
function StatusIcon({ status }: { status: QuestStatus }) {
  if (status === 'failed') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden className={`${styles.icon} ${styles.iconFailed}`} data-testid="quest-failed-icon">
        <path fillRule="evenodd" d={FAILED_ICON_PATH} />
      </svg>
    );
  }
  if (status === 'completed') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden className={`${styles.icon} ${styles.iconCompleted}`} data-testid="quest-completed-icon">
        <path fillRule="evenodd" d={COMPLETED_ICON_PATH} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={`${styles.icon} ${styles.iconOpen}`} data-testid="quest-open-icon">
      <path
        fillRule="evenodd"
        d={OPEN_ICON_PATH}
      />
    </svg>
  );
}
