// The creator role of a room (docs/design.md §4 "A role is not lost with a phone"). The role is
// the room's `settings/created_by`. The creator can offer it (`settings/handover_at`); the first
// member who takes the offer gets it. When the creator has had no phone in the room for
// ABSENT_MS, any member present can take it. database.rules.json checks both with server time,
// through presence and last_seen; the numbers below must match the ones written there.
import { ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { roomPaths, type PresenceScope } from '@/lib/firebase/paths';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { readInRoom } from './roomContent';
import { asRecord, num, str } from '@/lib/firebase/values';

/** How long the creator must have been away before another member may take the role. */
export const ABSENT_MS = 5 * 60_000;
/** How long an offer to hand the role over stays open. */
export const HANDOVER_MS = 10 * 60_000;
/**
 * created_by of a room or quest log whose creator SPEC's product never recorded (the migration,
 * docs/deploy.md): the role is vacant, and anyone who may take a role over takes it at once.
 */
export const NO_CREATOR = 'migrated-no-creator';

export type Role = { createdBy: string; handoverAt: number | null; createdAt: number | null };

/** The role lives in the scope's own settings: a room's, or a quest log's (questlog/{id}/settings). */
export function roleSettingsPath(scope: PresenceScope, code: string): string {
  return roomPaths.settings(scope, code);
}

export function mapRole(value: unknown): Role | null {
  const settings = asRecord(value);
  const createdBy = str(settings?.created_by);
  if (!settings || !createdBy) return null;
  const handoverAt = num(settings.handover_at, NaN);
  const createdAt = num(settings.created_at, NaN);
  return {
    createdBy,
    handoverAt: Number.isFinite(handoverAt) ? handoverAt : null,
    createdAt: Number.isFinite(createdAt) ? createdAt : null,
  };
}

export function roleRead(scope: PresenceScope, code: string): DbRead<Role | null> {
  const path = roleSettingsPath(scope, code);
  const read = valueRead(path, mapRole, 'role');
  // A room game's settings are its contents', which a private room's members read by its view key.
  return scope === 'questlog' ? read : readInRoom(scope, code, path, read);
}

/** The uids with a phone in the room now. */
export const presentUidsRead = (scope: PresenceScope, code: string): DbRead<string[]> =>
  valueRead(
    roomPaths.presence(scope, code),
    (value) => Object.entries(asRecord(value) ?? {}).filter(([, connections]) => asRecord(connections) !== null).map(([uid]) => uid),
    'uids',
  );

/** When `uid` last had the room open (server time), or null if never recorded. */
export const lastSeenRead = (scope: PresenceScope, code: string, uid: string): DbRead<number | null> =>
  valueRead(roomPaths.lastSeenOf(scope, code, uid), (value) => (typeof value === 'number' ? value : null));

// ------------------------------------------------------------------------------ pure rules

export function offerOpen(role: Pick<Role, 'handoverAt'>, now: number): boolean {
  return role.handoverAt !== null && role.handoverAt > now - HANDOVER_MS;
}

/**
 * The rules' absence test: no phone in the room and last seen long enough ago. Without a record
 * of last seen the room's creation time stands in. With neither (a quest log from before either
 * existed) nobody may take over: better a role that waits for its creator than one anybody grabs
 * (a log whose creator was never recorded at all has a vacant role instead, NO_CREATOR).
 */
export function creatorAbsent(input: { present: boolean; lastSeen: number | null; createdAt: number | null; now: number }): boolean {
  if (input.present) return false;
  const since = input.lastSeen ?? input.createdAt;
  return since !== null && since < input.now - ABSENT_MS;
}

export type RoleChoice = 'creator' | 'take-offer' | 'take-vacant' | 'take-absent' | 'none';

/** What this visitor may do with the role right now. */
export function roleChoice(role: Role, uid: string, absent: boolean, now: number): RoleChoice {
  if (role.createdBy === uid) return 'creator';
  if (role.createdBy === NO_CREATOR) return 'take-vacant';
  if (offerOpen(role, now)) return 'take-offer';
  return absent ? 'take-absent' : 'none';
}

// --------------------------------------------------------------------------------- writes

/** The creator offers the role; the first member who takes it gets it. */
export function offerRole(db: Database, scope: PresenceScope, code: string): Promise<void> {
  return set(ref(db, `${roleSettingsPath(scope, code)}/handover_at`), serverTimestamp());
}

export function withdrawOffer(db: Database, scope: PresenceScope, code: string): Promise<void> {
  return remove(ref(db, `${roleSettingsPath(scope, code)}/handover_at`));
}

/** Takes the role: an open offer, or a creator who has been away (the rules decide). */
export function takeRole(db: Database, scope: PresenceScope, code: string, uid: string): Promise<void> {
  return update(ref(db, roleSettingsPath(scope, code)), { created_by: uid, handover_at: null });
}
