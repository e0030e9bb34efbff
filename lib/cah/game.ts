// The rules of play as pure functions: who is czar, who still has to play, when plays are shown,
// what a win, a new round, a leaving player and a new game change. lib/cah/data.ts turns the
// results into atomic writes; database.rules.json refuses what these functions would not allow.
import { seededRandom, shuffle, type Random } from '@/lib/random/random';
import {
  HAND_SIZE,
  MIN_PLAYERS,
  type CahGame,
  type CahPlayer,
  type CahSettings,
  type Play,
  type PlayedCard,
  type Round,
} from './types';
import { NEED_PLAYERS_TEXT } from './texts';

/** Whether a player takes part right now (has the room open); idle players are skipped. */
export type IsActive = (uid: string) => boolean;

type Seat = { seat: number; uid: string };

/** Seat order: by seat (join time), ties broken by uid so every phone agrees. */
function compareSeats(a: Seat, b: Seat): number {
  return a.seat - b.seat || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

export function seatOrder(players: readonly CahPlayer[]): CahPlayer[] {
  return players.slice().sort(compareSeats);
}

/**
 * The next czar after `after` (the previous czar's seat and uid), in seat order with
 * wrap-around, skipping players who are not active. Works when the previous czar has left. If
 * nobody is active, falls back to every player so a round can still begin when phones come back.
 */
export function nextCzar(players: readonly CahPlayer[], after: Seat | null, isActive: IsActive): CahPlayer | null {
  const seated = seatOrder(players);
  const candidates = seated.some((p) => isActive(p.uid)) ? seated.filter((p) => isActive(p.uid)) : seated;
  if (candidates.length === 0) return null;
  if (after === null) return candidates[0];
  return candidates.find((p) => compareSeats(p, after) > 0) ?? candidates[0];
}

/** A message when the game cannot start, else null. */
export function startProblem(players: readonly CahPlayer[]): string | null {
  return players.length < MIN_PLAYERS ? NEED_PLAYERS_TEXT : null;
}

/** Plays that belong to the current round (a stale play from a cancelled round is ignored). */
export function currentPlays(game: Pick<CahGame, 'round' | 'plays' | 'players'>): Play[] {
  const round = game.round;
  if (!round) return [];
  const seated = new Set(game.players.map((p) => p.uid));
  return game.plays.filter((play) => play.round === round.number && play.uid !== round.czar && seated.has(play.uid));
}

/** Players the round waits for: active, not the czar, not yet played. */
export function waitingFor(game: Pick<CahGame, 'round' | 'plays' | 'players'>, isActive: IsActive): CahPlayer[] {
  const round = game.round;
  if (!round || round.phase !== 'playing') return [];
  const played = new Set(currentPlays(game).map((p) => p.uid));
  return seatOrder(game.players).filter((p) => p.uid !== round.czar && isActive(p.uid) && !played.has(p.uid));
}

/** Judging starts when at least one play is in and no active player is still to play. */
export function readyToJudge(game: Pick<CahGame, 'round' | 'plays' | 'players'>, isActive: IsActive): boolean {
  return game.round?.phase === 'playing' && currentPlays(game).length > 0 && waitingFor(game, isActive).length === 0;
}

/**
 * The plays in the order every phone shows them: shuffled, the same on every phone (seeded by
 * room, game and round), so position says nothing about who played.
 */
export function revealOrder(plays: readonly Play[], seed: string): Play[] {
  const byUid = plays.slice().sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  return shuffle(byUid, seededRandom(seed));
}

export function blankCardsLeft(player: CahPlayer | undefined, settings: CahSettings): number {
  if (!player) return 0;
  return Math.max(0, settings.blankCards - player.blankCardsUsed);
}

/** A message when this play is not allowed, else null. */
export function playProblem(game: CahGame, uid: string, cards: readonly PlayedCard[]): string | null {
  const round = game.round;
  const player = game.players.find((p) => p.uid === uid);
  if (game.settings.status !== 1 || !round || round.phase !== 'playing') return 'Runden tar ikke imot kort nå.';
  if (!player) return 'Du er ikke med i spillet.';
  if (round.czar === uid) return 'Du er kortkonge denne runden og skal velge vinneren.';
  if (currentPlays(game).some((p) => p.uid === uid)) return 'Du har allerede spilt denne runden.';
  if (cards.length !== round.pick) return round.pick === 1 ? 'Velg ett kort.' : 'Velg to kort.';
  const blanks = cards.filter((c) => 'blank' in c).length;
  if (blanks > 1) return 'Du kan bruke ett blankt kort per runde.';
  if (blanks > blankCardsLeft(player, game.settings)) return 'Du har ikke flere blanke kort.';
  const slots = cards.flatMap((c) => ('slot' in c ? [c.slot] : []));
  if (new Set(slots).size !== slots.length) return 'Du kan ikke spille samme kort to ganger.';
  return null;
}

export type WinResult = { winner: CahPlayer; points: number; gameOver: boolean };

/** The czar's choice: the winner gets a point; reaching win_points ends the game. */
export function judge(game: CahGame, czarUid: string, winnerUid: string): WinResult | string {
  const round = game.round;
  if (!round || round.phase !== 'playing' || game.settings.status !== 1) return 'Det er ingenting å velge nå.';
  if (round.czar !== czarUid) return 'Bare kortkongen kan velge vinneren.';
  const play = currentPlays(game).find((p) => p.uid === winnerUid);
  const winner = game.players.find((p) => p.uid === winnerUid);
  if (!play || !winner) return 'Det kortet er ikke spilt denne runden.';
  const points = winner.points + 1;
  return { winner, points, gameOver: points >= game.settings.winPoints };
}

/** A black card not used yet this game; when all are used, any (and the used list restarts). */
export function pickBlack(blackIds: readonly string[], used: Record<string, true>, random: Random): { id: string; resetUsed: boolean } | null {
  if (blackIds.length === 0) return null;
  const fresh = blackIds.filter((id) => !used[id]);
  const pool = fresh.length > 0 ? fresh : blackIds;
  return { id: pool[Math.floor(random() * pool.length)], resetUsed: fresh.length === 0 };
}

export type NewRound = { round: Round; resetUsedBlack: boolean };

/** The next round: number + 1, the next active czar in seat order, a fresh black card. */
export function nextRound(
  game: Pick<CahGame, 'round' | 'players' | 'usedBlack'>,
  bank: { id: string; pick: 1 | 2 }[],
  isActive: IsActive,
  random: Random,
): NewRound | null {
  const czar = nextCzar(game.players, game.round ? { seat: game.round.czarSeat, uid: game.round.czar } : null, isActive);
  const black = pickBlack(
    bank.map((b) => b.id),
    game.usedBlack,
    random,
  );
  if (!czar || !black) return null;
  const card = bank.find((b) => b.id === black.id)!;
  return {
    round: {
      number: (game.round?.number ?? 0) + 1,
      czar: czar.uid,
      czarSeat: czar.seat,
      blackId: card.id,
      pick: card.pick,
      phase: 'playing',
      winner: null,
    },
    resetUsedBlack: black.resetUsed,
  };
}

export type AfterLeave =
  /** Too few players: back to not started (game_status 0). */
  | { kind: 'stop' }
  /** The czar left mid-round: a new round with the next czar; the plays go back to their hands. */
  | { kind: 'new-round' }
  | { kind: 'continue' };

/** What the game must do once `leaver` is no longer a player. */
export function afterLeave(game: Pick<CahGame, 'settings' | 'round' | 'players'>, leaver: string): AfterLeave {
  if (game.settings.status !== 1) return { kind: 'continue' };
  const remaining = game.players.filter((p) => p.uid !== leaver);
  if (remaining.length < MIN_PLAYERS) return { kind: 'stop' };
  if (game.round?.czar === leaver && game.round.phase === 'playing') return { kind: 'new-round' };
  return { kind: 'continue' };
}

/**
 * Whether a czar who stays seated should be passed over: they have no phone in the room while
 * the round waits for them (idle), so any player may move the game on.
 */
export function czarIsIdle(game: Pick<CahGame, 'round' | 'players'>, isActive: IsActive): boolean {
  const round = game.round;
  if (!round) return false;
  return !game.players.some((p) => p.uid === round.czar) || !isActive(round.czar);
}

/** Hand slots "s0"…"s9". */
export const SLOTS: readonly string[] = Array.from({ length: HAND_SIZE }, (_, i) => `s${i}`);
