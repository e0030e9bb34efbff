import { limitToLast, push, ref, remove, serverTimestamp, set, type Database } from 'firebase/database';
import { assertKey } from '@/lib/firebase/paths';
import { calculatorPaths } from '../paths';
import { listRead, type DbRead } from '@/lib/firebase/read';
import { asRecord, bool, num } from '@/lib/firebase/values';
import { displayedTotal, totalOre, type Order, type PricedDrink } from './order';

export const ARCHIVE_SHOWN = 20;

export type ArchivedOrder = { key: string; at: number; totalOre: number; half: boolean; counts: Record<string, number> };

export function mapArchivedOrder(key: string, value: unknown): ArchivedOrder | null {
  const record = asRecord(value);
  if (!record) return null;
  const counts: Record<string, number> = {};
  for (const [id, count] of Object.entries(asRecord(record.items) ?? {})) {
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) counts[id] = count;
  }
  return { key, at: num(record.at), totalOre: num(record.total), half: bool(record.half), counts };
}

/** The visitor's last orders, newest first (only they can read them). */
export const archiveRead = (uid: string): DbRead<ArchivedOrder[]> => {
  const read = listRead(calculatorPaths.orders(uid), mapArchivedOrder, {
    key: `last${ARCHIVE_SHOWN}`,
    // Push keys sort by creation time, so key order is time order (no index needed).
    make: () => [limitToLast(ARCHIVE_SHOWN)],
  });
  return { ...read, map: (snapshot) => read.map(snapshot).reverse() };
};

/**
 * RESET: keeps the order (with time and the total shown) in the visitor's archive and answers the
 * new entry's key, which «Angre» needs. Nothing to keep, nothing written: null.
 */
export async function archiveOrder(db: Database, uid: string, order: Order, menu: readonly PricedDrink[]): Promise<string | null> {
  const items = Object.fromEntries(Object.entries(order.counts).filter(([, n]) => n > 0));
  if (Object.keys(items).length === 0) return null;
  const total = displayedTotal(totalOre(order.counts, menu), order.half);
  const entry = push(ref(db, calculatorPaths.orders(uid)));
  await set(entry, { at: serverTimestamp(), total, half: order.half, items });
  return entry.key;
}

/**
 * «Angre» after RESET: takes the entry out of the archive again, so the order back on screen is
 * archived once when it is reset for good. The rules allow it only for a minute after the entry
 * was made (rules/site.ts `calculator`); older history stays.
 */
export async function unarchiveOrder(db: Database, uid: string, key: string): Promise<void> {
  await remove(ref(db, `${calculatorPaths.orders(uid)}/${assertKey(key)}`));
}
