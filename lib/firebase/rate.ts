// Per-uid write rates. Where a guest creates something others download (a lobby
// room, a report, a suggestion, a log entry …), the rules want the creation to come in the same
// multi-path update as the writer's rate node `rate/{kind}/{uid}` = {at: now, key}: the rate
// node's .write refuses it unless the previous one is at least the kind's interval old, and the
// created node checks that the rate node names it. One update can therefore create at most one
// thing of a kind, and one uid at most one per interval. Nothing here is a secret: the intervals
// are only mirrored so a screen can say how long to wait.
import { ref, serverTimestamp, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from './errors';
import { assertKey } from './paths';

/** Milliseconds between two creations of a kind by one uid; database.rules.json, "rate". */
export const RATE_INTERVALS_MS = {
  lobby: 10_000,
  quest: 10_000,
  suggestion: 10_000,
  question: 5_000,
  rpglog: 2_000,
  proost: 2_000,
  /** Removing a Proost player (the room's creator is not limited): docs/security.md §Floods. */
  proostRemove: 1_000,
  fridge: 1_000,
  // A new fridge (fridge/{id}/info); key: the fridge id (docs/security.md §Floods).
  newFridge: 10_000,
  // «Besvart» on the question board and its «Angre»; key: the question's key.
  answered: 2_000,
  // The game master ends an RPG session; key: `{log}/s{session}` (docs/apps.md, RPG logs).
  rpgSession: 10_000,
  vitalsLCP: 10_000,
  vitalsINP: 10_000,
  vitalsCLS: 10_000,
  vitalsFCP: 10_000,
  vitalsTTFB: 10_000,
} as const;

export type RateKind = keyof typeof RATE_INTERVALS_MS;

export const ratePath = (kind: RateKind, uid: string) => `rate/${kind}/${assertKey(uid)}`;

/** The entry to add to a creating update: `{ ...rateStamp('question', uid, key), [path]: value }`. */
export function rateStamp(kind: RateKind, uid: string, key: string): Record<string, unknown> {
  return { [ratePath(kind, uid)]: { at: serverTimestamp(), key } };
}

export function rateWaitText(kind: RateKind): string {
  const seconds = Math.ceil(RATE_INTERVALS_MS[kind] / 1000);
  return `Du lagde noe nettopp. Vent ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'} og prøv igjen.`;
}

/**
 * Creates `value` at `path` together with the writer's rate node, in one update. A refusal is
 * reported as the rate limit (say how long to wait): callers check their input before.
 */
export async function createRated(
  db: Database,
  kind: RateKind,
  uid: string,
  rateKey: string,
  path: string,
  value: unknown,
): Promise<void> {
  try {
    await update(ref(db), { [path]: value, ...rateStamp(kind, uid, rateKey) });
  } catch (error) {
    if (isPermissionDenied(error)) throw new InputError(rateWaitText(kind));
    throw error;
  }
}
