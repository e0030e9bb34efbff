// Reads and writes of the survival game (swg). Everyone reads the scoreboard; only admins of
// scope `swg` write (database.rules.json). Lives and new ids change in transactions, so two
// admins tapping at once never lose a change or hand out the same id.
import { limitToLast, orderByKey, push, ref, runTransaction, serverTimestamp, set, type Database } from 'firebase/database';
import { InputError } from '@/lib/firebase/errors';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord } from '@/lib/firebase/values';
import { nameRule, requireText } from '@/lib/forms/text';
import {
  GENERIC_IMG,
  applyAction,
  mapHistoryEntry,
  mapPlayer,
  newPlayer,
  nextPlayerId,
  sameState,
  stateOf,
  type HistoryEntry,
  type PlayerAction,
  type PlayerState,
  type SwgAction,
  type SwgPlayer,
} from './game';
import { swgPaths } from '../paths';

export const HISTORY_SHOWN = 5;
export const PLAYER_GONE_TEXT = 'Spilleren finnes ikke lenger.';
export const NOTHING_TO_UNDO_TEXT = 'Det er ingenting å angre.';
export const CANNOT_UNDO_TEXT = 'Kan ikke angre: det er endret igjen siden. Rett det opp for hånd.';

export const playerNameRule = nameRule('et navn');

export const gameActiveRead: DbRead<boolean> = valueRead(swgPaths.gameActive(), (value) => value === true);

export const playersRead: DbRead<SwgPlayer[]> = listRead(swgPaths.players(), mapPlayer);

/** The newest changes first. */
export const historyRead: DbRead<HistoryEntry[]> = {
  ...listRead(swgPaths.history(), mapHistoryEntry, {
    key: `last${HISTORY_SHOWN}`,
    make: () => [orderByKey(), limitToLast(HISTORY_SHOWN)],
  }),
};

async function record(db: Database, entry: Omit<HistoryEntry, 'key' | 'at' | 'undone'>, uid: string): Promise<HistoryEntry> {
  const target = push(ref(db, swgPaths.history()));
  await set(target, {
    at: serverTimestamp(),
    by: uid,
    action: entry.action,
    ...(entry.player ? { player: entry.player, name: entry.name } : {}),
    ...(entry.before !== null ? { before: entry.before } : {}),
    ...(entry.after !== null ? { after: entry.after } : {}),
    ...(entry.oldName !== undefined ? { old_name: entry.oldName } : {}),
    ...(entry.img !== undefined ? { img: entry.img } : {}),
  });
  return { ...entry, key: target.key as string, at: Date.now(), undone: false };
}

/** One per-player control, applied to whatever the database holds at that moment. */
export async function changePlayer(db: Database, uid: string, playerId: string, action: PlayerAction): Promise<void> {
  let before: PlayerState | null = null;
  let name = '';
  const result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
    before = null;
    // The first run may see an empty local cache: answering null lets the server say what is there.
    if (current === null) return null;
    const player = mapPlayer(playerId, current);
    if (!player) return undefined;
    before = stateOf(player);
    name = player.name;
    return { ...(current as object), ...applyAction(player, action) };
  });
  if (!result.committed || before === null) throw new InputError(PLAYER_GONE_TEXT);
  const after = mapPlayer(playerId, result.snapshot.val());
  await record(db, { action, player: playerId, name, before, after: after && stateOf(after) }, uid);
}

/** Adds a player with the next free id, chosen inside the transaction. Returns the id. */
export async function addPlayer(db: Database, uid: string, rawName: string): Promise<string> {
  const name = requireText(rawName, playerNameRule);
  let id = '';
  const result = await runTransaction(ref(db, swgPaths.players()), (current: unknown) => {
    const players = asRecord(current) ?? {};
    id = nextPlayerId(Object.keys(players));
    return { ...players, [id]: newPlayer(id, name) };
  });
  if (!result.committed) throw new InputError(PLAYER_GONE_TEXT);
  await record(db, { action: 'add_player', player: id, name, before: null, after: stateOf(newPlayer(id, name)) }, uid);
  return id;
}

