// Randomness for game rules, injected so tests can fix it. Shared by every app that deals,
// draws or shuffles.

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

/**
 * A PRNG seeded from a string (FNV-1a hash into mulberry32), so every phone derives the same
 * order from the same seed without storing it.
 */
export function seededRandom(seed: string): Random {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return createRandom(hash);
}

/** Fisher–Yates: a new array in uniformly random order. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
