/** A source of uniformly distributed numbers in [0, 1), like Math.random. */
export type Random = () => number;

/**
 * A small seeded PRNG (mulberry32): 32 bits of state, fast, and good enough for a game. The same
 * seed always gives the same sequence, which is what the tests need.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
