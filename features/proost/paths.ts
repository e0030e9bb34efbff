// Proost's database paths: its rooms' contents under proost/{code}; the rooms' shared nodes
// (lobby, codes, members, presence) come from roomPaths in lib/firebase/paths.ts.
import { assertKey, roomPaths } from '@/lib/firebase/paths';

export const proostPaths = {
  room: (code: string) => roomPaths.content('proost', code),
  setting: (code: string, name: 'allow_entries' | 'allow_new_players' | 'allow_screen_tap') =>
    `${roomPaths.content('proost', code)}/settings/${name}`,
  questions: (code: string) => `${roomPaths.content('proost', code)}/questions`,
  question: (code: string, key: string) => `${roomPaths.content('proost', code)}/questions/${assertKey(key)}`,
  players: (code: string) => `${roomPaths.content('proost', code)}/players`,
  player: (code: string, key: string) => `${roomPaths.content('proost', code)}/players/${assertKey(key)}`,
  /** The card every phone in the room shows. */
  card: (code: string) => `${roomPaths.content('proost', code)}/card`,
  /** One draw's entry in the timeline: slot `s{seq % HISTORY_SIZE}` (lib/history.ts). */
  historyEntry: (code: string, slot: string) => `${roomPaths.content('proost', code)}/history/${assertKey(slot)}`,
  /** Keys of the questions drawn since the pool was last used up. */
  drawn: (code: string) => `${roomPaths.content('proost', code)}/drawn`,
  /**
   * What a removal took away, with its remover (`removed_by`): «Angre» may put back exactly this,
   * and only for that uid (docs/rooms.md §Undo).
   */
  removed: (code: string, kind: 'players' | 'questions', key: string) =>
    `${roomPaths.content('proost', code)}/removed/${kind}/${assertKey(key)}`,
};
