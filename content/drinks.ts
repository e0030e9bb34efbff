/**
 * The bar calculator's drinks (/calculator). Prices are in øre (whole numbers, 98 kr = 9800) so
 * sums never meet floating point. Edit and rebuild; the build checks it against content/schema.ts (unique
 * ids, colours from the palette, prices in whole kroner). The ids are stored in archived
 * orders: keep an id when renaming a drink.
 */
import { BAR_PRICES_ORE } from './prices';

export const DRINK_COLOURS = ['green', 'yellow', 'pink', 'red', 'orange', 'blue'] as const;
export type DrinkColour = (typeof DRINK_COLOURS)[number];

export type Drink = { id: string; name: string; priceOre: number; colour: DrinkColour };

// SPEC §9's prices, by name (content/prices.ts).
const { standard, bottle, energyCan, mixed } = BAR_PRICES_ORE;

export const drinks: readonly Drink[] = [
  { id: 'ol', name: 'Øl', priceOre: standard, colour: 'yellow' },
  { id: 'cider', name: 'Cider', priceOre: standard, colour: 'yellow' },
  { id: 'shot', name: 'Shot', priceOre: standard, colour: 'red' },
  { id: 'jager', name: 'Jägershot', priceOre: standard, colour: 'red' },
  { id: 'tequila', name: 'Tequila', priceOre: standard, colour: 'red' },
  { id: 'brus', name: 'Brus', priceOre: standard, colour: 'blue' },
  { id: 'vann', name: 'Vann', priceOre: standard, colour: 'blue' },
  { id: 'energi', name: 'Energidrikk (boks)', priceOre: energyCan, colour: 'green' },
  { id: 'rodvin', name: 'Flaske rødvin', priceOre: bottle, colour: 'pink' },
  { id: 'hvitvin', name: 'Flaske hvitvin', priceOre: bottle, colour: 'pink' },
  { id: 'prosecco', name: 'Flaske prosecco', priceOre: bottle, colour: 'pink' },
  { id: 'drink', name: 'Drink', priceOre: mixed, colour: 'orange' },
  { id: 'gin-tonic', name: 'Gin og tonic', priceOre: mixed, colour: 'orange' },
  { id: 'diverse', name: 'Diverse', priceOre: mixed, colour: 'orange' },
];
