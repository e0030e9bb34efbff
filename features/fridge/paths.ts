// The fridge's database paths: categories are global; a fridge is anything under fridge/{id}
// but `categories`. The one place that builds them (docs/architecture.md).
import { assertKey, isValidKey } from '@/lib/firebase/paths';

export const fridgePaths = {
  categories: () => 'fridge/categories',
  /** A whole fridge (info and stock): its page's first paint reads it in one go. */
  fridge: (id: string) => `fridge/${assertFridgeId(id)}`,
  info: (id: string) => `fridge/${assertFridgeId(id)}/info`,
  stock: (id: string) => `fridge/${assertFridgeId(id)}/stock`,
  item: (id: string, key: string) => `fridge/${assertFridgeId(id)}/stock/${assertKey(key)}`,
};

/** A fridge id from a URL: a valid key of at most 64 characters that is not `categories`. */
export function isValidFridgeId(id: string): boolean {
  return isValidKey(id) && id.length <= 64 && id !== 'categories';
}

function assertFridgeId(id: string): string {
  if (!isValidFridgeId(id)) throw new Error(`Ugyldig kjøleskap-id: ${JSON.stringify(id)}`);
  return id;
}
