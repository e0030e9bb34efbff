// The RPG session log and item log's database paths (SPEC §3): entries and the info node share
// one parent, so readers must skip `info` (SPEC's "all but the last" entry).
import { assertKey } from '@/lib/firebase/paths';

/** The two RPG logs: sessions (DND) and items (DND_Items), same shape. */
export type RpgLogNode = 'DND' | 'DND_Items';

export const rpgLogPaths = {
  log: (log: RpgLogNode) => log,
  entry: (log: RpgLogNode, key: string) => `${log}/${assertKey(key)}`,
  info: (log: RpgLogNode) => `${log}/info`,
  session: (log: RpgLogNode) => `${log}/info/session`,
  story: (log: RpgLogNode, key: string) => `${log}/info/story/${assertKey(key)}`,
};
