// The Cah game as the screens and the rules of play see it, independent of how it is stored.
// features/cah/lib/data.ts maps database values to these types and transitions back to writes.

export const HAND_SIZE = 10;
export const MIN_PLAYERS = 3;
export const DEFAULT_BLANK_CARDS = 10;
export const DEFAULT_WIN_POINTS = 5;
/** Limits the settings form and the rules agree on. */
export const MAX_BLANK_CARDS = 50;
export const MAX_WIN_POINTS = 50;

/** game_status: 0 not started (SPEC.md), 1 playing, 2 someone reached win_points. */
export type GameStatus = 0 | 1 | 2;

export type CahSettings = {
  name: string;
  blankCards: number;
  winPoints: number;
  createdBy: string;
  status: GameStatus;
  /** Counts games in this room; hands, decks and draws of older games are ignored. */
  gameNumber: number;
};

export type CahPlayer = {
  uid: string;
  name: string;
  points: number;
  blankCardsUsed: number;
  /** Seat order: when the player joined (smaller sits earlier). */
  seat: number;
  /**
   * The uid in the next seat: the seats form a ring the rules can follow (they cannot sort),
   * so the rules know who is czar after whom. Missing only in data from before the ring.
   */
  next?: string;
};

export type BlackCard = { id: string; text: string; pick: 1 | 2 };

/** A white card as played: from the hand (slot and deck position) or a blank written by the player. */
export type PlayedCard = { text: string; slot: string; pos: string } | { text: string; blank: true };

/**
 * A play as the table sees it: under a random key, with the cards' texts only. Who played it,
 * and from which hand slots, is in the player's own hidden record (MyPlay) until the result.
 */
export type Play = { key: string; round: number; cards: { text: string; blank?: true }[] };

/** The hidden side of a play: its key, and where each card came from (a hand slot, or blank). */
export type MyPlay = { key: string; cards: ({ slot: string; pos: string } | { blank: true })[] };

export type RoundPhase = 'playing' | 'result';

export type Round = {
  number: number;
  czar: string;
  /** The czar's seat, so the role passes on in seat order even after the czar left. */
  czarSeat: number;
  blackId: string;
  pick: 1 | 2;
  phase: RoundPhase;
  /** Set in the result phase: the key of the play the czar chose. */
  winner: string | null;
  /** Set once the point is given: who played the winning play (readable to all by then). */
  scored: string | null;
};

export type CahGame = {
  settings: CahSettings;
  players: CahPlayer[];
  round: Round | null;
  plays: Play[];
  /** Deck positions of played cards (the discard pile), mapped to who played them (known after the result). */
  spent: Record<string, string>;
  /** Spent positions already shuffled back into the deck. */
  recycled: Record<string, true>;
  /** Black cards used this game, so none repeats before the bank is used up. */
  usedBlack: Record<string, true>;
  /** Draw pointer into the game's shuffled white deck, and its size. */
  deck: { next: number; size: number };
  /** The last seat of the ring (a newcomer sits down after it); null while nobody sits. */
  ringTail: string | null;
};

/** A hand slot ("0"–"9") holding a deck position; text once the card has been read. */
export type HandCard = { slot: string; pos: string };
