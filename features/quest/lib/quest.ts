// The quest log's rules (SPEC §3, §4 "Quest"): quest shape, status and how it is shown.
import { asRecord, bool, entries, str } from '@/lib/firebase/values';

export type Quest = {
  id: string;
  title: string;
  description: string;
  reward: string;
  visible: boolean;
  completed: boolean;
  failed: boolean;
};

export type QuestFlag = 'visible' | 'completed' | 'failed';
export type QuestStatus = 'failed' | 'completed' | 'open';

// SPEC §8 texts, exactly.
export const NO_GAME_TEXT = 'No game found';
export const NO_GAME_WARNING = 'NO GAME FOUND';
export const HEADING_PREFIX = 'Questlog for';
/** The heading while the log's name cannot be read. */
export const PLAIN_HEADING = 'Questlog';
export const REWARD_PREFIX = 'Belønning:';
export const QUEST_FAILED_TEXT = 'Quest failed...';
export const QUEST_COMPLETED_TEXT = 'Quest completed!';
export const NO_REWARD_TEXT = 'No reward';

export const TITLE_MAX = 100;
export const REWARD_MAX = 100;

/** Room codes in the address: letters, digits, - and _ (what the rules accept as a key). */
export function isQuestRoomId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,40}$/.test(id);
}

/**
 * A stored quest. Its node decides visibility (hidden quests live apart, so players cannot read
 * them), whatever the stored flag says.
 */
export function mapQuest(key: string, value: unknown, visible: boolean): Quest | null {
  const record = asRecord(value);
  if (!record) return null;
  return {
    id: key,
    title: str(record.title).trim(),
    description: str(record.description).trim(),
    reward: str(record.reward).trim(),
    visible,
    completed: bool(record.completed),
    failed: bool(record.failed),
  };
}

/** A new quest starts hidden, neither completed nor failed (SPEC §4). */
export function newQuest(id: string, input: { title: string; description: string; reward: string }): Quest {
  return { id, ...input, visible: false, completed: false, failed: false };
}

/** Failed wins over completed: a quest marked both was failed in the end. */
export function questStatus(quest: Quest): QuestStatus {
  if (quest.failed) return 'failed';
  if (quest.completed) return 'completed';
  return 'open';
}

export function rewardText(quest: Quest): string {
  return quest.reward ? quest.reward : NO_REWARD_TEXT;
}

/** Visible and hidden quests in the order they were created (push ids sort by time). */
export function mergeQuests(visible: Quest[], hidden: Quest[]): Quest[] {
  return [...visible, ...hidden].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The stored form of a quest (its node says visible; the flag says the same). */
export function storedQuest(quest: Quest) {
  const { id, title, description, reward, visible, completed, failed } = quest;
  return { id, title, description, reward, visible, completed, failed };
}

/** The visible quests node (`questlog/{id}/quests`) as the players see it, in creation order. */
export function mapVisibleQuests(value: unknown): Quest[] {
  return mergeQuests(entries(value, (key, child) => mapQuest(key, child, true)), []);
}
