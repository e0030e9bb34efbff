// The rules of play as pure functions: who is czar, who still has to play, when plays are shown,
// what a win, a new round, a leaving player and a new game change. features/cah/lib/data.ts turns the
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
export function currentPlays(game: Pick<CahGame, 'round' | 'plays'>): Play[] {
  const round = game.round;
  if (!round) return [];
  return game.plays.filter((play) => play.round === round.number);
}

/**
 * How many plays the round still waits for: one per active player who is not the czar. Plays
 * carry no names (the czar must not know whose is whose), so the table counts rather than names.
 */
export function stillToPlay(game: Pick<CahGame, 'round' | 'plays' | 'players'>, isActive: IsActive): number {
  const round = game.round;
  if (!round || round.phase !== 'playing') return 0;
  const expected = game.players.filter((p) => p.uid !== round.czar && isActive(p.uid)).length;
  return Math.max(0, expected - currentPlays(game).length);
}

/**
 * Judging starts when at least one play is in and there are as many plays as active players
 * to make them. A count cannot tell a play by someone who has since gone idle from one by an
 * active player, so a phone that knows its own player has not played yet keeps waiting (`self`).
 */
export function readyToJudge(
  game: Pick<CahGame, 'round' | 'plays' | 'players'>,
  isActive: IsActive,
  self: { uid: string; played: boolean } | null = null,
): boolean {
  const round = game.round;
  if (round?.phase !== 'playing' || currentPlays(game).length === 0 || stillToPlay(game, isActive) > 0) return false;
  const seatedPlayer = self !== null && self.uid !== round.czar && game.players.some((p) => p.uid === self.uid);
  return !(seatedPlayer && !self.played);
}

/**
 * The plays in the order every phone shows them: shuffled, the same on every phone (seeded by
 * room, game and round). The keys are random, so neither key nor position says who played.
 */
export function revealOrder(plays: readonly Play[], seed: string): Play[] {
  const byKey = plays.slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return shuffle(byKey, seededRandom(seed));
}

/** Who played which play, once the result makes the hidden records readable: key → uid. */
export function ownersByKey(records: Record<string, { key: string }>): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const [uid, record] of Object.entries(records)) owners[record.key] = uid;
  return owners;
}

/** `ownUsed`: the player's own count this game (cah/blanks); the public count is from older data. */
export function blankCardsLeft(player: CahPlayer | undefined, settings: CahSettings, ownUsed = 0): number {
  if (!player) return 0;
  return Math.max(0, settings.blankCards - player.blankCardsUsed - ownUsed);
}

/** A message when this play is not allowed, else null (`played`: this player's play is already in). */
export function playProblem(game: CahGame, uid: string, cards: readonly PlayedCard[], played: boolean, blanksUsed = 0): string | null {
  const round = game.round;
  const player = game.players.find((p) => p.uid === uid);
  if (game.settings.status !== 1 || !round || round.phase !== 'playing') return 'Runden tar ikke imot kort nå.';
  if (!player) return 'Du er ikke med i spillet.';
  if (round.czar === uid) return 'Du er kortkonge denne runden og skal velge vinneren.';
  if (played) return 'Du har allerede spilt denne runden.';
  if (cards.length !== round.pick) return round.pick === 1 ? 'Velg ett kort.' : 'Velg to kort.';
  const blanks = cards.filter((c) => 'blank' in c).length;
  if (blanks > 1) return 'Du kan bruke ett blankt kort per runde.';
  if (blanks > blankCardsLeft(player, game.settings, blanksUsed)) return 'Du har ikke flere blanke kort.';
  const slots = cards.flatMap((c) => ('slot' in c ? [c.slot] : []));
  if (new Set(slots).size !== slots.length) return 'Du kan ikke spille samme kort to ganger.';
  return null;
}

/** The czar's choice of a play (by its key), or a message why it cannot be chosen. */
export function judge(game: CahGame, czarUid: string, key: string): string | null {
  const round = game.round;
  if (!round || round.phase !== 'playing' || game.settings.status !== 1) return 'Det er ingenting å velge nå.';
  if (round.czar !== czarUid) return 'Bare kortkongen kan velge vinneren.';
  if (!currentPlays(game).some((p) => p.key === key)) return 'Det kortet er ikke spilt denne runden.';
  return null;
}

export type WinResult = { winner: CahPlayer; points: number; gameOver: boolean };

/**
 * The point for the round, once the owner of the chosen play is known: null when that player
 * has left (the round then gives no point); reaching win_points ends the game.
 */
export function scoreFor(game: Pick<CahGame, 'players' | 'settings'>, owner: string): WinResult | null {
  const winner = game.players.find((p) => p.uid === owner);
  if (!winner) return null;
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
      scored: null,
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
export const SLOTS: readonly string[] = /* @__PURE__ */ Array.from({ length: HAND_SIZE }, (_, i) => `s${i}`);

/**
 * Closing the seat ring over a leaver: the seat before them now points past them, and if they
 * sat last, that seat becomes the last. Null fields when the leaver sat alone (or is unknown).
 */
export function ringLeave(game: Pick<CahGame, 'players' | 'ringTail'>, leaver: string): { prev: string | null; prevNext: string | null; tail: string | null } {
  const me = game.players.find((p) => p.uid === leaver);
  const prev = game.players.find((p) => p.next === leaver && p.uid !== leaver) ?? null;
  if (!me || !prev) return { prev: null, prevNext: null, tail: game.ringTail === leaver ? null : game.ringTail };
  return { prev: prev.uid, prevNext: me.next ?? null, tail: game.ringTail === leaver ? prev.uid : game.ringTail };
}
