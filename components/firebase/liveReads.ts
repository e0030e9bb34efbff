// Live reads, shared by id: every component reading the same id gets one listener and one value.
// A read starts when its first reader renders (not after its first commit: the listen goes out
// as early as it can) and stops a while after its last reader unmounted, so navigating back and
// forth does not resubscribe, and a room a phone left does not keep a listener until reload.
// Readers are told of each new value and whether it is the read's first (useDbValue.ts renders a
// first value in a transition: docs/performance.md, "A read's first value in a transition").

/** Starts a read: `emit` with each value; returns what stops it. */
export type LiveSource<V> = (emit: (value: V) => void) => () => void;

type Watcher = (first: boolean) => void;
type Entry = {
  users: number;
  value: unknown;
  has: boolean;
  watchers: Set<Watcher>;
  stop: (() => void) | null;
  timer: ReturnType<typeof setTimeout> | null;
};

const entries = new Map<string, Entry>();
/** Long enough that navigating back and forth does not resubscribe. */
export const RELEASE_AFTER_MS = 20_000;

/**
 * Starts the read `id` unless it runs already. A read nobody retains within RELEASE_AFTER_MS
 * (a render React discarded) is stopped again.
 */
export function open<V>(id: string, source: LiveSource<V>): void {
  if (entries.has(id)) return;
  const entry: Entry = { users: 0, value: undefined, has: false, watchers: new Set(), stop: null, timer: null };
  entries.set(id, entry);
  entry.timer = setTimeout(() => evict(id), RELEASE_AFTER_MS);
  const stop = source((value) => {
    if (entries.get(id) !== entry) return;
    const first = !entry.has;
    entry.value = value;
    entry.has = true;
    for (const watcher of [...entry.watchers]) watcher(first);
  });
  // A source may have answered (and been evicted by a reader's error handling) synchronously.
  if (entries.get(id) === entry) entry.stop = stop;
  else stop();
}

/** The read's latest value, undefined before its first. */
export function current<V>(id: string): V | undefined {
  const entry = entries.get(id);
  return entry?.has ? (entry.value as V) : undefined;
}

/** Calls `watcher` with each new value of a started read; returns what stops the calls. */
export function watch(id: string, watcher: Watcher): () => void {
  const entry = entries.get(id);
  if (!entry) return () => {};
  entry.watchers.add(watcher);
  return () => entry.watchers.delete(watcher);
}

export function retain(id: string): void {
  const entry = entries.get(id);
  if (!entry) return;
  entry.users += 1;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = null;
}

export function release(id: string, delay = RELEASE_AFTER_MS): void {
  const entry = entries.get(id);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  if (entry.users > 0) return;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => evict(id), delay);
}

/** Ends a read now: the listener stops and the next reader of the id subscribes anew. */
export function evict(id: string): void {
  const entry = entries.get(id);
  if (!entry) return;
  if (entry.timer) clearTimeout(entry.timer);
  entries.delete(id);
  entry.watchers.clear();
  entry.stop?.();
}

export function liveCount(): number {
  return entries.size;
}

/** Ends every live read (tests: each test starts with no cached data from the one before). */
export function evictAll(): void {
  for (const id of [...entries.keys()]) evict(id);
}
