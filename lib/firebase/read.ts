// Descriptions of live reads. A data module (features/<app>/lib/data.ts) says *what* to read and how a
// snapshot becomes a typed value; the hooks in components/firebase say *when* (subscribe,
// retry, stop). The key identifies the read among the live reads (components/firebase/liveReads.ts),
// so two components reading the same thing share one listener.
import {
  query,
  ref,
  type DataSnapshot,
  type Database,
  type Query,
  type QueryConstraint,
} from 'firebase/database';

export type DbRead<T> = {
  /** Path plus query, unique per distinct read. */
  key: string;
  query: (db: Database) => Query;
  /**
   * How to listen, when it is more than one query (a private room's contents, read by its view
   * key: lib/rooms/roomContent.ts): `next` with each snapshot, `fail` on a refusal; returns the stop.
   */
  listen?: (db: Database, next: (snapshot: DataSnapshot) => void, fail: (error: unknown) => void) => () => void;
  map: (snapshot: DataSnapshot) => T;
};

/**
 * A node's value, mapped. Reads with the same key share one listener *and one mapped value*, so
 * a second read of the same path with a different mapper must name itself (`as`), or one of the
 * two screens gets the other's type.
 */
export function valueRead<T>(path: string, map: (value: unknown) => T, as?: string): DbRead<T> {
  return { key: as ? `${path}#${as}` : path, query: (db) => ref(db, path), map: (snapshot) => map(snapshot.val()) };
}

/**
 * The children of a node in query order (or key order), each mapped with its key. Children the
 * mapper rejects (returns null) are left out, so one malformed entry cannot blank a list.
 */
export function listRead<T>(
  path: string,
  mapChild: (key: string, value: unknown) => T | null,
  constraints: { key: string; make: () => QueryConstraint[] } = { key: '', make: () => [] },
): DbRead<T[]> {
  return {
    key: constraints.key ? `${path}?${constraints.key}` : path,
    query: (db) => query(ref(db, path), ...constraints.make()),
    map: (snapshot) => {
      const items: T[] = [];
      snapshot.forEach((child) => {
        const item = mapChild(child.key as string, child.val());
        if (item !== null) items.push(item);
      });
      return items;
    },
  };
}
