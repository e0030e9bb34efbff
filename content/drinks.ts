/**
 * The bar calculator's drinks (/calculator). Prices are in øre (whole numbers, 98 kr = 9800) so
 * sums never meet floating point. Edit and rebuild; the build checks it against content/schema.ts (unique
 * ids, colours from the palette, prices in whole kroner). The ids are stored in archived
 * orders: keep an id when renaming a drink.
 */
export const DRINK_COLOURS = ['green', 'yellow', 'pink', 'red', 'orange', 'blue'] as const;
export type DrinkColour = (typeof DRINK_COLOURS)[number];

export type Drink = { id: string; name: string; priceOre: number; colour: DrinkColour };

// SPEC §9: most shots, beers and soft drinks 98 kr; bottles of wine and prosecco 495 kr;
// an energy drink can 106 kr; mixed drinks and a miscellaneous drink 148 kr.
export const drinks: readonly Drink[] = [
  { id: 'ol', name: 'Øl', priceOre: 9800, colour: 'yellow' },
  { id: 'cider', name: 'Cider', priceOre: 9800, colour: 'yellow' },
  { id: 'shot', name: 'Shot', priceOre: 9800, colour: 'red' },
  { id: 'jager', name: 'Jägershot', priceOre: 9800, colour: 'red' },
  { id: 'tequila', name: 'Tequila', priceOre: 9800, colour: 'red' },
  { id: 'brus', name: 'Brus', priceOre: 9800, colour: 'blue' },
  { id: 'vann', name: 'Vann', priceOre: 9800, colour: 'blue' },
  { id: 'energi', name: 'Energidrikk (boks)', priceOre: 10600, colour: 'green' },
  { id: 'rodvin', name: 'Flaske rødvin', priceOre: 49500, colour: 'pink' },
  { id: 'hvitvin', name: 'Flaske hvitvin', priceOre: 49500, colour: 'pink' },
  { id: 'prosecco', name: 'Flaske prosecco', priceOre: 49500, colour: 'pink' },
  { id: 'drink', name: 'Drink', priceOre: 14800, colour: 'orange' },
  { id: 'gin-tonic', name: 'Gin og tonic', priceOre: 14800, colour: 'orange' },
  { id: 'diverse', name: 'Diverse', priceOre: 14800, colour: 'orange' },
];
