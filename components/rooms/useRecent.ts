'use client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { parseRecent, recentStorageKey, withoutRecent, withRecent, type RecentEntry, type RecentKind } from '@/lib/rooms/recent';

// Other tabs announce changes with the `storage` event; this tab with an event of its own.
const CHANGED = 'portalen:recent-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function readRaw(kind: RecentKind): string | null {
  try {
    return window.localStorage.getItem(recentStorageKey(kind));
  } catch {
    // Storage can be switched off (private mode, policies): the list is simply empty.
    return null;
  }
}

function store(kind: RecentKind, change: (list: RecentEntry[]) => RecentEntry[]) {
  try {
    const next = change(parseRecent(readRaw(kind)));
    window.localStorage.setItem(recentStorageKey(kind), JSON.stringify(next));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // A full or disabled storage loses the shortcut, nothing else.
  }
}

export function rememberRecent(kind: RecentKind, id: string, name: string) {
  store(kind, (list) => withRecent(list, { id, name, at: Date.now() }));
}

/** The phone's recent list of one kind (empty while prerendering), and a way to forget one. */
export function useRecent(kind: RecentKind): { entries: RecentEntry[]; forget: (id: string) => void } {
  // The raw string is the snapshot: it compares by value, so an unchanged list renders nothing.
  const raw = useSyncExternalStore(subscribe, () => readRaw(kind), () => null);
  const forget = useCallback((id: string) => store(kind, (list) => withoutRecent(list, id)), [kind]);
  return { entries: parseRecent(raw), forget };
}

/** Put on a screen that shows an existing fridge or game: the phone remembers it. */
export function RememberRecent({ kind, id, name }: { kind: RecentKind; id: string; name: string }) {
  useEffect(() => rememberRecent(kind, id, name), [kind, id, name]);
  return null;
}
