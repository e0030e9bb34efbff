/**
 * Menu prices: how prices are written on the menu (the allowed ranges, SPEC §9, are content's:
 * content/prices.ts).
 * Prices are US dollars as decimal numbers (9, 7.95); they are compared in whole cents so
 * floating-point noise never matters.
 */

import { toCents } from '@/content/prices';

export { PRICE_RANGES, isPriceInRange, toCents, type PriceKind, type PriceRange } from '@/content/prices';

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
