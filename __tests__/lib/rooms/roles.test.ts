import { NO_CREATOR as MIGRATION_NO_CREATOR } from '@/lib/migrate/migrate';
import { ABSENT_MS, creatorAbsent, HANDOVER_MS, mapRole, NO_CREATOR, offerOpen, roleChoice } from '@/lib/rooms/roles';

const NOW = 1_800_000_000_000;

describe('the creator role', () => {
  it('reads created_by, an offer and the creation time; no creator, no role', () => {
    expect(mapRole({ created_by: 'kari', handover_at: NOW, created_at: 5, allow_entries: true })).toEqual({ createdBy: 'kari', handoverAt: NOW, createdAt: 5 });
    expect(mapRole({ created_by: 'kari' })).toEqual({ createdBy: 'kari', handoverAt: null, createdAt: null });
    expect(mapRole({ handover_at: NOW })).toBeNull();
    expect(mapRole(null)).toBeNull();
  });

  it('keeps an offer open for HANDOVER_MS', () => {
    expect(offerOpen({ handoverAt: NOW - HANDOVER_MS + 1 }, NOW)).toBe(true);
    expect(offerOpen({ handoverAt: NOW - HANDOVER_MS }, NOW)).toBe(false);
    expect(offerOpen({ handoverAt: null }, NOW)).toBe(false);
  });

  it('calls a creator absent only with no phone in the room and last seen (or else created) ABSENT_MS ago', () => {
    const long = NOW - ABSENT_MS - 1;
    expect(creatorAbsent({ present: false, lastSeen: long, createdAt: null, now: NOW })).toBe(true);
    expect(creatorAbsent({ present: true, lastSeen: long, createdAt: null, now: NOW })).toBe(false);
    expect(creatorAbsent({ present: false, lastSeen: NOW - 1000, createdAt: long, now: NOW })).toBe(false);
    expect(creatorAbsent({ present: false, lastSeen: null, createdAt: long, now: NOW })).toBe(true);
    expect(creatorAbsent({ present: false, lastSeen: null, createdAt: NOW - 1000, now: NOW })).toBe(false);
    // Nothing known (a quest log older than both records): nobody may grab the role.
    expect(creatorAbsent({ present: false, lastSeen: null, createdAt: null, now: NOW })).toBe(false);
  });

  it('tells each visitor what they may do', () => {
    const role = { createdBy: 'kari', handoverAt: null, createdAt: null };
    expect(roleChoice(role, 'kari', true, NOW)).toBe('creator');
    expect(roleChoice(role, 'ola', false, NOW)).toBe('none');
    expect(roleChoice(role, 'ola', true, NOW)).toBe('take-absent');
    expect(roleChoice({ ...role, handoverAt: NOW - 1000 }, 'ola', false, NOW)).toBe('take-offer');
  });

  it('offers the vacant role of a room or log the migration left without a creator to anyone at once', () => {
    // The migration writes the same mark the rules and the screen look for.
    expect(MIGRATION_NO_CREATOR).toBe(NO_CREATOR);
    const vacant = { createdBy: NO_CREATOR, handoverAt: null, createdAt: null };
    expect(roleChoice(vacant, 'ola', false, NOW)).toBe('take-vacant');
  });
});
