// Presence marks (docs/rooms.md "Presence"): presence/{game}/{code}/{uid}/{slot} = true while a
// phone has the room open, and last_seen/{game}/{code}/{uid}, which a phone present refreshes
// every PRESENCE_REFRESH_MS. Presence decides forfeits, skipped czars and take-overs, so only the
// uid itself removes its mark, and anyone else only a stale one: its uid's last_seen older than
// the game's away limit by server time (docs/design.md §4). database.rules.json is generated from
// these numbers (rules/rooms.ts).
import type { PresenceScope } from '@/lib/firebase/paths';
import { ABSENT_MS } from './roles';

/** How often a phone in the room refreshes its last_seen (and its mark). */
export const PRESENCE_REFRESH_MS = 20_000;

/**
 * How long a uid's last_seen may go without a refresh before its mark counts as stale (the phone
 * is gone, the server has not noticed yet) and anyone present may clear it: the game's away limit.
 * Battleshots declares a defender gone after 60 s (GONE_AFTER_MS); Cah skips an absent czar at
 * once, so its marks go stale after the same minute, the default for a game not named here;
 * Proost and quest logs hand the role on after ABSENT_MS. Each is at least three refreshes, so a
 * phone that is there never looks stale.
 */
export const DEFAULT_AWAY_LIMIT_MS = 60_000;
export const AWAY_LIMIT_MS = {
  proost: ABSENT_MS,
  cah: DEFAULT_AWAY_LIMIT_MS,
  battleshots: DEFAULT_AWAY_LIMIT_MS,
  questlog: ABSENT_MS,
} as const satisfies Partial<Record<PresenceScope, number>>;

/**
 * The keys a uid's marks may have: one per phone or tab, so one uid holds at most
 * PRESENCE_SLOTS marks of two characters in a room (docs/security.md "Floods").
 */
export const PRESENCE_SLOTS = 10;
export const PRESENCE_SLOT_PATTERN = /^c[0-9]$/;

/** A slot for a new phone or tab: random, so two tabs of one uid rarely share one. */
export function presenceSlot(random: () => number = Math.random): string {
  return `c${Math.min(PRESENCE_SLOTS - 1, Math.floor(random() * PRESENCE_SLOTS))}`;
}
