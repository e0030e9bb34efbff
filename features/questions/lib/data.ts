import { push, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { questionPaths } from '../paths';
import { questionBoardRates as rates } from '@/lib/firebase/questionBoardRates';
import { listRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, bool, num, str } from '@/lib/firebase/values';
import { nameRule, requireText, textRule } from '@/lib/forms/text';
import { readInRoom } from '@/lib/rooms/roomContent';

export type Question = { key: string; to: string; text: string; from: string; answered: boolean; createdAt: number };

export const toRule = nameRule('hvem spørsmålet er til');
export const questionRule = textRule('spørsmålet');
export const fromRule = nameRule('hvem det er fra');

export function mapQuestion(key: string, value: unknown): Question | null {
  const record = asRecord(value);
  const text = str(record?.text);
  if (!record || !text) return null;
  return { key, to: str(record.to), text, from: str(record.from), answered: bool(record.answered), createdAt: num(record.created_at) };
}

/** Newest first; the board shows the unanswered ones, the other tab the answered. */
export function splitQuestions(list: readonly Question[]): { open: Question[]; answered: Question[] } {
  const sorted = [...list].sort((a, b) => b.createdAt - a.createdAt || b.key.localeCompare(a.key));
  return { open: sorted.filter((q) => !q.answered), answered: sorted.filter((q) => q.answered) };
}

/**
 * Which board: the site's (null, /questions/) or a party's, by its Festrom code. Both hold the
 * same questions under the same rules (rules/questionBoard.ts questionEntry); a party's lives in the
 * party's node, so only its members read and write it.
 */
export type BoardScope = string | null;

export const questionsRead: DbRead<Question[]> = listRead(questionPaths.questions(), mapQuestion);
/** The board's questions (a live read is shared by its path, so a new object per render is fine). */
export function boardRead(scope: BoardScope): DbRead<Question[]> {
  if (scope === null) return questionsRead;
  const path = questionPaths.questions(scope);
  return readInRoom('fest', scope, path, listRead(path, mapQuestion));
}

export type NewQuestion = { to: string; text: string; from: string };

export async function askQuestion(db: Database, uid: string, input: NewQuestion, scope: BoardScope = null): Promise<void> {
  const value = {
    to: requireText(input.to, toRule),
    text: requireText(input.text, questionRule),
    from: requireText(input.from, fromRule),
    answered: false,
    created_at: serverTimestamp(),
    created_by: uid,
  };
  // One question per update and per uid every few seconds.
  const key = push(ref(db, questionPaths.questions(scope))).key as string;
  await rates.create(db, 'question', uid, key, questionPaths.question(key, scope), value);
}

/**
 * «Besvart» and its way back («Angre», «Ikke besvart»): anyone may mark a question answered or
 * open it again, one question per update and per uid every 2 s (the rate node rides along,
 * docs/security.md §Floods). A change straight after another (an «Angre») waits the interval
 * out once; a third in a row is refused with the rate message.
 */
export async function setAnswered(db: Database, uid: string, key: string, answered: boolean, scope: BoardScope = null): Promise<void> {
  const write = () => update(ref(db), { [questionPaths.questionAnswered(key, scope)]: answered, ...rates.stamp('answered', uid, key) });
  try {
    await write();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, rates.intervals.answered));
    try {
      await write();
    } catch (again) {
      if (isPermissionDenied(again)) throw new InputError(rates.waitText('answered'));
      throw again;
    }
  }
}

export function markAnswered(db: Database, uid: string, key: string, scope: BoardScope = null): Promise<void> {
  return setAnswered(db, uid, key, true, scope);
}

/** A party's host takes a question off the party's board (the site board has no removal). */
export function removeQuestion(db: Database, party: string, key: string): Promise<void> {
  return set(ref(db, questionPaths.question(key, party)), null);
}
