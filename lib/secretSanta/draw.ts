// The draw: one single loop through everyone. Shuffle, then each person gives to the next and
// the last to the first. Nobody draws themselves, and with more than two people nobody gives to
// the one who gives to them (that would be a loop of two inside the one big loop).
import type { Random } from './code';

export type Person = { uid: string; name: string };
export type Assignment = { giver: Person; receiver: Person };

export const DRAW_MIN_PEOPLE = 2;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function drawSingleLoop(people: readonly Person[], random: Random = Math.random): Assignment[] {
  if (people.length < DRAW_MIN_PEOPLE) throw new Error(`Need at least ${DRAW_MIN_PEOPLE} people`);
  const order = shuffle(people, random);
  return order.map((giver, i) => ({ giver, receiver: order[(i + 1) % order.length] }));
}
