// The state of a Battleshots room as every member sees it (no boards), and what follows from
// it: who sits where, whose turn it is, the phase of the game and the drinks tally.
import type { Ship, ShipIndex } from './fleet';
import type { ShotResult } from './shots';
import { allShipsSunk, answerShot } from './shots';

export type Player = { uid: string; name: string; points: number };

export type Shot = { cell: string; at: number; result: ShotResult | null; ship: ShipIndex | null };

export type GameState = {
  /** Whose turn it is to shoot. */
  turn: string;
  /** The cell of the shot waiting for the defender's answer. */
  pending: string | null;
  /**
   * How many moves (shots, answers, forfeits, new games) the game has had; each move writes the
   * next number, so a move made on an outdated view is refused (0 for a game stored without it).
   */
  seq: number;
  ready: ReadonlySet<string>;
  /** Shots fired by each player (keyed by the shooter's uid), in the order they were fired. */
  shots: Readonly<Record<string, Shot[]>>;
  /** Ships each shooter has sunk: shooter uid → ship index → cell of the sinking shot. */
  sunk: Readonly<Record<string, ReadonlySet<number>>>;
  winner: string | null;
  /** The defender who stayed away and so lost the game (the winner is then the shooter). */
  forfeit: string | null;
  revealed: Readonly<Record<string, Ship[]>>;
  rematch: ReadonlySet<string>;
};

export type BattleshotsSettings = {
  name: string;
  private: boolean;
  createdBy: string;
  /**
   * SPEC's game_active: true exactly while a game is being played (both seats ready, no winner
   * yet). The write that starts or ends a game sets it in the same update, and the rules refuse
   * any value that disagrees with the room.
   */
  gameActive: boolean;
  /**
   * SPEC's allow_new_players, the one Proost switch that means something here: whether any
   * member of a public room may take the free second seat. In a private room the password was
   * the invitation, so members may take it anyway.
   */
  allowNewPlayers: boolean;
};

export type BattleshotsRoom = {
  settings: BattleshotsSettings;
  /** The uid of the first joiner, who took the second seat. */
  challenger: string | null;
  players: Readonly<Record<string, Player>>;
  game: GameState;
};

/**
 * The part of a room the status card reads (roomStatus, and the seats, phase and outcome it
 * follows): all the room's first paint maps (mapStatusRoom in room.ts), so its inline painter
 * carries no more of the mapper (docs/rooms.md "The card's painter, generated").
 */
export type StatusRoom = {
  settings: Pick<BattleshotsSettings, 'name' | 'createdBy'>;
  challenger: string | null;
  players: Readonly<Record<string, Player>>;
  game: Pick<GameState, 'turn' | 'pending' | 'ready' | 'shots' | 'winner' | 'forfeit' | 'revealed'>;
};

export type Phase = 'waiting' | 'placing' | 'playing' | 'over';

/** The two seats in order: the creator first, then the challenger once someone took the seat. */
export function seats(room: StatusRoom): string[] {
  return room.challenger ? [room.settings.createdBy, room.challenger] : [room.settings.createdBy];
}

export type Role = 'player' | 'spectator';

/** A member who is not in a seat watches; so does everyone while the second seat is free. */
export function roleOf(room: BattleshotsRoom, uid: string): Role {
  return seats(room).includes(uid) ? 'player' : 'spectator';
}

export function opponentOf(room: StatusRoom, uid: string): string | null {
  const [a, b] = seats(room);
  if (uid === a) return b ?? null;
  if (uid === b) return a;
  return null;
}

/**
 * Whether this visitor may take the free second seat: a private room, the creator opened it, or
 * the visitor came by the host's invite link (`invited`, docs/rooms.md "Invites").
 */
export function seatIsOpen(room: BattleshotsRoom, invited = false): boolean {
  return room.settings.private || room.settings.allowNewPlayers || invited;
}

/** The second seat is free while nobody has taken it; a visitor may take it if it is open. */
export function canTakeSeat(room: BattleshotsRoom, uid: string, invited = false): boolean {
  return room.challenger === null && uid !== room.settings.createdBy && seatIsOpen(room, invited);
}

export function phaseOf(room: StatusRoom): Phase {
  if (room.game.winner) return 'over';
  const [a, b] = seats(room);
  if (!b) return 'waiting';
  return room.game.ready.has(a) && room.game.ready.has(b) ? 'playing' : 'placing';
}

/** Whether a game is being played: what SPEC's `game_active` stores. */
export function isGameActive(room: BattleshotsRoom): boolean {
  return phaseOf(room) === 'playing';
}

/** Whether `uid` saying «Klar!» now starts the game (the other seat is taken and ready). */
export function readyStartsGame(room: BattleshotsRoom, uid: string): boolean {
  return isGameActive({ ...room, game: { ...room.game, ready: new Set([...room.game.ready, uid]) } });
}

