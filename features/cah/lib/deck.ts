// Dealing without a server. The creator's phone shuffles the white cards into the game's deck
// (positions p0, p1 …) when the game starts. Each player then draws for themselves: a draw claims
// the next free positions for named empty (or spent) hand slots, in one multi-path update that
// the rules accept only if no one claimed those positions before. Two phones drawing at once
// cannot get the same card: the second update is refused and that phone draws again from the
// moved pointer. When the deck runs out, spent cards (the discard pile) are shuffled back in as
// new positions at the end.
import { SLOTS } from './game';
import { shuffle, type Random } from '@/lib/random/random';

export const posKey = (index: number) => `p${index}`;

/** The shuffled deck for a new game: position key → card text. */
export function buildDeck(whiteTexts: readonly string[], random: Random): Record<string, string> {
  const deck: Record<string, string> = {};
  shuffle(whiteTexts, random).forEach((text, i) => {
    deck[posKey(i)] = text;
  });
  return deck;
}

/** Slots that need a card: empty, or holding a card that has been played (spent). */
export function slotsToFill(hand: Record<string, string>, spent: Record<string, string>): string[] {
  return SLOTS.filter((slot) => !hand[slot] || spent[hand[slot]] !== undefined);
}

export type Draw = { slot: string; pos: string };
export type Recycle = { from: string; to: string };

export type RefillPlan = {
  draws: Draw[];
  /** Spent cards shuffled back in at new positions at the end of the deck. */
  recycle: Recycle[];
  /** The draw pointer and deck size after the refill. */
  next: number;
  size: number;
};

/**
 * What one player draws to fill their hand back up to 10. Positions come from the draw pointer;
 * when it reaches the end, the spent cards not yet reshuffled go back in, shuffled. A slot stays
 * empty only when the deck and the discard pile are both used up.
 */
export function planRefill(
  hand: Record<string, string>,
  spent: Record<string, string>,
  recycled: Record<string, unknown>,
  deck: { next: number; size: number },
  random: Random,
): RefillPlan {
  const plan: RefillPlan = { draws: [], recycle: [], next: deck.next, size: deck.size };
  const slots = slotsToFill(hand, spent);
  if (slots.length === 0) return plan;
  if (plan.size - plan.next < slots.length) {
    const discards = Object.keys(spent).filter((pos) => !recycled[pos]);
    for (const from of shuffle(discards.sort(), random)) {
      plan.recycle.push({ from, to: posKey(plan.size) });
      plan.size += 1;
    }
  }
  for (const slot of slots) {
    if (plan.next >= plan.size) break;
    plan.draws.push({ slot, pos: posKey(plan.next) });
    plan.next += 1;
  }
  return plan;
}
