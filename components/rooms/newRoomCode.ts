'use client';
import { useSyncExternalStore } from 'react';
import { randomRoomCode } from '@/lib/rooms/code';

// The code a new room will get. Made in the browser only: the page's HTML must not carry a code
// every visitor would share, so the HTML (and hydration) shows none and the code follows at once.
let code: string | null = null;
const listeners = new Set<() => void>();

const current = () => (code ??= randomRoomCode());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNewRoomCode(): string {
  return useSyncExternalStore(subscribe, current, () => '');
}

/** «Lag en ny kode», and after a room was made with the current one. */
export function nextRoomCode(): void {
  code = randomRoomCode();
  for (const listener of listeners) listener();
}
