// Proost's data access: one live read of the whole room (settings, questions, players, card),
// and one named function per write. Paths come from lib/firebase/paths.ts.
import { get, push, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { rates } from '../rates';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { proostPaths } from '../paths';
import type { DbRead } from '@/lib/firebase/read';
import { nameRule, requireText, textRule } from '@/lib/forms/text';
import type { RoomBaseSettings, RoomGameConfig } from '@/lib/rooms/data';
import { countPlayers, drawCard, MAX_CARD_NAMES, type Random } from './draw';
import { historyKey } from './history';
import { mapProostRoom } from './room';
import { missingStarters, STARTER_PACK } from './starterPack';
import {
  isQuestionType,
  type Player,
  type ProostRoom,
  type ProostSwitch,
  type Question,
  type QuestionType,
} from './types';
import { getRoomContent, roomContentRead } from '@/lib/rooms/roomContent';

/**
 * New rooms start with entries on, new players off and screen tap off (SPEC.md §4), invited
 * guests drawing and adding players (until the host turns it off, docs/rooms.md "Proost's deck"), and with the
 * starter pack in the creation's own update, so the host can draw at once (docs/rooms.md §Proost's
 * deck). The pack's fixed keys let «Legg til startpakke» refill an emptied deck later.
 */
export function newProostRoom(base: RoomBaseSettings) {
  return {
    settings: { ...base, allow_entries: true, allow_new_players: false, allow_screen_tap: false, allow_invited: true },
    deck: Object.fromEntries(STARTER_PACK.map((q) => [q.key, deckEntry(base.created_by, q.type, q.text)])),
  };
}

/** The starter pack's texts, apart from the room (proostDeck/{code}), in the same creation. */
export function newProostRoomExtras(code: string, base: RoomBaseSettings): Record<string, unknown> {
  // One path per text: the rules grant each question's text on its own (proostDeck/$code/$key).
  return Object.fromEntries(STARTER_PACK.map((q) => [proostPaths.deckText(code, q.key), { text: q.text, by: base.created_by, type: q.type }]));
}

/** A question's index entry: what every member may know of it (docs/rooms.md §Proost's deck). */
function deckEntry(by: string, type: QuestionType, text: string) {
  return { by, type, players: countPlayers(text) };
}

export { EMPTY_POOL_TEXT, mapProostRoom } from './room';

export const proostGame: RoomGameConfig = { game: 'proost', title: 'Proost', newRoomContent: newProostRoom, newRoomExtras: newProostRoomExtras };

export const ENTRIES_OFF_TEXT = 'Spørsmål har blitt slått av';
export const NEW_PLAYERS_OFF_TEXT = 'Legge til spiller har blitt slått av';
export const STALE_DRAW_TEXT = 'Noen trakk et nytt kort mens du var frakoblet. Her er kortet som gjelder nå.';
const REMOVE_WAIT_S = Math.ceil(rates.intervals.proostRemove / 1000);
export const REMOVE_WAIT_TEXT = `Du fjernet en spiller nettopp. Vent ${REMOVE_WAIT_S} ${REMOVE_WAIT_S === 1 ? 'sekund' : 'sekunder'} og prøv igjen.`;
export const ALREADY_REMOVED_TEXT = 'Spilleren er allerede fjernet.';

export function proostRoomRead(code: string): DbRead<ProostRoom | null> {
  return roomContentRead('proost', code, (value) => mapProostRoom(value));
}

/** The room's stored value, for a screen that maps it with the deck texts it may read. */
export function proostRoomValueRead(code: string): DbRead<unknown> {
  return roomContentRead('proost', code, (value) => value, { as: 'value' });
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
  const key = push(ref(db, proostPaths.deck(code))).key as string;
  // The text goes apart from the room, where guests cannot read ahead.
  const changes: Record<string, unknown> = {
    [proostPaths.deckEntry(code, key)]: deckEntry(uid, type, clean),
    [proostPaths.deckText(code, key)]: { text: clean, by: uid, type },
  };
  if (!isCreator) Object.assign(changes, rates.stamp('proost', uid, `${code}/${key}`));
  await update(ref(db), changes);
}

export async function addPlayer(db: Database, code: string, uid: string, name: string) {
  const clean = requireText(name, nameRule('navnet'));
  const target = push(ref(db, proostPaths.players(code)));
  await set(target, { name: clean, added_by: uid, id: target.key });
}

/**
 * Removes a player: any member may (SPEC §6), one per update and per uid at a human pace (the
 * rate node rides along), and the removal leaves a tombstone so its remover can undo it.
 */
export async function removePlayer(db: Database, code: string, uid: string, player: Player): Promise<void> {
  try {
    await update(ref(db), {
      [proostPaths.player(code, player.key)]: null,
      [proostPaths.removed(code, 'players', player.key)]: { name: player.name, added_by: player.addedBy, removed_by: uid, at: serverTimestamp() },
      ...rates.stamp('proostRemove', uid, `${code}/${player.key}`),
    });
  } catch (error) {
    // A member may always remove a player that is there: a refusal is the interval, or a
    // player someone else removed first.
    if (!isPermissionDenied(error)) throw error;
    const there = await getRoomContent(db, 'proost', code, proostPaths.player(code, player.key)).then((snap) => snap.exists(), () => true);
    throw new InputError(there ? REMOVE_WAIT_TEXT : ALREADY_REMOVED_TEXT);
  }
}

/**
 * «Angre» after a removal: exactly the removed player under the same key, by the uid that removed
 * it (the rules match the tombstone, whatever the switches say), and the tombstone goes.
 */
export function restorePlayer(db: Database, code: string, player: Player): Promise<void> {
  return update(ref(db), {
    [proostPaths.player(code, player.key)]: { name: player.name, added_by: player.addedBy, id: player.key },
    [proostPaths.removed(code, 'players', player.key)]: null,
  });
}

/** Its author or the room's creator may delete a question (the rules say so too). */
export function canDeleteQuestion(question: Question, uid: string, creator: string): boolean {
  return question.by === uid || creator === uid;
}

/** Deletes a question, leaving a tombstone with its remover so «Angre» can put it back. */
export function deleteQuestion(db: Database, code: string, uid: string, question: Question): Promise<void> {
  if (!question.old) {
    // The text stays in proostDeck (host and author only) for «Angre»; the tombstone has none.
    return update(ref(db), {
      [proostPaths.deckEntry(code, question.key)]: null,
      [proostPaths.removed(code, 'deck', question.key)]: { ...deckEntry(question.by, question.type, question.text), removed_by: uid, at: serverTimestamp() },
    });
  }
  return update(ref(db), {
    [proostPaths.question(code, question.key)]: null,
    [proostPaths.removed(code, 'questions', question.key)]: {
      text: question.text,
      by: question.by,
      type: question.type,
      removed_by: uid,
      at: serverTimestamp(),
    },
  });
}

/**
 * «Angre» after a delete: the same question under the same key, author kept, by the uid that
 * deleted it; the rules match the tombstone, so it works with entries switched off as well.
 */
export function restoreQuestion(db: Database, code: string, question: Question): Promise<void> {
  if (!question.old) {
    return update(ref(db), {
      [proostPaths.deckEntry(code, question.key)]: deckEntry(question.by, question.type, question.text),
      [proostPaths.removed(code, 'deck', question.key)]: null,
    });
  }
  return update(ref(db), {
    [proostPaths.question(code, question.key)]: { text: question.text, by: question.by, type: question.type },
    [proostPaths.removed(code, 'questions', question.key)]: null,
  });
}

/** Adds the starter pack's questions the room does not have yet (`existing`: the pool); returns how many. */
export async function addStarterPack(db: Database, code: string, uid: string, existing: readonly { key: string }[]) {
  const missing = missingStarters(new Set(existing.map((q) => q.key)));
  if (missing.length === 0) return 0;
  const changes: Record<string, unknown> = {};
  for (const q of missing) {
    changes[proostPaths.deckEntry(code, q.key)] = deckEntry(uid, q.type, q.text);
    changes[proostPaths.deckText(code, q.key)] = { text: q.text, by: uid, type: q.type };
  }
  await update(ref(db), changes);
  return missing.length;
}

/**
 * Draws the next card for everyone in the room; false when there are no questions. The card
 * stores the question's key and the names drawn for its @spiller, and `seq` one above the card it
 * replaces: a draw queued offline while someone else drew is refused by the rules, and said so.
 */
export async function drawNextCard(db: Database, code: string, uid: string, room: ProostRoom, random?: Random) {
  const draw = drawCard(room.pool, room.players, room.drawn, random);
  if (!draw) return false;
  const drawn: Record<string, true> = {};
  for (const key of draw.drawn) drawn[key] = true;
  const card: Record<string, unknown> = {
    question: draw.question.key,
    type: draw.question.type,
    color: draw.color,
    drawn_by: uid,
    at: serverTimestamp(),
    seq: room.cardSeq + 1,
  };
  if (draw.names.length > 0) card.names = draw.names.slice(0, MAX_CARD_NAMES).map((p) => ({ id: p.key, name: p.name }));
  try {
    // The same card goes to the timeline's slot in the same update (the rules require both),
    // and a deck question's text opens to the room with its first draw.
    const changes: Record<string, unknown> = {
      [proostPaths.card(code)]: card,
      [proostPaths.historyEntry(code, historyKey(room.cardSeq + 1))]: card,
      [proostPaths.drawn(code)]: drawn,
    };
    if (!draw.question.old && !room.revealed.has(draw.question.key)) changes[proostPaths.revealed(code, draw.question.key)] = true;
    await update(ref(db), changes);
  } catch (error) {
    if (isPermissionDenied(error) && (await storedSeq(db, code)) !== room.cardSeq) throw new InputError(STALE_DRAW_TEXT);
    throw error;
  }
  if (!draw.question.old) await showText(db, code, draw.question.key, room);
  return true;
}

/**
 * Copies a revealed deck question's text into the room (shown/{key}) for every phone and the
 * first paint, once: the drawer may read it from the moment its draw revealed it. A phone
 * that finds a card without its text does the same (useShowMissingText).
 */
export async function showText(db: Database, code: string, key: string, room: Pick<ProostRoom, 'questions' | 'shown'>): Promise<void> {
  if (room.shown.has(key)) return;
  let text = room.questions.find((q) => q.key === key)?.text;
  if (!text) {
    const value: unknown = (await get(ref(db, proostPaths.deckText(code, key)))).val();
    const stored = value && typeof value === 'object' ? (value as { text?: unknown }).text : null;
    if (typeof stored !== 'string') return;
    text = stored;
  }
  try {
    await set(ref(db, proostPaths.shown(code, key)), text);
  } catch (error) {
    // Another phone copied it first (it is written once): nothing left to do.
    if (!isPermissionDenied(error)) throw error;
  }
}

async function storedSeq(db: Database, code: string): Promise<number | null> {
  try {
    const seq = (await getRoomContent(db, 'proost', code, `${proostPaths.card(code)}/seq`)).val();
    return typeof seq === 'number' ? seq : 0;
  } catch {
    return null;
  }
}