/** Renames a player; returns the history entry, which undo() can reverse. */
export async function renamePlayer(db: Database, uid: string, playerId: string, rawName: string): Promise<HistoryEntry | null> {
  const name = requireText(rawName, playerNameRule);
  let oldName = '';
  let state: PlayerState | null = null;
  const result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
    state = null;
    if (current === null) return null; // see changePlayer: let the server answer
    const player = mapPlayer(playerId, current);
    if (!player) return undefined;
    oldName = player.name;
    state = stateOf(player);
    return player.name === name ? undefined : { ...(current as object), name };
  });
  if (state === null) throw new InputError(PLAYER_GONE_TEXT);
  if (!result.committed) return null; // the same name: nothing changed
  return record(db, { action: 'rename', player: playerId, name, oldName, before: state, after: state }, uid);
}

/** Removes a player; the history keeps all of them, so undo() can bring the same player back. */
export async function removePlayer(db: Database, uid: string, playerId: string): Promise<HistoryEntry> {
  let removed: SwgPlayer | null = null;
  const result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
    removed = current === null ? null : mapPlayer(playerId, current);
    return null;
  });
  const player = removed as SwgPlayer | null;
  if (!result.committed || !player) throw new InputError(PLAYER_GONE_TEXT);
  return record(db, { action: 'remove_player', player: playerId, name: player.name, img: player.img, before: stateOf(player), after: null }, uid);
}

export async function setGameActive(db: Database, uid: string, active: boolean): Promise<void> {
  let before = false;
  await runTransaction(ref(db, swgPaths.gameActive()), (current: unknown) => {
    before = current === true;
    return active;
  });
  if (before !== active) await record(db, { action: active ? 'start' : 'stop', player: null, name: '', before, after: active }, uid);
}

/**
 * Reverses the newest change not yet undone, but only if what it changed still looks the way
 * that change left it (otherwise someone changed it since, and undoing would lose their change).
 */
export async function undo(db: Database, entry: HistoryEntry | null): Promise<void> {
  if (!entry) throw new InputError(NOTHING_TO_UNDO_TEXT);
  let result;
  let applied = false;
  if (entry.action === 'start' || entry.action === 'stop') {
    result = await runTransaction(ref(db, swgPaths.gameActive()), (current: unknown) => {
      applied = false;
      if (current === null) return null; // see changePlayer: let the server answer
      applied = (current === true) === entry.after;
      return applied ? entry.before === true : undefined;
    });
  } else if (entry.action === 'remove_player') {
    const playerId = entry.player;
    const before = typeof entry.before === 'object' ? entry.before : null;
    if (!playerId || !before) throw new InputError(CANNOT_UNDO_TEXT);
    result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
      // Back only into an empty place: an id in use again belongs to someone else now.
      applied = current === null;
      return applied ? { id: playerId, name: entry.name, img: entry.img ?? GENERIC_IMG, ...before } : undefined;
    });
  } else if (entry.action === 'rename') {
    const playerId = entry.player;
    if (!playerId || !entry.oldName) throw new InputError(CANNOT_UNDO_TEXT);
    result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
      applied = false;
      if (current === null) return null; // see changePlayer: let the server answer
      const player = mapPlayer(playerId, current);
      if (!player || player.name !== entry.name) return undefined;
      applied = true;
      return { ...(current as object), name: entry.oldName };
    });
  } else {
    const playerId = entry.player;
    if (!playerId) throw new InputError(CANNOT_UNDO_TEXT);
    const after = typeof entry.after === 'object' ? entry.after : null;
    const before = typeof entry.before === 'object' ? entry.before : null;
    result = await runTransaction(ref(db, swgPaths.player(playerId)), (current: unknown) => {
      applied = false;
      if (current === null) return null; // see changePlayer: let the server answer
      const player = mapPlayer(playerId, current);
      if (!player || !sameState(stateOf(player), after)) return undefined;
      if (entry.action === 'add_player') {
        applied = true;
        return null;
      }
      if (!before) return undefined;
      applied = true;
      return { ...(current as object), ...before };
    });
  }
  if (!result.committed || !applied) throw new InputError(CANNOT_UNDO_TEXT);
  await set(ref(db, swgPaths.historyUndone(entry.key)), true);
}

export type { SwgAction };
