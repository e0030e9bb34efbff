/** @jest-environment node */
// A rate table (lib/firebase/rate.ts): what its functions write and say, and the tables it refuses.
import { defineRates, mergedRateIntervals } from '@/lib/firebase/rate';
import { rateNamed } from '@/rules/common';

const rates = defineRates({ thing: 10_000, tap: 1_000, slow: 2_500 });

it('stamps the writer’s rate node of a kind with the server’s time and the key', () => {
  expect(rates.path('thing', 'uidA')).toBe('rate/thing/uidA');
  expect(rates.stamp('tap', 'uidA', 'k1')).toEqual({ 'rate/tap/uidA': { at: { '.sv': 'timestamp' }, key: 'k1' } });
  expect(() => rates.path('thing', 'a/b')).toThrow();
});

it('says how long to wait, in whole seconds rounded up', () => {
  expect(rates.waitText('thing')).toBe('Du lagde noe nettopp. Vent 10 sekunder og prøv igjen.');
  expect(rates.waitText('tap')).toBe('Du lagde noe nettopp. Vent 1 sekund og prøv igjen.');
  expect(rates.waitText('slow')).toBe('Du lagde noe nettopp. Vent 3 sekunder og prøv igjen.');
});

it('refuses a kind that is not a plain key and an interval that is not a positive whole number', () => {
  expect(() => defineRates({ 'a/b': 1_000 })).toThrow('plain key');
  expect(() => defineRates({ $kind: 1_000 })).toThrow('plain key');
  expect(() => defineRates({ a: 0 })).toThrow('positive whole number');
  expect(() => defineRates({ a: 1.5 })).toThrow('positive whole number');
});

it('merges tables in their order and refuses a kind declared twice', () => {
  const other = defineRates({ more: 5_000 });
  expect(mergedRateIntervals([{ owner: 'a', rates }, { owner: 'b', rates: other }])).toEqual({ thing: 10_000, tap: 1_000, slow: 2_500, more: 5_000 });
  expect(Object.keys(mergedRateIntervals([{ owner: 'b', rates: other }, { owner: 'a', rates }]))).toEqual(['more', 'thing', 'tap', 'slow']);
  expect(() => mergedRateIntervals([{ owner: 'a', rates }, { owner: 'b', rates: defineRates({ tap: 1_000 }) }])).toThrow('b: its rate kind tap is already declared by a');
});

it('takes only the table’s own kinds, in the data modules and the rules alike (a type error otherwise)', () => {
  const typos = [
    // @ts-expect-error: not one of the table's kinds
    () => rates.stamp('thnig', 'uidA', 'k'),
    // @ts-expect-error: not one of the table's kinds
    () => rates.waitText('lobby'),
    // @ts-expect-error: not one of the table's kinds
    () => rateNamed(rates, 'thnig', "'k'"),
  ];
  expect(typos).toHaveLength(3);
  expect(rateNamed(rates, 'thing', "'k'")).toContain("'rate/thing/' + auth.uid");
});
