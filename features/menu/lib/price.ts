/**
 * Menu prices: the allowed ranges (SPEC §9) and how prices are written on the menu.
 * Prices are US dollars as decimal numbers (9, 7.95); they are compared in whole cents so
 * floating-point noise never matters.
 */

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

/** "$9", "$7.95", "$9.50": whole dollars without decimals, otherwise always two. */
export function formatPrice(price: number): string {
  const cents = toCents(price);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** An add-on's price with a plus sign: "+$2". */
export function formatAddOnPrice(price: number): string {
  return `+${formatPrice(price)}`;
}
