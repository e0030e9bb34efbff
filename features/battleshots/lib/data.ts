// Battleshots' data access. The room (settings, seats, the shot log) is read by every member;
// a player's board lives at a path only that player can read, and only that player's client
// answers the shots fired at it. Paths come from lib/firebase/paths.ts; the rules in
// database.rules.json enforce seats, turns and answers.
import { increment, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { battleshotsPaths } from '../paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, num } from '@/lib/firebase/values';
import { nameRule, requireText } from '@/lib/forms/text';
import type { RoomBaseSettings, RoomGameConfig } from '@/lib/rooms/data';
import { type Ship, type ShipIndex } from './fleet';
import {
  canShoot,
  canTakeSeat,
  goneAt,
  isGameActive,
  nextStarter,
  opponentOf,
  phaseOf,
  readyStartsGame,
  rematchAgreed,
  roleOf,
  shotCells,
  shotToAnswer,
  sinkingEndsGame,
  type BattleshotsRoom,
} from './game';
import { parseCell } from './grid';
import { isCompleteFleet } from './placement';
import { mapBattleshotsRoom, mapFleet } from './room';
import { ROOM_FULL_TEXT, SEAT_CLOSED_TEXT } from './seatTexts';
import { answerShot, type Answer } from './shots';
import { getRoomContent, roomContentRead } from '@/lib/rooms/roomContent';

// The seat's refusals, for whoever handles takeSeat's errors.
export { ROOM_FULL_TEXT, SEAT_CLOSED_TEXT };

/** A new room: the creator holds the first seat and shoots first; nobody is ready yet. */
export function newBattleshotsRoom(base: RoomBaseSettings) {
  return {
    settings: {
      ...base,
      game_active: false,
      // SPEC's Proost switches: only allow_new_players means something here (the second seat
      // is open to any member of a public room); new rooms keep it off, as Proost does.
      allow_new_players: false,
    },
    game: { turn: base.created_by },
  };
}

export const battleshotsGame: RoomGameConfig = {
  game: 'battleshots',
  title: 'Battleshots',
  newRoomContent: newBattleshotsRoom,
  creatorHoldsSeat: true,
};

export const NOT_YOUR_TURN_TEXT = 'Det er ikke din tur.';
export const ALREADY_SHOT_TEXT = 'Du har allerede skutt på den ruten.';
export const FLEET_INCOMPLETE_TEXT = 'Plasser alle skipene først.';
export const MOVED_ON_TEXT = 'Spillet gikk videre før dette kom fram, så det ble ikke lagret. Du ser spillet slik det står nå.';

// The mappers live in ./room (the first paint uses them without the SDK).
export { mapBattleshotsRoom, mapFleet };

// ------------------------------------------------------------------------------------ reads

export function battleshotsRoomRead(code: string): DbRead<BattleshotsRoom | null> {
  return roomContentRead('battleshots', code, mapBattleshotsRoom);
}

/** The visitor's own board; the rules let nobody else read it. */
export function ownBoardRead(code: string, uid: string): DbRead<Ship[] | null> {
  return valueRead(battleshotsPaths.board(code, uid), mapFleet);
}

/** Whether `uid` has a phone in the room now. */
export function presentRead(code: string, uid: string): DbRead<boolean> {
  return valueRead(battleshotsPaths.presence(code, uid), (value) => asRecord(value) !== null);
}

/** Server time minus this phone's clock, so a countdown agrees with the rules' `now`. */
export function serverOffsetRead(): DbRead<number> {
  return valueRead(battleshotsPaths.serverTimeOffset(), (value) => num(value));
}

// ----------------------------------------------------------------------------------- writes

/**
 * Takes a seat under a name: the creator's own, or the second one for the first joiner. A
 * visitor who finds both taken is told the room is full (the rules refuse it too). `invited`: the
 * visitor came by the host's invite link (useInvited), which opens the seat for them.
 */
export async function takeSeat(db: Database, code: string, uid: string, room: BattleshotsRoom, name: string, invited = false) {
  const clean = requireText(name, nameRule('navnet ditt'));
  const player = { uid, name: clean, points: 0 };
  if (uid === room.settings.createdBy || uid === room.challenger) {
    await set(ref(db, battleshotsPaths.player(code, uid)), player);
    return;
  }
  if (!canTakeSeat(room, uid, invited)) throw new InputError(room.challenger === null ? SEAT_CLOSED_TEXT : ROOM_FULL_TEXT);
  await update(ref(db), {
    [battleshotsPaths.challenger(code)]: uid,
    [battleshotsPaths.player(code, uid)]: player,
    // Normally false; true only if both boards were left marked ready (then the seat starts it).
    [battleshotsPaths.setting(code, 'game_active')]: isGameActive({ ...room, challenger: uid }),
  });
}

function storedFleet(fleet: readonly Ship[]) {
  return Object.fromEntries(fleet.map((ship, index) => [String(index), { row: ship.row, col: ship.col, horizontal: ship.horizontal }]));
}

/**
 * Stores the board (where only its owner can read it) and says the player is ready, at once;
 * the second player ready starts the game, so that write also sets `game_active`.
 */
export async function placeFleet(db: Database, code: string, uid: string, room: BattleshotsRoom, fleet: readonly (Ship | null)[]) {
  if (!isCompleteFleet([...fleet])) throw new InputError(FLEET_INCOMPLETE_TEXT);
  const write = (starts: boolean) =>
    update(ref(db), {
      [battleshotsPaths.board(code, uid)]: storedFleet(fleet as Ship[]),
      [battleshotsPaths.ready(code, uid)]: true,
      [battleshotsPaths.setting(code, 'game_active')]: starts,
    });
  const starts = readyStartsGame(room, uid);
  try {
    await write(starts);
  } catch (error) {
    // Both pressed «Klar!» at once: each phone thought the other was not ready, and the rules
    // refused the second write's flag. Look again, and write once more if the answer changed.
    if (!isPermissionDenied(error)) throw error;
    const now = mapBattleshotsRoom((await getRoomContent(db, 'battleshots', code)).val());
    if (!now || readyStartsGame(now, uid) === starts) throw error;
    await write(!starts);
  }
}

/** The number the next move writes to `game/seq` (the rules refuse any other). */
function nextSeq(room: BattleshotsRoom): number {
  return room.game.seq + 1;
}

/**
 * Sends a move made on the view `room`. When the rules refuse it because the game moved on
 * meanwhile (a move queued offline that arrived late: docs/battleshots.md «Moves build on the
 * state they replace»), says so; the screen already shows the current state again.
 */
async function move(db: Database, code: string, room: BattleshotsRoom, changes: Record<string, unknown>) {
  try {
    // A new game writes the whole game node, with the number inside it.
    const seq = battleshotsPaths.game(code) in changes ? {} : { [battleshotsPaths.seq(code)]: nextSeq(room) };
    await update(ref(db), { ...changes, ...seq });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const now = mapBattleshotsRoom((await getRoomContent(db, 'battleshots', code)).val());
    if (now && now.game.seq !== room.game.seq) throw new InputError(MOVED_ON_TEXT);
    throw error;
  }
}

/** Fires at `cell` of the opponent's board; the opponent's client answers. */
export async function shoot(db: Database, code: string, uid: string, room: BattleshotsRoom, cell: string) {
  const target = parseCell(cell);
  if (!target) throw new InputError('Ukjent rute.');
  if (!canShoot(room, uid)) throw new InputError(NOT_YOUR_TURN_TEXT);
  if (shotCells(room.game, uid).has(cell)) throw new InputError(ALREADY_SHOT_TEXT);
  // Row and column as numbers too (the rules check them against the cell's name), so the rules
  // can check the answer against the defender's board without parsing the name again.
  await move(db, code, room, {
    [battleshotsPaths.shot(code, uid, cell)]: { at: serverTimestamp(), row: target.row, col: target.col },
    [battleshotsPaths.pending(code)]: cell,
  });
}

/**
 * The answer to the shot waiting at the visitor's board, and the write that records it: the
 * result, the shooter's point for a hit, whose turn it is next (a hit shoots again), the sunk
 * ship, and the winner when it was the last one. Null when no shot waits for this visitor.
 */
export function answerFor(room: BattleshotsRoom, defender: string, fleet: readonly Ship[]) {
  const waiting = shotToAnswer(room, defender);
  if (!waiting) return null;
  const { shooter, cell } = waiting;
  const earlier = new Set((room.game.shots[shooter] ?? []).filter((s) => s.result !== null).map((s) => s.cell));
  const answer = answerShot(fleet, earlier, cell);
  return { shooter, cell, answer };
}

export async function answerShotAt(db: Database, code: string, defender: string, room: BattleshotsRoom, fleet: readonly Ship[]) {
  const found = answerFor(room, defender, fleet);
  if (!found) return null;
  const { shooter, cell, answer } = found;
  const changes: Record<string, unknown> = {
    [battleshotsPaths.shotField(code, shooter, cell, 'result')]: answer.result,
    [battleshotsPaths.pending(code)]: null,
  };
  if (answer.result === 'miss') {
    changes[battleshotsPaths.turn(code)] = defender;
  } else {
    changes[battleshotsPaths.shotField(code, shooter, cell, 'ship')] = answer.ship;
    changes[battleshotsPaths.points(code, shooter)] = increment(1);
    changes[battleshotsPaths.hits(code, shooter, answer.ship)] = increment(1);
  }
  if (answer.result === 'sunk') {
    changes[battleshotsPaths.sunk(code, shooter, answer.ship)] = cell;
    if (sinkingEndsGame(room.game, shooter, answer.ship)) {
      changes[battleshotsPaths.winner(code)] = shooter;
      changes[battleshotsPaths.setting(code, 'game_active')] = false;
    }
  }
  await move(db, code, room, changes);
  return found as { shooter: string; cell: string; answer: Answer };
}

/** The creator opens or closes the free second seat to any member of the room. */
export function setSeatOpen(db: Database, code: string, open: boolean) {
  return set(ref(db, battleshotsPaths.setting(code, 'allow_new_players')), open);
}

/**
 * The creator frees the second seat (its player stayed away, or should not be there): the
 * player goes, and the game starts over with the creator to shoot first.
 */
export async function freeSeat(db: Database, code: string, room: BattleshotsRoom) {
  if (!room.challenger) return;
  await move(db, code, room, {
    [battleshotsPaths.challenger(code)]: null,
    [battleshotsPaths.player(code, room.challenger)]: null,
    [battleshotsPaths.game(code)]: { turn: room.settings.createdBy, seq: nextSeq(room) },
    [battleshotsPaths.setting(code, 'game_active')]: false,
  });
}

/**
 * The shooter ends the game when the defender has stayed away from a waiting shot for 60 s:
 * the defender forfeits. The rules check the shot's server time and the defender's presence.
 */
export async function declareGone(db: Database, code: string, shooter: string, room: BattleshotsRoom) {
  const defender = opponentOf(room, shooter);
  if (!defender || goneAt(room, shooter) === null) return;
  await move(db, code, room, {
    [battleshotsPaths.winner(code)]: shooter,
    [battleshotsPaths.forfeit(code)]: defender,
    [battleshotsPaths.setting(code, 'game_active')]: false,
  });
}

/** Shows the visitor's board to the room once the game is over. */
export function revealFleet(db: Database, code: string, uid: string, fleet: readonly Ship[]) {
  return set(ref(db, battleshotsPaths.revealed(code, uid)), storedFleet(fleet));
}

/** Asks for another game (the creator's phone starts it once both asked: one writer, no race). */
export async function askRematch(db: Database, code: string, uid: string, room: BattleshotsRoom) {
  if (phaseOf(room) !== 'over' || roleOf(room, uid) !== 'player') return;
  await set(ref(db, battleshotsPaths.rematch(code, uid)), true);
}

/** A fresh game once both asked: shots, readiness and reveals cleared; points kept. */
export async function startRematch(db: Database, code: string, room: BattleshotsRoom) {
  if (!rematchAgreed(room)) return;
  await move(db, code, room, {
    [battleshotsPaths.game(code)]: { turn: nextStarter(room), seq: nextSeq(room) },
    [battleshotsPaths.setting(code, 'game_active')]: false,
  });
}

export type { ShipIndex };
