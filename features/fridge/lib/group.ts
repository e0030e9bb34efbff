import type { Category } from './fridge';
import type { StockItem } from './item';

export type StockGroup = { title: string; categoryId: number | null; items: StockItem[] };

export const UNCATEGORISED = 'Uten kategori';

/** Items in tables by category, in category order, names alphabetical; empty categories left out. */
export function groupByCategory(items: readonly StockItem[], categories: readonly Category[]): StockGroup[] {
  const byName = (a: StockItem, b: StockItem) => a.name.localeCompare(b.name, 'nb') || a.key.localeCompare(b.key);
  const groups: StockGroup[] = categories
    .map((c) => ({ title: c.name, categoryId: c.id, items: items.filter((i) => i.category === c.id).sort(byName) }))
    .filter((g) => g.items.length > 0);
  const known = new Set(categories.map((c) => c.id));
  const rest = items.filter((i) => !known.has(i.category)).sort(byName);
  if (rest.length > 0) groups.push({ title: UNCATEGORISED, categoryId: null, items: rest });
  return groups;
}
