// The survival game's rules (SPEC §4 "Survival-game player", §9): lives, dead, staff, new
// players and their ids, and what the change history says and can undo.
import { asRecord, bool, num, str } from '@/lib/firebase/values';

export type SwgPlayer = {
  id: string;
  name: string;
  img: string;
  lives: number;
  dead: boolean;
  staff: boolean;
};

/** The part of a player that the per-player controls change. */
export type PlayerState = Pick<SwgPlayer, 'lives' | 'dead' | 'staff'>;

export type PlayerAction = 'remove_life' | 'add_life' | 'dead' | 'staff';
export type SwgAction = PlayerAction | 'add_player' | 'start' | 'stop' | 'rename' | 'remove_player';

export const START_LIVES = 4;
export const MAX_LIVES = 99;
export const GENERIC_IMG = 'generic.jpg';
/** Ids are at least this many digits: 001, 002 … (SPEC §9 "zero-prefixed"). */
export const ID_WIDTH = 3;

export const DEAD_TEXT = 'DEAD';
export const STAFF_TEXT = 'STAFF';

/** Remove life; reaching 0 sets dead. At 0 nothing changes. */
export function removeLife(player: PlayerState): PlayerState {
  const lives = Math.max(0, player.lives - 1);
  return { ...player, lives, dead: lives === 0 };
}

/** Add life; a dead player comes back with one life. */
export function addLife(player: PlayerState): PlayerState {
  return { ...player, lives: Math.min(MAX_LIVES, player.lives + 1), dead: false };
}

/** Dead: no lives left. */
export function kill(player: PlayerState): PlayerState {
  return { ...player, lives: 0, dead: true };
}

export function toggleStaff(player: PlayerState): PlayerState {
  return { ...player, staff: !player.staff };
}

export function applyAction(player: PlayerState, action: PlayerAction): PlayerState {
  switch (action) {
    case 'remove_life':
      return removeLife(player);
    case 'add_life':
      return addLife(player);
    case 'dead':
      return kill(player);
    case 'staff':
      return toggleStaff(player);
  }
}

export function stateOf(player: PlayerState): PlayerState {
  return { lives: player.lives, dead: player.dead, staff: player.staff };
}

export function sameState(a: PlayerState | null, b: PlayerState | null): boolean {
  if (!a || !b) return a === b;
  return a.lives === b.lives && a.dead === b.dead && a.staff === b.staff;
}

/**
 * One higher than the highest numeric id, zero-padded to at least three digits (or to the width
 * the ids already have). Keys that are not numbers are ignored.
 */
export function nextPlayerId(keys: readonly string[]): string {
  let max = 0;
  let width = ID_WIDTH;
  for (const key of keys) {
    if (!/^\d+$/.test(key)) continue;
    max = Math.max(max, Number(key));
    width = Math.max(width, key.length);
  }
  return String(max + 1).padStart(width, '0');
}

export function newPlayer(id: string, name: string): SwgPlayer {
  return { id, name, img: GENERIC_IMG, lives: START_LIVES, dead: false, staff: false };
}

/** Image file names only (no paths): they are looked up under /swg/. */
export function isImageName(img: string): boolean {
  return /^[A-Za-z0-9_-]{1,60}\.(jpg|jpeg|png|webp)$/i.test(img);
}

export function mapPlayer(key: string, value: unknown): SwgPlayer | null {
  const record = asRecord(value);
  if (!record) return null;
  const lives = Math.max(0, Math.floor(num(record.lives)));
  const img = str(record.img);
  return {
    id: key,
    name: str(record.name).trim() || `Spiller ${key}`,
    img: isImageName(img) ? img : GENERIC_IMG,
    lives,
    dead: bool(record.dead) || lives === 0,
    staff: bool(record.staff),
  };
}

/** What a player's tile says: STAFF instead of lives, DEAD, or the lives left. */
export function playerLabel(player: PlayerState): string {
  if (player.staff) return STAFF_TEXT;
  if (player.dead || player.lives === 0) return DEAD_TEXT;
  return player.lives === 1 ? '1 liv' : `${player.lives} liv`;
}

/** A change as the history keeps it; `before`/`after` are player states or game_active. */
export type HistoryEntry = {
  key: string;
  at: number;
  action: SwgAction;
  player: string | null;
  name: string;
  before: PlayerState | boolean | null;
  after: PlayerState | boolean | null;
  undone: boolean;
  /** A rename's earlier name (`name` is the new one). */
  oldName?: string;
  /** A removed player's image, so undoing the removal brings the same tile back. */
  img?: string;
};

const ACTIONS: readonly SwgAction[] = ['remove_life', 'add_life', 'dead', 'staff', 'add_player', 'start', 'stop', 'rename', 'remove_player'];

function mapState(value: unknown): PlayerState | boolean | null {
  if (typeof value === 'boolean') return value;
  const record = asRecord(value);
  if (!record) return null;
  return { lives: num(record.lives), dead: bool(record.dead), staff: bool(record.staff) };
}

export function mapHistoryEntry(key: string, value: unknown): HistoryEntry | null {
  const record = asRecord(value);
  const action = str(record?.action) as SwgAction;
  if (!record || !ACTIONS.includes(action)) return null;
  return {
    key,
    at: num(record.at),
    action,
    player: str(record.player) || null,
    name: str(record.name),
    before: mapState(record.before),
    after: mapState(record.after),
    undone: bool(record.undone),
    ...(typeof record.old_name === 'string' ? { oldName: record.old_name } : {}),
    ...(typeof record.img === 'string' && isImageName(record.img) ? { img: record.img } : {}),
  };
}

function stateText(state: PlayerState | boolean | null): string {
  if (state === null || typeof state === 'boolean') return '';
  return playerLabel(state);
}

/** «Ola: mistet et liv (4 liv → 3 liv)» — one line of the change history. */
export function describeEntry(entry: HistoryEntry): string {
  const change = `${stateText(entry.before)} → ${stateText(entry.after)}`;
  const who = entry.name || entry.player || '';
  let text: string;
  switch (entry.action) {
    case 'remove_life':
      text = `${who}: mistet et liv (${change})`;
      break;
    case 'add_life':
      text = `${who}: fikk et liv (${change})`;
      break;
    case 'dead':
      text = `${who}: satt som død (${change})`;
      break;
    case 'staff':
      text = `${who}: ${typeof entry.after === 'object' && entry.after?.staff ? 'satt som staff' : 'ikke lenger staff'}`;
      break;
    case 'add_player':
      text = `${who} ble lagt til`;
      break;
    case 'start':
      text = 'Spillet ble startet';
      break;
    case 'stop':
      text = 'Spillet ble stoppet';
      break;
    case 'rename':
      text = `${entry.oldName || entry.player || ''} heter nå ${entry.name}`;
      break;
    case 'remove_player':
      text = `${who} ble fjernet`;
      break;
  }
  return entry.undone ? `${text} (angret)` : text;
}

/** The change «Angre» reverses: the newest one not undone yet. */
export function lastUndoable(entries: readonly HistoryEntry[]): HistoryEntry | null {
  let latest: HistoryEntry | null = null;
  for (const entry of entries) {
    if (entry.undone) continue;
    if (!latest || entry.key > latest.key) latest = entry;
  }
  return latest;
}
