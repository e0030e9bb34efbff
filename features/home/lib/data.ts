import { push, ref, serverTimestamp, set, type Database } from 'firebase/database';
import { homePaths } from '../paths';
import { rates } from '../rates';
import { listRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, num, str } from '@/lib/firebase/values';
import { nameRule, requireText, textRule, type TextRule } from '@/lib/forms/text';
import { isStatus, NEW_STATUS, sortSuggestions, type Status, type Suggestion } from './status';

export const titleRule: TextRule = { label: 'tittelen', max: 80 };
export const descRule: TextRule = { ...textRule('beskrivelsen'), optional: true };
export const fromRule: TextRule = nameRule('hvem det er fra');

export function mapSuggestion(key: string, value: unknown): Suggestion | null {
  const record = asRecord(value);
  if (!record) return null;
  const status = isStatus(record.status) ? record.status : NEW_STATUS;
  const title = str(record.title);
  if (!title) return null;
  return { key, title, desc: str(record.desc), from: str(record.from), status, createdAt: num(record.created_at) };
}

/** Every suggestion, sorted by status and then newest first. */
export const suggestionsRead: DbRead<Suggestion[]> = (() => {
  const read = listRead(homePaths.suggestions(), mapSuggestion);
  return { ...read, map: (snapshot) => sortSuggestions(read.map(snapshot)) };
})();

export type NewSuggestion = { title: string; desc: string; from: string };

export async function addSuggestion(db: Database, uid: string, input: NewSuggestion): Promise<void> {
  const value = {
    title: requireText(input.title, titleRule),
    desc: requireText(input.desc, descRule),
    from: requireText(input.from, fromRule),
    status: NEW_STATUS,
    created_at: serverTimestamp(),
    created_by: uid,
  };
  // One suggestion per update and per uid every few seconds.
  const key = push(ref(db, homePaths.suggestions())).key as string;
  await rates.create(db, 'suggestion', uid, key, homePaths.suggestion(key), value);
}

/** Site admin only (the rules check the admin code). */
export function setSuggestionStatus(db: Database, key: string, status: Status): Promise<void> {
  return set(ref(db, homePaths.suggestionStatus(key)), status);
}
