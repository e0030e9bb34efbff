import { buildDeck, planRefill, slotsToFill } from '@/features/cah/lib/deck';
import { SLOTS } from '@/features/cah/lib/game';
import { seededRandom } from '@/lib/random/random';

const texts = Array.from({ length: 40 }, (_, i) => `kort ${i}`);

function fullHand(from: number): Record<string, string> {
  return Object.fromEntries(SLOTS.map((slot, i) => [slot, `p${from + i}`]));
}

describe('buildDeck', () => {
  it('holds every card once, at positions p0…pN-1', () => {
    const deck = buildDeck(texts, seededRandom('a'));
    expect(Object.keys(deck)).toEqual(texts.map((_, i) => `p${i}`));
    expect(Object.values(deck).sort()).toEqual(texts.slice().sort());
  });

  it('depends on the injected random source only', () => {
    expect(buildDeck(texts, seededRandom('x'))).toEqual(buildDeck(texts, seededRandom('x')));
    expect(buildDeck(texts, seededRandom('x'))).not.toEqual(buildDeck(texts, seededRandom('y')));
  });
});

describe('planRefill', () => {
  it('deals a hand of 10 from the pointer', () => {
    const plan = planRefill({}, {}, {}, { next: 0, size: 40 }, seededRandom('r'));
    expect(plan.draws).toEqual(SLOTS.map((slot, i) => ({ slot, pos: `p${i}` })));
    expect(plan.next).toBe(10);
    expect(plan.recycle).toEqual([]);
  });

  it('two players drawing one after the other never get the same position', () => {
    const first = planRefill({}, {}, {}, { next: 0, size: 40 }, seededRandom('r'));
    const second = planRefill({}, {}, {}, { next: first.next, size: 40 }, seededRandom('r'));
    const a = new Set(first.draws.map((d) => d.pos));
    expect(second.draws.some((d) => a.has(d.pos))).toBe(false);
  });

  it('replaces only played (spent) cards and leaves a full hand alone', () => {
    const hand = fullHand(0);
    expect(planRefill(hand, {}, {}, { next: 30, size: 40 }, seededRandom('r')).draws).toEqual([]);
    const spent = { p3: 'me', p7: 'me' };
    expect(slotsToFill(hand, spent)).toEqual(['s3', 's7']);
    const plan = planRefill(hand, spent, {}, { next: 30, size: 40 }, seededRandom('r'));
    expect(plan.draws).toEqual([
      { slot: 's3', pos: 'p30' },
      { slot: 's7', pos: 'p31' },
    ]);
    expect(plan.next).toBe(32);
  });

  it('reshuffles the discards back in when the deck runs out', () => {
    const hand = fullHand(0);
    const spent = { p0: 'me', p1: 'me', p20: 'bob', p21: 'eve' };
    const plan = planRefill(hand, spent, {}, { next: 39, size: 40 }, seededRandom('r'));
    // One card left in the deck, then the four discards appended at p40…p43 in shuffled order.
    expect(plan.recycle.map((r) => r.to)).toEqual(['p40', 'p41', 'p42', 'p43']);
    expect(plan.recycle.map((r) => r.from).sort()).toEqual(['p0', 'p1', 'p20', 'p21']);
    expect(plan.draws).toEqual([
      { slot: 's0', pos: 'p39' },
      { slot: 's1', pos: 'p40' },
    ]);
    expect(plan.size).toBe(44);
    expect(plan.next).toBe(41);
  });

  it('does not reshuffle a discard twice, and leaves a slot empty when nothing is left', () => {
    const hand = fullHand(0);
    const spent = { p0: 'me', p1: 'me' };
    const plan = planRefill(hand, spent, { p0: 'p40', p1: 'p41' }, { next: 42, size: 42 }, seededRandom('r'));
    expect(plan).toEqual({ draws: [], recycle: [], next: 42, size: 42 });
  });
});
