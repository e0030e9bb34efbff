// The menu's price ranges (SPEC §9) and the check content/schema.ts runs while the site is
// exported: the content's rule, so it lives with the content, below the menu app that writes
// prices (features/menu/lib/price.ts) (docs/architecture.md).
// Prices are US dollars as decimal numbers (9, 7.95); they are compared in whole cents so
// floating-point noise never matters.

export type PriceRange = { min: number; max: number };

/** Where a price appears on the menu. */
export type PriceKind = 'cocktails' | 'starters' | 'mains' | 'tuesday' | 'addOn';

/** SPEC §9: cocktails $9–$10, starters $7.95–$10, mains $12.95–$25.95, Tuesday $7, add-ons $2. */
export const PRICE_RANGES: Record<PriceKind, PriceRange> = {
  cocktails: { min: 9, max: 10 },
  starters: { min: 7.95, max: 10 },
  mains: { min: 12.95, max: 25.95 },
  tuesday: { min: 7, max: 7 },
  addOn: { min: 2, max: 2 },
};

/** The price in whole cents; throws for negative, non-finite or sub-cent prices. */
export function toCents(price: number): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Not a price: ${price}`);
  const cents = Math.round(price * 100);
  if (Math.abs(cents - price * 100) > 1e-6) throw new RangeError(`Price has sub-cent digits: ${price}`);
  return cents;
}

/** True when the price lies within the range for its kind, ends included. */
export function isPriceInRange(price: number, kind: PriceKind): boolean {
  const { min, max } = PRICE_RANGES[kind];
  const cents = toCents(price);
  return cents >= toCents(min) && cents <= toCents(max);
}

/**
 * SPEC §9's bar prices, in øre (the bar calculator's drinks, content/drinks.ts, use these names):
 * shots, beers and soft drinks 98 kr; a bottle of wine or prosecco 495 kr; an energy drink can
 * 106 kr; mixed drinks and a miscellaneous drink 148 kr.
 */
export const BAR_PRICES_ORE = {
  standard: 9800,
  bottle: 49500,
  energyCan: 10600,
  mixed: 14800,
} as const;
