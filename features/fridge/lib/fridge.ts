// A fridge's stored values mapped for the screen. Kept apart from the data module (which needs the
// database SDK) because the page's first paint maps its REST snapshot with these before any SDK loads.
import { asRecord, entries, str } from '@/lib/firebase/values';
import { mapStockItem, type StockItem } from './item';

export type FridgeInfo = { name: string; createdBy: string };
export type Category = { id: number; name: string };

/** The fridge's info, or null when no fridge has this id. */
export function mapFridgeInfo(id: string, value: unknown): FridgeInfo | null {
  const record = asRecord(value);
  return record ? { name: str(record.name, id), createdBy: str(record.created_by) } : null;
}

/** Categories in id order; the stored map is keyed by number. */
export function mapCategories(value: unknown): Category[] {
  const list: Category[] = [];
  const add = (key: string, name: unknown) => {
    const id = Number(key);
    if (Number.isInteger(id) && typeof name === 'string') list.push({ id, name });
  };
  // Numeric keys starting at 0 or 1 come back from the database as an array.
  if (Array.isArray(value)) value.forEach((name, index) => add(String(index), name));
  else for (const [key, name] of Object.entries(asRecord(value) ?? {})) add(key, name);
  return list.sort((a, b) => a.id - b.id);
}

/** The stock node's items (their order does not matter: the tables sort them). */
export function mapStock(value: unknown): StockItem[] {
  return entries(value, mapStockItem);
}

/** A whole fridge (`fridge/{id}`, as its page's REST snapshot reads it): null when there is none. */
export function mapFridge(id: string, value: unknown): { info: FridgeInfo; stock: StockItem[] } | null {
  const record = asRecord(value);
  const info = mapFridgeInfo(id, record?.info);
  if (!record || !info) return null;
  return { info, stock: mapStock(record.stock) };
}
