// Secret santa's database paths: people are public; codes and draws are not listable (see
// features/secretSanta/rules.ts). The one place that builds them (docs/architecture.md).
import { assertKey } from '@/lib/firebase/paths';

export const santaPaths = {
  root: () => 'secretSanta',
  people: () => 'secretSanta/people',
  person: (uid: string) => `secretSanta/people/${assertKey(uid)}`,
  codes: () => 'secretSanta/codes',
  byCodes: () => 'secretSanta/byCode',
  ownCode: (uid: string) => `secretSanta/codes/${assertKey(uid)}`,
  byCode: (code: string) => `secretSanta/byCode/${assertKey(code)}`,
  lookup: (uid: string) => `secretSanta/lookups/${assertKey(uid)}`,
  draw: () => 'secretSanta/draw',
  assignment: (giverUid: string) => `secretSanta/draw/${assertKey(giverUid)}`,
  drawInfo: () => 'secretSanta/drawInfo',
  /** 2 once the people list holds only names (not SPEC.md's codes and assignments). */
  shape: () => 'secretSanta/shape',
};

/**
 * A Festrom party's own secret santa (docs/apps.md, "A party's own boards"). Outside fest/{code},
 * which every member reads whole: the sign-ups and the draw's facts are for the party's members,
 * each assignment for its giver alone, and the inverse index (receiver → giver), which the rules
 * use to see that every recipient is given exactly once, for nobody.
 */
export const partySantaPaths = {
  root: (code: string) => `fest_santa/${assertKey(code)}`,
  people: (code: string) => `fest_santa/${assertKey(code)}/people`,
  person: (code: string, uid: string) => `fest_santa/${assertKey(code)}/people/${assertKey(uid)}`,
  /** How many are signed up, kept by each sign-up and withdrawal (the draw must cover them all). */
  count: (code: string) => `fest_santa/${assertKey(code)}/count`,
  /** The uid the host last took off the list: names the sign-up a host's count change is for. */
  removed: (code: string) => `fest_santa/${assertKey(code)}/removed`,
  /** The draw's facts {at, count, seq, first}; absent before a draw and after a cancel. */
  info: (code: string) => `fest_santa/${assertKey(code)}/info`,
  draw: (code: string) => `fest_santa/${assertKey(code)}/draw`,
  assignment: (code: string, giverUid: string) => `fest_santa/${assertKey(code)}/draw/${assertKey(giverUid)}`,
  taken: (code: string) => `fest_santa_taken/${assertKey(code)}`,
  takenBy: (code: string, receiverUid: string) => `fest_santa_taken/${assertKey(code)}/${assertKey(receiverUid)}`,
};
