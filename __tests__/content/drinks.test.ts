/** Checks content/drinks.ts, the hand-edited drinks of the bar calculator. */
import { drinks } from '@/content/drinks';
import { BAR_PRICES_ORE } from '@/content/prices';
import { contentProblems, drinksSchema } from '@/content/schema';

// SPEC §9's prices are named once, in content/prices.ts; the drinks must use them and nothing else.
const { standard, bottle, energyCan, mixed } = BAR_PRICES_ORE;

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

  it('names SPEC §9 prices in whole kroner, four different ones', () => {
    const prices = Object.values(BAR_PRICES_ORE);
    expect(new Set(prices).size).toBe(4);
    for (const p of prices) expect(contentProblems(drinksSchema, [{ ...drinks[0], priceOre: p }])).toEqual([]);
  });

  it('uses only the prices of SPEC §9, each at least once, and every tile colour', () => {
    expect(new Set(drinks.map((d) => d.priceOre))).toEqual(new Set(Object.values(BAR_PRICES_ORE)));
    expect(new Set(drinks.map((d) => d.colour))).toEqual(new Set(['green', 'yellow', 'pink', 'red', 'orange', 'blue']));
  });

  it('prices wine and prosecco bottles as bottles, the energy drink as a can, mixed drinks as mixed, the rest standard', () => {
    const kind = (name: string) => (/vin|prosecco/i.test(name) ? bottle : /energi/i.test(name) ? energyCan : /drink$|gin|diverse/i.test(name) ? mixed : standard);
    expect(drinks.filter((x) => /vin|prosecco/i.test(x.name)).length).toBeGreaterThanOrEqual(3);
    expect(drinks.filter((x) => /energi/i.test(x.name))).toHaveLength(1);
    for (const d of drinks) expect([d.name, d.priceOre]).toEqual([d.name, kind(d.name)]);
  });
});
