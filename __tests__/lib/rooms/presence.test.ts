import { HIDDEN_RECONNECT_MS } from '@/lib/firebase/connection';
import { AWAY_LIMIT_MS, DEFAULT_AWAY_LIMIT_MS, PRESENCE_REFRESH_MS, PRESENCE_SLOT_PATTERN, PRESENCE_SLOTS, presenceSlot } from '@/lib/rooms/presence';
import { GONE_AFTER_MS } from '@/features/battleshots/lib/game';

describe('presence marks', () => {
  it('puts a phone in one of the slots the rules admit', () => {
    const slots = new Set([0, 0.05, 0.5, 0.999999, 1].map((r) => presenceSlot(() => r)));
    for (const slot of slots) expect(slot).toMatch(PRESENCE_SLOT_PATTERN);
    expect(slots.size).toBeGreaterThan(2);
    expect(slots.size).toBeLessThanOrEqual(PRESENCE_SLOTS);
    expect(PRESENCE_SLOT_PATTERN.test(`c${PRESENCE_SLOTS}`)).toBe(false);
  });

  it('refreshes often enough that a phone that is there never looks stale, in any game', () => {
    for (const limit of [...Object.values(AWAY_LIMIT_MS), DEFAULT_AWAY_LIMIT_MS]) expect(limit).toBeGreaterThanOrEqual(3 * PRESENCE_REFRESH_MS);
    // A hidden page reconnects before its marks could be judged stale.
    expect(HIDDEN_RECONNECT_MS).toBeLessThan(Math.min(...Object.values(AWAY_LIMIT_MS)));
    // Battleshots' stale mark goes with its forfeit: a defender away a minute (two definitions).
    expect(AWAY_LIMIT_MS.battleshots).toBe(GONE_AFTER_MS);
  });
});
