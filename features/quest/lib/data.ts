// Reads and writes of the quest log (questlog/{id}). Players read name, settings and the
// visible quests; only the creator can read the hidden ones (database.rules.json).
import { push, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { rates } from '../rates';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, str } from '@/lib/firebase/values';
import { nameRule, requireText, textRule, type TextRule } from '@/lib/forms/text';
import { mapQuest, newQuest, REWARD_MAX, storedQuest, TITLE_MAX, type Quest } from './quest';
import { questPaths } from '../paths';

export const gameNameRule: TextRule = nameRule('et navn på spillet');
export const questTitleRule: TextRule = { label: 'en tittel', max: TITLE_MAX };
export const questDescriptionRule: TextRule = { ...textRule('beskrivelsen'), optional: true };
export const questRewardRule: TextRule = { label: 'belønningen', max: REWARD_MAX, optional: true };

/** The game's name, or null when no game has this code. */
export const questNameRead = (id: string): DbRead<string | null> =>
  valueRead(questPaths.name(id), (value) => (typeof value === 'string' ? value : null));

export const questCreatorRead = (id: string): DbRead<string | null> =>
  valueRead(questPaths.settings(id), (value) => str(asRecord(value)?.created_by) || null);

export const visibleQuestsRead = (id: string): DbRead<Quest[]> =>
  listRead(questPaths.visible(id), (key, value) => mapQuest(key, value, true));

/** Only the creator may read this; anyone else is refused by the rules. */
export const hiddenQuestsRead = (id: string): DbRead<Quest[]> =>
  listRead(questPaths.hidden(id), (key, value) => mapQuest(key, value, false));

/**
 * Creates the game with this code; the rules refuse it if the code is taken, or if this uid made
 * a game a few seconds ago. `shape: 2` says the game keeps hidden quests apart
 * (`hidden/`): players may read `quests` only in such games, because a game saved in SPEC.md's
 * shape has its hidden quests under `quests` (the migration, docs/deploy.md, moves them and sets the mark).
 */
export async function createQuestGame(db: Database, id: string, uid: string, rawName: string): Promise<void> {
  const name = requireText(rawName, gameNameRule);
  // created_at lets the rules tell a new game from one whose creator has long been away.
  await rates.create(db, 'quest', uid, id, questPaths.room(id), {
    name,
    settings: { created_by: uid, created_at: serverTimestamp(), shape: 2 },
  });
}

/** Adds a quest, hidden until the creator shows it. */
export async function addQuest(
  db: Database,
  id: string,
  input: { title: string; description: string; reward: string },
): Promise<void> {
  const title = requireText(input.title, questTitleRule);
  const description = requireText(input.description, questDescriptionRule);
  const reward = requireText(input.reward, questRewardRule);
  const key = push(ref(db, questPaths.hidden(id))).key as string;
  await set(ref(db, questPaths.quest(id, true, key)), storedQuest(newQuest(key, { title, description, reward })));
}

export async function setQuestFlag(db: Database, id: string, quest: Quest, flag: 'completed' | 'failed', value: boolean) {
  await set(ref(db, questPaths.flag(id, !quest.visible, quest.id, flag)), value);
}

/** Showing or hiding moves the quest between the two nodes in one atomic update. */
export async function setQuestVisible(db: Database, id: string, quest: Quest, visible: boolean) {
  if (quest.visible === visible) return;
  await update(ref(db), {
    [questPaths.quest(id, !quest.visible, quest.id)]: null,
    [questPaths.quest(id, !visible, quest.id)]: storedQuest({ ...quest, visible }),
  });
}

export type QuestText = { title: string; description: string; reward: string };

function checkQuestText(input: QuestText): QuestText {
  return {
    title: requireText(input.title, questTitleRule),
    description: requireText(input.description, questDescriptionRule),
    reward: requireText(input.reward, questRewardRule),
  };
}

/** The creator changes a quest's title, description or reward; its switches stay as they are. */
export async function editQuest(db: Database, id: string, quest: Quest, input: QuestText): Promise<void> {
  await update(ref(db, questPaths.quest(id, !quest.visible, quest.id)), checkQuestText(input));
}

export function deleteQuest(db: Database, id: string, quest: Quest): Promise<void> {
  return remove(ref(db, questPaths.quest(id, !quest.visible, quest.id)));
}

/** «Angre» after a delete: the quest comes back as it was, under the same id. */
export function restoreQuest(db: Database, id: string, quest: Quest): Promise<void> {
  return set(ref(db, questPaths.quest(id, !quest.visible, quest.id)), storedQuest(quest));
}
