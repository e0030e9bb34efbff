// Proost's data access: one live read of the whole room (settings, questions, players, card),
// and one named function per write. Paths come from lib/firebase/paths.ts.
import { push, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { rateStamp } from '@/lib/firebase/rate';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { proostPaths } from '../paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { nameRule, requireText, textRule } from '@/lib/forms/text';
import type { RoomBaseSettings, RoomGameConfig } from '@/lib/rooms/data';
import { drawCard, type Random } from './draw';
import { mapProostRoom } from './room';
import { missingStarters } from './starterPack';
import {
  isQuestionType,
  type Player,
  type ProostRoom,
  type ProostSwitch,
  type Question,
  type QuestionType,
} from './types';

/** New rooms start with entries on, new players off and screen tap off (SPEC.md §4). */
export function newProostRoom(base: RoomBaseSettings) {
  return {
    settings: { ...base, allow_entries: true, allow_new_players: false, allow_screen_tap: false },
  };
}

export { EMPTY_POOL_TEXT, mapProostRoom } from './room';

export const proostGame: RoomGameConfig = { game: 'proost', title: 'Proost', newRoomContent: newProostRoom };

export const ENTRIES_OFF_TEXT = 'Spørsmål har blitt slått av';
export const NEW_PLAYERS_OFF_TEXT = 'Legge til spiller har blitt slått av';

export function proostRoomRead(code: string): DbRead<ProostRoom | null> {
  return valueRead(proostPaths.room(code), mapProostRoom);
}

// --------------------------------------------------------------------------------- writes

export function setSwitch(db: Database, code: string, name: ProostSwitch, on: boolean): Promise<void> {
  return set(ref(db, proostPaths.setting(code, name)), on);
}

/**
 * A member other than the creator adds one question per update, at most one every few seconds
 * (the rate node rides along); the creator's own room is theirs to fill (the starter pack).
 */
export async function addQuestion(db: Database, code: string, uid: string, text: string, type: QuestionType, isCreator = false) {
  const clean = requireText(text, textRule('spørsmålet'));
  if (!isQuestionType(type)) throw new InputError('Velg en type.');
  const key = push(ref(db, proostPaths.questions(code))).key as string;
  const changes: Record<string, unknown> = { [proostPaths.question(code, key)]: { text: clean, by: uid, type } };
  if (!isCreator) Object.assign(changes, rateStamp('proost', uid, `${code}/${key}`));
  await update(ref(db), changes);
}

export async function addPlayer(db: Database, code: string, uid: string, name: string) {
  const clean = requireText(name, nameRule('navnet'));
  const target = push(ref(db, proostPaths.players(code)));
  await set(target, { name: clean, added_by: uid, id: target.key });
}

export function removePlayer(db: Database, code: string, key: string): Promise<void> {
  return remove(ref(db, proostPaths.player(code, key)));
}

/** «Angre» after a removal: the player comes back under the same key (added by whoever undoes). */
export function restorePlayer(db: Database, code: string, uid: string, player: Player): Promise<void> {
  return set(ref(db, proostPaths.player(code, player.key)), { name: player.name, added_by: uid, id: player.key });
}

/** Its author or the room's creator may delete a question (the rules say so too). */
export function canDeleteQuestion(question: Question, uid: string, creator: string): boolean {
  return question.by === uid || creator === uid;
}

export function deleteQuestion(db: Database, code: string, key: string): Promise<void> {
  return remove(ref(db, proostPaths.question(code, key)));
}

/**
 * «Angre» after a delete: the same question under the same key, author kept. Putting it back is
 * a creation, which the rules allow without a new rate node when this uid's last one was this
 * very question (the usual undo); otherwise it brings its rate node like any other.
 */
export async function restoreQuestion(db: Database, code: string, uid: string, question: Question, isCreator: boolean): Promise<void> {
  const path = proostPaths.question(code, question.key);
  const value = { text: question.text, by: question.by, type: question.type };
  try {
    await set(ref(db, path), value);
  } catch (error) {
    if (isCreator || !isPermissionDenied(error)) throw error;
    await update(ref(db), { [path]: value, ...rateStamp('proost', uid, `${code}/${question.key}`) });
  }
}

/** Adds the starter pack's questions the room does not have yet; returns how many. */
export async function addStarterPack(db: Database, code: string, uid: string, existing: readonly Question[]) {
  const missing = missingStarters(new Set(existing.map((q) => q.key)));
  if (missing.length === 0) return 0;
  const changes: Record<string, unknown> = {};
  for (const q of missing) changes[proostPaths.question(code, q.key)] = { text: q.text, by: uid, type: q.type };
  await update(ref(db), changes);
  return missing.length;
}

/** Draws the next card for everyone in the room; false when there are no questions. */
export async function drawNextCard(db: Database, code: string, uid: string, room: ProostRoom, random?: Random) {
  const draw = drawCard(room.questions, room.players, room.drawn, random);
  if (!draw) return false;
  const drawn: Record<string, true> = {};
  for (const key of draw.drawn) drawn[key] = true;
  await update(ref(db), {
    [proostPaths.card(code)]: {
      text: draw.text,
      type: draw.question.type,
      question: draw.question.key,
      color: draw.color,
      drawn_by: uid,
      at: serverTimestamp(),
    },
    [proostPaths.drawn(code)]: drawn,
  });
  return true;
}
