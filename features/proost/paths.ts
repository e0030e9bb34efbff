// Proost's database paths: its rooms' contents under proost/{code}; the rooms' shared nodes
// (lobby, codes, members, presence) come from roomPaths in lib/firebase/paths.ts.
import { assertKey, roomPaths } from '@/lib/firebase/paths';

export const proostPaths = {
  room: (code: string) => roomPaths.content('proost', code),
  setting: (code: string, name: 'allow_entries' | 'allow_new_players' | 'allow_screen_tap' | 'allow_invited') =>
    `${roomPaths.content('proost', code)}/settings/${name}`,
  questions: (code: string) => `${roomPaths.content('proost', code)}/questions`,
  question: (code: string, key: string) => `${roomPaths.content('proost', code)}/questions/${assertKey(key)}`,
  /**
   * The deck's index: `{by, type, players}` per question, member-readable (how many questions,
   * whose, how many @spiller); the texts are in deckText, which guests cannot read ahead.
   */
  deck: (code: string) => `${roomPaths.content('proost', code)}/deck`,
  deckEntry: (code: string, key: string) => `${roomPaths.content('proost', code)}/deck/${assertKey(key)}`,
  /** The deck's texts: the host reads all, an author their own, anyone in the room a drawn one. */
  deckTexts: (code: string) => `proostDeck/${assertKey(code)}`,
  deckText: (code: string, key: string) => `proostDeck/${assertKey(code)}/${assertKey(key)}`,
  /** Set by the draw of a deck question: from then on the room's members may read its text. */
  revealed: (code: string, key: string) => `${roomPaths.content('proost', code)}/revealed/${assertKey(key)}`,
  /** A drawn deck question's text, copied in by a phone that may read it, for every phone's card. */
  shown: (code: string, key: string) => `${roomPaths.content('proost', code)}/shown/${assertKey(key)}`,
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
  removed: (code: string, kind: 'players' | 'questions' | 'deck', key: string) =>
    `${roomPaths.content('proost', code)}/removed/${kind}/${assertKey(key)}`,
};