/** The cells `shooter` has fired at (answered or not). */
export function shotCells(game: GameState, shooter: string): Set<string> {
  return new Set((game.shots[shooter] ?? []).map((shot) => shot.cell));
}

/** True when `uid` may fire now: playing, their turn, and no shot waiting for its answer. */
export function canShoot(room: BattleshotsRoom, uid: string): boolean {
  return phaseOf(room) === 'playing' && room.game.turn === uid && room.game.pending === null;
}

/**
 * The shot waiting for `defender` to answer, if any: the pending cell must be an unanswered shot
 * by the player whose turn it is (a phone may see the parts of one update arrive one by one).
 */
export function shotToAnswer(room: BattleshotsRoom, defender: string): { shooter: string; cell: string; at: number } | null {
  const { pending, turn } = room.game;
  if (!pending || phaseOf(room) !== 'playing' || turn === defender || opponentOf(room, defender) !== turn) return null;
  const shot = room.game.shots[turn]?.find((s) => s.cell === pending);
  if (!shot || shot.result !== null) return null;
  return { shooter: turn, cell: pending, at: shot.at };
}

/** A hit (or the hit that sinks) means the defender drinks. */
export function isHit(result: ShotResult | null): boolean {
  return result === 'hit' || result === 'sunk';
}

/** Drinks each player owes this game: one per hit their fleet took. */
export function drinksTally(room: BattleshotsRoom): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const uid of seats(room)) tally[uid] = 0;
  for (const [shooter, shots] of Object.entries(room.game.shots)) {
    const defender = opponentOf(room, shooter);
    if (!defender) continue;
    tally[defender] += shots.filter((shot) => isHit(shot.result)).length;
  }
  return tally;
}

/** Whether answering this sinking would end the game: all five ships of the defender gone. */
export function sinkingEndsGame(game: GameState, shooter: string, ship: number): boolean {
  const sunk = new Set(game.sunk[shooter] ?? []);
  sunk.add(ship);
  return allShipsSunk(sunk);
}

/** Both players asked for another game. */
export function rematchAgreed(room: BattleshotsRoom): boolean {
  const [a, b] = seats(room);
  return phaseOf(room) === 'over' && !!b && room.game.rematch.has(a) && room.game.rematch.has(b);
}

/** The loser of the last game starts the next one. */
export function nextStarter(room: BattleshotsRoom): string {
  const [a, b] = seats(room);
  return room.game.winner === a && b ? b : a;
}

/** How long a defender may stay away from a waiting shot before they can be declared gone. */
export const GONE_AFTER_MS = 60_000;

/**
 * When `shooter` may declare the defender gone (the game then ends as a forfeit): the shot
 * waiting for an answer, in milliseconds of server time, or null when there is none. The rules
 * check the same: the shot's server time and that the defender has no phone in the room.
 */
export function goneAt(room: BattleshotsRoom, shooter: string): number | null {
  const defender = opponentOf(room, shooter);
  if (!defender) return null;
  const waiting = shotToAnswer(room, defender);
  return waiting && waiting.shooter === shooter ? waiting.at + GONE_AFTER_MS : null;
}

/** Whether `shooter` may end the game now because the defender stayed away. */
export function canDeclareGone(room: BattleshotsRoom, shooter: string, serverNow: number, defenderPresent: boolean): boolean {
  const at = goneAt(room, shooter);
  return at !== null && !defenderPresent && serverNow >= at;
}

/**
 * The answers `defender` gave that their revealed board contradicts (a «bom» on a ship, a hit
 * on water or on the wrong ship, a sinking too early or too late). The rules refuse such an
 * answer when it is given; this check lets every phone confirm it from the uncovered boards.
 */
export function falseAnswers(room: StatusRoom, defender: string): string[] {
  const fleet = room.game.revealed[defender];
  const shooter = opponentOf(room, defender);
  if (!fleet || !shooter) return [];
  const earlier = new Set<string>();
  const wrong: string[] = [];
  for (const shot of room.game.shots[shooter] ?? []) {
    if (shot.result === null) continue;
    const truth = answerShot(fleet, earlier, shot.cell);
    earlier.add(shot.cell);
    const given = shot.result === 'miss' ? { result: 'miss' } : { result: shot.result, ship: shot.ship };
    if (truth.result !== given.result || ('ship' in truth && truth.ship !== given.ship)) wrong.push(shot.cell);
  }
  return wrong;
}

/**
 * Who won, all told: a player whose uncovered board contradicts their answers loses, whatever
 * the stored winner says; otherwise the stored winner.
 */
export function outcome(room: StatusRoom): { winner: string | null; liar: string | null } {
  for (const uid of seats(room)) {
    if (falseAnswers(room, uid).length > 0) return { winner: opponentOf(room, uid), liar: uid };
  }
  return { winner: room.game.winner, liar: null };
}
