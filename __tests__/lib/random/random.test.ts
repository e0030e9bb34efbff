/** @jest-environment node */
import { createRandom } from '@/lib/random/random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const random = createRandom(7);
    const buckets = new Array(10).fill(0);
    const n = 100_000;
    let min = 1;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const x = random();
      min = Math.min(min, x);
      max = Math.max(max, x);
      buckets[Math.floor(x * 10)]++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const count of buckets) expect(Math.abs(count / n - 0.1)).toBeLessThan(0.005);
  });
});
