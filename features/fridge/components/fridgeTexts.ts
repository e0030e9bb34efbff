// The fridge screen's fixed texts, in a plain module apart from its 'use client' views.

export const ADD_ITEM_TEXT = 'Legg til vare';
export const CLOSE_FORM_TEXT = 'Lukk skjemaet';

/** The table's fixed texts (StockTable). */
export const STOCK_TEXTS = {
  item: 'Vare',
  quantity: 'Antall',
  has: 'Har',
  change: 'Endre',
  shelf: 'Hylle:',
  bestBefore: 'Best før',
  none: 'Tomt',
  available: 'tilgjengelig',
  removeOne: 'Fjern én',
  addOne: 'Legg til én',
} as const;
