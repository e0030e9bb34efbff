// A fridge's stock item and its transitions (SPEC §4 "Fridge stock"). The database keeps the
// field name `avaliable` (sic) so existing data stays readable; only this file knows it.
import { asRecord, bool, num, str } from '@/lib/firebase/values';

export const QUANTITY_TYPES = ['Stk', 'Pakke', 'Gram', 'Portioner'] as const;
export type QuantityType = (typeof QUANTITY_TYPES)[number];
export const DEFAULT_QUANTITY_TYPE: QuantityType = 'Stk';
export const DEFAULT_CATEGORY = 4;
/** The most of one item (database.rules.json agrees): 9999 covers ten kilos in grams. */
export const QUANTITY_MAX = 9999;
/** The earliest `date_added` the rules take but 0 ("unknown"): 2010-01-01 UTC. */
export const DATE_ADDED_MIN = 1262304000000;

export type StockItem = {
  key: string;
  name: string;
  quantity: number;
  quantityType: QuantityType;
  category: number;
  shelf: string;
  barcode: string;
  /** Local calendar day, YYYY-MM-DD. */
  expirationDate: string;
  available: boolean;
  /** Uid of whoever added it; with the fridge's creator the only one who may edit or delete it. */
  addedBy: string;
};

export type StockAction = 'add' | 'remove' | 'available' | 'unavailable';

function isQuantityType(value: unknown): value is QuantityType {
  return QUANTITY_TYPES.includes(value as QuantityType);
}

/** Stored value → item; null for something that is not an item at all. */
export function mapStockItem(key: string, value: unknown): StockItem | null {
  const record = asRecord(value);
  if (!record || typeof record.name !== 'string') return null;
  const quantity = Math.max(0, Math.floor(num(record.quantity)));
  return {
    key,
    name: record.name,
    quantity,
    quantityType: isQuantityType(record.quantityType) ? record.quantityType : DEFAULT_QUANTITY_TYPE,
    category: num(record.category, DEFAULT_CATEGORY),
    shelf: str(record.shelf),
    barcode: str(record.barcode),
    expirationDate: str(record.expiration_date),
    available: bool(record.avaliable, quantity > 0),
    addedBy: str(record.added_by),
  };
}

/** The new quantity and availability after a tap; null when nothing changes. */
export function applyStockAction(
  item: Pick<StockItem, 'quantity' | 'available'>,
  action: StockAction,
): { quantity: number; available: boolean } | null {
  switch (action) {
    case 'add':
      if (item.quantity >= QUANTITY_MAX) return null;
      return { quantity: item.quantity + 1, available: true };
    case 'remove':
      if (item.quantity <= 0) return item.available ? { quantity: 0, available: false } : null;
      return { quantity: item.quantity - 1, available: item.quantity - 1 > 0 };
    case 'available':
      return { quantity: 1, available: true };
    case 'unavailable':
      return { quantity: 0, available: false };
  }
}

/**
 * The transaction update of a stored item: the tap applied to whatever the server holds now,
 * other fields untouched. Null in, null out (the SDK's first guess before it knows the value;
 * the server then answers with the real one and this runs again).
 */
export function stockTransaction(stored: unknown, action: StockAction): unknown {
  const record = asRecord(stored);
  if (!record) return stored ?? null;
  const item = mapStockItem('', record);
  if (!item) return undefined;
  const next = applyStockAction(item, action);
  if (!next) return undefined;
  return { ...record, quantity: next.quantity, avaliable: next.available };
}

/** Its author and the fridge's creator may edit or delete an item (database.rules.json agrees). */
export function canEditItem(item: Pick<StockItem, 'addedBy'>, uid: string, fridgeCreator: string): boolean {
  return item.addedBy === uid || fridgeCreator === uid;
}

export function toStoredAvailability(available: boolean) {
  return { avaliable: available };
}
