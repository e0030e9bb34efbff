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
