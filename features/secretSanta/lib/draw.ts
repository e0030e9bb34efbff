// The draw: one single loop through everyone. Shuffle, then each person gives to the next and
// the last to the first. Nobody draws themselves, and with more than two people nobody gives to
// the one who gives to them (that would be a loop of two inside the one big loop).
import { shuffle, type Random } from '@/lib/random/random';

export type Person = { uid: string; name: string };
export type Assignment = { giver: Person; receiver: Person };

export const DRAW_MIN_PEOPLE = 2;

export function drawSingleLoop(people: readonly Person[], random: Random = Math.random): Assignment[] {
  if (people.length < DRAW_MIN_PEOPLE) throw new Error(`Need at least ${DRAW_MIN_PEOPLE} people`);
  const order = shuffle(people, random);
  return order.map((giver, i) => ({ giver, receiver: order[(i + 1) % order.length] }));
}
