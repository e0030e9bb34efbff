/** Checks content/drinks.ts, the hand-edited drinks of the bar calculator. */
import { z } from 'zod';
import { DRINK_COLOURS, drinks } from '@/content/drinks';

// SPEC §9 prices in kr: shots, beers and soft drinks 98; wine and prosecco bottles 495; an
// energy drink can 106; mixed drinks and a miscellaneous drink 148.
const SPEC_PRICES_ORE = [9800, 49500, 10600, 14800];

const drinkSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(40),
    name: z.string().trim().min(1).max(30),
    priceOre: z.number().int().positive().multipleOf(100),
    colour: z.enum(DRINK_COLOURS),
  })
  .strict();

describe('content/drinks', () => {
  it('every drink is valid, with a unique id and name', () => {
    for (const drink of drinks) expect(() => drinkSchema.parse(drink)).not.toThrow();
    expect(new Set(drinks.map((d) => d.id)).size).toBe(drinks.length);
    expect(new Set(drinks.map((d) => d.name)).size).toBe(drinks.length);
  });

  it('uses only the prices of SPEC §9, each at least once, and every tile colour', () => {
    expect([...new Set(drinks.map((d) => d.priceOre))].sort()).toEqual([...SPEC_PRICES_ORE].sort());
    expect(new Set(drinks.map((d) => d.colour))).toEqual(new Set(['green', 'yellow', 'pink', 'red', 'orange', 'blue']));
  });

  it('prices wine and prosecco bottles at 495 kr and the energy drink at 106 kr', () => {
    for (const d of drinks.filter((x) => /vin|prosecco/i.test(x.name))) expect(d.priceOre).toBe(49500);
    for (const d of drinks.filter((x) => /energi/i.test(x.name))) expect(d.priceOre).toBe(10600);
  });
});
