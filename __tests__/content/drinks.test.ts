/** Checks content/drinks.ts, the hand-edited drinks of the bar calculator. */
import { drinks } from '@/content/drinks';
import { contentProblems, drinksSchema } from '@/content/schema';

// SPEC §9 prices in kr: shots, beers and soft drinks 98; wine and prosecco bottles 495; an
// energy drink can 106; mixed drinks and a miscellaneous drink 148.
const SPEC_PRICES_ORE = [9800, 49500, 10600, 14800];

describe('content/drinks', () => {
  it('passes the build-time check', () => {
    expect(contentProblems(drinksSchema, drinks)).toEqual([]);
  });

  it('the check refuses a price in fractions of a krone, an unknown colour and a duplicate id', () => {
    const [first, second] = drinks;
    expect(contentProblems(drinksSchema, [{ ...first, priceOre: 9850 }])).toEqual(['0.priceOre: prices are whole kroner, in øre']);
    expect(contentProblems(drinksSchema, [{ ...first, colour: 'purple' }])).toHaveLength(1);
    expect(contentProblems(drinksSchema, [first, { ...second, id: first.id }])).toEqual([`(root): duplicate id "${first.id}"`]);
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
