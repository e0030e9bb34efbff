// Per-uid write rates. Where a guest creates something others download (a lobby
// room, a report, a suggestion, a log entry …), the rules want the creation to come in the same
// multi-path update as the writer's rate node `rate/{kind}/{uid}` = {at: now, key}: the rate
// node's .write refuses it unless the previous one is at least the kind's interval old, and the
// created node checks that the rate node names it. One update can therefore create at most one
// thing of a kind, and one uid at most one per interval. Nothing here is a secret: the intervals
// are only mirrored so a screen can say how long to wait.
//
// The kinds are declared where they are used: each app's own `features/<app>/rates.ts` (named by
// its manifest's `rates`), the rooms' lobby in lib/rooms/rates.ts. The rules' "rate" node is
// built from every declared table (rules/rate.ts, through the registry), so a kind nobody
// declares is refused and a screen's "wait N seconds" and the rules come from one number.
import { ref, serverTimestamp, update, type Database } from 'firebase/database';
import { InputError, isPermissionDenied } from './errors';
import { assertKey } from './paths';

/**
 * A table of rate kinds, each with the milliseconds between two creations of that kind by one
 * uid. Its functions take only the table's own kinds (`K`), so a typo does not compile.
 */
export type Rates<K extends string = string> = {
  /** Milliseconds between two creations of a kind by one uid; database.rules.json, "rate". */
  readonly intervals: Readonly<Record<K, number>>;
  /** The writer's rate node, `rate/{kind}/{uid}`. */
  path(kind: K, uid: string): string;
  /** The entry to add to a creating update: `{ ...rates.stamp('question', uid, key), [path]: value }`. */
  stamp(kind: K, uid: string, key: string): Record<string, unknown>;
  /** The refusal's message: how long to wait. */
  waitText(kind: K): string;
  /**
   * Creates `value` at `path` together with the writer's rate node, in one update. A refusal is
   * reported as the rate limit (say how long to wait): callers check their input before.
   */
  create(db: Database, kind: K, uid: string, rateKey: string, path: string, value: unknown): Promise<void>;
};

/** A rate kind must be a plain key (it is a node's name under rate/). */
const KIND = /^[A-Za-z][A-Za-z0-9]*$/;

/** The table `intervals` (kind → milliseconds) with its functions. */
export function defineRates<const T extends Record<string, number>>(intervals: T): Rates<Extract<keyof T, string>> {
  type K = Extract<keyof T, string>;
  for (const [kind, ms] of Object.entries(intervals)) {
    if (!KIND.test(kind)) throw new Error(`A rate kind is a plain key, not «${kind}»`);
    if (!Number.isInteger(ms) || ms <= 0) throw new Error(`Rate kind ${kind}: its interval is a positive whole number of ms, not ${ms}`);
  }
  const path = (kind: K, uid: string) => `rate/${kind}/${assertKey(uid)}`;
  const stamp = (kind: K, uid: string, key: string) => ({ [path(kind, uid)]: { at: serverTimestamp(), key } });
  const waitText = (kind: K) => {
    const seconds = Math.ceil(intervals[kind] / 1000);
    return `Du lagde noe nettopp. Vent ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'} og prøv igjen.`;
  };
  return {
    intervals,
    path,
    stamp,
    waitText,
    async create(db, kind, uid, rateKey, at, value) {
      try {
        await update(ref(db), { [at]: value, ...stamp(kind, uid, rateKey) });
      } catch (error) {
        if (isPermissionDenied(error)) throw new InputError(waitText(kind));
        throw error;
      }
    },
  };
}

/**
 * Every kind of several tables in one (kind → ms), in their order; a kind declared twice is an
 * error, since one rate node cannot serve two intervals. `owners` names each table in the message.
 */
export function mergedRateIntervals(tables: readonly { owner: string; rates: Rates }[]): Record<string, number> {
  const merged: Record<string, number> = {};
  const ownerOf = new Map<string, string>();
  for (const { owner, rates } of tables) {
    for (const [kind, ms] of Object.entries(rates.intervals)) {
      const other = ownerOf.get(kind);
      if (other) throw new Error(`${owner}: its rate kind ${kind} is already declared by ${other}`);
      ownerOf.set(kind, owner);
      merged[kind] = ms;
    }
  }
  return merged;
}
