// Drawing a card: a question nobody has seen since the pool was last used up, each @spiller
// replaced by its own random player (different players within one card while there are
// enough), on a random background.
import { randomColor } from './color';
import type { Player } from './types';

export const PLAYER_TOKEN = '@spiller';
/**
 * The most names a card stores (the rules' limit, features/proost/rules.ts MAX_NAMES); an
 * @spiller past it reads «noen».
 */
export const MAX_CARD_NAMES = 20;
/** Stands in for @spiller while the room has no players. */
export const NO_PLAYER_NAME = 'noen';

export type Random = () => number;

/** What a draw needs to know of a question: its key and how many @spiller it has. */
type Drawable = { key: string; players: number };

export type Draw<Q extends Drawable> = {
  question: Q;
  /** The player drawn for each @spiller, in order (none while the room has no players). */
  names: Player[];
  color: string;
  /** The drawn set to store: the old one plus this question, or only this one once used up. */
  drawn: string[];
};

/** Picks from the questions not drawn yet; when all have been, the pool starts over. */
export function pickQuestion<Q extends { key: string }>(
  questions: readonly Q[],
  drawn: ReadonlySet<string>,
  random: Random = Math.random,
): { question: Q; drawn: string[] } | null {
  if (questions.length === 0) return null;
  const fresh = questions.filter((q) => !drawn.has(q.key));
  const startOver = fresh.length === 0;
  const pool = startOver ? questions : fresh;
  const question = pool[Math.floor(random() * pool.length) % pool.length];
  const kept = startOver ? [] : questions.filter((q) => drawn.has(q.key)).map((q) => q.key);
  return { question, drawn: [...kept, question.key] };
}

/** A player for each @spiller, in order: each occurrence its own pick; none without players. */
export function pickPlayers(text: string, players: readonly Player[], random: Random = Math.random): Player[] {
  return pickPlayersFor(countPlayers(text), players, random);
}

/** How many @spiller a question's text has (the deck's index stores it: rules check the count). */
export function countPlayers(text: string): number {
  return text.split(PLAYER_TOKEN).length - 1;
}

/** `count` players, each its own pick (the same while there are enough); none without players. */
export function pickPlayersFor(count: number, players: readonly Player[], random: Random = Math.random): Player[] {
  const picks: Player[] = [];
  if (players.length === 0) return picks;
  let bag: Player[] = [];
  for (let i = count; i > 0; i--) {
    // Draw without putting back; refill the bag only once every player has had a turn.
    if (bag.length === 0) bag = [...players];
    picks.push(bag.splice(Math.floor(random() * bag.length) % bag.length, 1)[0]);
  }
  return picks;
}

/**
 * The card's text: each @spiller in turn replaced by the name drawn for it («noen» where none
 * was). Every phone builds it from the stored question and names (docs/rooms.md §Proost's card).
 */
export function fillNames(text: string, names: readonly (string | undefined)[]): string {
  return text.split(PLAYER_TOKEN).reduce((out, part, i) => `${out}${names[i - 1] ?? NO_PLAYER_NAME}${part}`);
}

/** Replaces every @spiller with a player's name, each occurrence its own pick. */
export function fillPlayers(text: string, players: readonly Player[], random: Random = Math.random): string {
  return fillNames(text, pickPlayers(text, players, random).map((p) => p.name));
}

/** Draws from the pool, which guests may know only by key and @spiller count. */
export function drawCard<Q extends Drawable>(
  questions: readonly Q[],
  players: readonly Player[],
  drawn: ReadonlySet<string>,
  random: Random = Math.random,
): Draw<Q> | null {
  const picked = pickQuestion(questions, drawn, random);
  if (!picked) return null;
  const names = pickPlayersFor(Math.min(picked.question.players, MAX_CARD_NAMES), players, random);
  return {
    question: picked.question,
    names,
    color: randomColor(random),
    drawn: picked.drawn,
  };
}
