import { CODE_ALPHABET, CODE_LENGTH, formatCode, isCode, newCode, normaliseCode } from '@/features/secretSanta/lib/code';
import { drawSingleLoop, type Person } from '@/features/secretSanta/lib/draw';

/** A small seeded generator (mulberry32), so every run draws the same way. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const people = (n: number): Person[] => Array.from({ length: n }, (_, i) => ({ uid: `u${i}`, name: `P${i}` }));

describe('the secret santa draw', () => {
  for (const n of [2, 3, 4, 5, 8, 13]) {
    it(`with ${n} people: everyone gives once and receives once, in one single loop`, () => {
      for (let seed = 1; seed <= 50; seed++) {
        const result = drawSingleLoop(people(n), seeded(seed));
        const gives = new Map(result.map((a) => [a.giver.uid, a.receiver.uid]));
        expect(gives.size).toBe(n);
        expect(new Set(gives.values()).size).toBe(n);
        for (const [giver, receiver] of gives) {
          expect(receiver).not.toBe(giver);
          if (n > 2) expect(gives.get(receiver)).not.toBe(giver);
        }
        // Following the gifts from anyone visits everyone before coming back.
        let at = 'u0';
        const seen = new Set<string>();
        do {
          seen.add(at);
          at = gives.get(at)!;
        } while (at !== 'u0');
        expect(seen.size).toBe(n);
      }
    });
  }

  it('draws differently for different random sources', () => {
    const a = drawSingleLoop(people(6), seeded(1)).map((x) => x.receiver.uid);
    const b = drawSingleLoop(people(6), seeded(2)).map((x) => x.receiver.uid);
    expect(a).not.toEqual(b);
  });

  it('refuses fewer than two people', () => {
    expect(() => drawSingleLoop(people(1))).toThrow();
    expect(() => drawSingleLoop([])).toThrow();
  });
});

describe('secret santa codes', () => {
  it('are ten characters without look-alikes (at least 8 symbols, docs/security.md)', () => {
    expect(CODE_LENGTH).toBeGreaterThanOrEqual(8);
    for (let seed = 1; seed < 100; seed++) {
      const code = newCode(seeded(seed));
      expect(code).toHaveLength(10);
      expect(code).not.toMatch(/[01IO]/);
      expect(isCode(code)).toBe(true);
    }
    expect(newCode(() => 0.9999)).toBe(CODE_ALPHABET.at(-1)!.repeat(10));
  });

  it('a typed code ignores case, spaces and dashes', () => {
    expect(normaliseCode(' ab c9d ')).toBe('ABC9D');
    expect(normaliseCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(isCode('ABCDEFGHJ0')).toBe(false);
    expect(isCode('ABCDE')).toBe(false);
    expect(isCode('ABCDEFGHJK')).toBe(true);
    expect(isCode('ABCDEFGH')).toBe(false);
  });

  it('is shown as two groups of five, which reads back as the same code', () => {
    expect(formatCode('ABCDEFGHJK')).toBe('ABCDE FGHJK');
    expect(normaliseCode(formatCode('ABCDEFGHJK'))).toBe('ABCDEFGHJK');
  });
});
