// Lifetime of live reads. reactfire 4.2.6 caches each observable by id forever and never
// unsubscribes its source (shareReplay without refCount), so every room a phone ever opened
// would keep a listener until reload. We count the components using an id and, a while after
// the last one left, stop the listener and drop the cache entry; the next reader starts fresh.
type Entry = { users: number; stop: (() => void) | null; timer: ReturnType<typeof setTimeout> | null };

const entries = new Map<string, Entry>();
/** Long enough that navigating back and forth does not resubscribe. */
export const RELEASE_AFTER_MS = 20_000;

type ReactfireGlobals = { _reactFirePreloadedObservables?: Map<string, unknown> };

function cache(): Map<string, unknown> | undefined {
  return (globalThis as ReactfireGlobals)._reactFirePreloadedObservables;
}

function entry(id: string): Entry {
  let found = entries.get(id);
  if (!found) {
    found = { users: 0, stop: null, timer: null };
    entries.set(id, found);
  }
  return found;
}

/** Called by the source when it subscribes; `stop` ends the listener and completes the source. */
export function registerStop(id: string, stop: () => void): void {
  const found = entry(id);
  found.stop = stop;
  // A render that never mounted (React may discard one) must not leave a listener behind.
  if (found.users === 0 && !found.timer) found.timer = setTimeout(() => evict(id), RELEASE_AFTER_MS);
}

export function retain(id: string): void {
  const found = entry(id);
  found.users += 1;
  if (found.timer) clearTimeout(found.timer);
  found.timer = null;
}

export function release(id: string, delay = RELEASE_AFTER_MS): void {
  const found = entries.get(id);
  if (!found) return;
  found.users = Math.max(0, found.users - 1);
  if (found.users > 0) return;
  if (found.timer) clearTimeout(found.timer);
  found.timer = setTimeout(() => evict(id), delay);
}

/** Ends a read now: the listener stops and the next reader of the id subscribes anew. */
export function evict(id: string): void {
  const found = entries.get(id);
  if (found?.timer) clearTimeout(found.timer);
  entries.delete(id);
  cache()?.delete(id);
  found?.stop?.();
}

export function liveCount(): number {
  return entries.size;
}


/** Ends every live read (tests: each test starts with no cached data from the one before). */
export function evictAll(): void {
  for (const id of [...entries.keys()]) evict(id);
}
