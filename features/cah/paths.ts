import { assertKey, roomPaths } from '@/lib/firebase/paths';

// Cah's database paths: the room's public game state under cah/games/{code}; per game number (a room
// plays several games) the shuffled deck, the claims of drawn cards and the private hands, each at
// a path of its own because read rules cascade.
const cahGame = (code: string) => roomPaths.content('cah', code);
const gameKey = (game: number) => assertKey(String(game));

export const cahPaths = {
  bank: () => 'cah/questionBank',
  /** The bank's black cards alone: a room's first paint needs their texts, not the white cards. */
  bankBlack: () => 'cah/questionBank/black',
  game: (code: string) => cahGame(code),
  settings: (code: string) => `${cahGame(code)}/settings`,
  setting: (code: string, name: 'name' | 'blank_cards' | 'win_points' | 'game_status' | 'game_number') =>
    `${cahGame(code)}/settings/${name}`,
  player: (code: string, uid: string) => `${cahGame(code)}/players/${assertKey(uid)}`,
  playerField: (code: string, uid: string, field: 'points' | 'blank_cards_used' | 'next') =>
    `${cahGame(code)}/players/${assertKey(uid)}/${field}`,
  /** How many players are seated; the rules keep it in step with joins and leaves. */
  playerCount: (code: string) => `${cahGame(code)}/player_count`,
  /** The last seat of the seat ring (players/{uid}/next links the seats in order). */
  ringTail: (code: string) => `${cahGame(code)}/ring_tail`,
  /** Names the seat that a leave links past the leaver, so the rules can check the ring. */
  unlinked: (code: string) => `${cahGame(code)}/unlinked`,
  round: (code: string) => `${cahGame(code)}/round`,
  roundField: (code: string, field: 'phase' | 'winner' | 'scored' | 'czar' | 'czar_seat') => `${cahGame(code)}/round/${field}`,
  /** The round's plays as the table sees them: random keys, texts only, no names. */
  plays: (code: string) => `${cahGame(code)}/selected_cards`,
  play: (code: string, key: string) => `${cahGame(code)}/selected_cards/${assertKey(key)}`,
  /**
   * Who played which play, and from which hand slots: one record per player and round, readable
   * by its player, and by the room once the round's result is in (see the rules and docs/cah.md).
   */
  roundRecords: (code: string, game: number, round: number) => `cah/plays/${assertKey(code)}/${gameKey(game)}/${gameKey(round)}`,
  roundRecord: (code: string, game: number, round: number, uid: string) =>
    `cah/plays/${assertKey(code)}/${gameKey(game)}/${gameKey(round)}/${assertKey(uid)}`,
  gameRecords: (code: string, game: number) => `cah/plays/${assertKey(code)}/${gameKey(game)}`,
  spent: (code: string) => `${cahGame(code)}/spent`,
  spentCard: (code: string, pos: string) => `${cahGame(code)}/spent/${assertKey(pos)}`,
  recycled: (code: string) => `${cahGame(code)}/recycled`,
  recycledCard: (code: string, pos: string) => `${cahGame(code)}/recycled/${assertKey(pos)}`,
  usedBlack: (code: string) => `${cahGame(code)}/used_black`,
  usedBlackCard: (code: string, id: string) => `${cahGame(code)}/used_black/${assertKey(id)}`,
  deckPointer: (code: string) => `${cahGame(code)}/deck`,
  deck: (code: string, game: number) => `cah/decks/${assertKey(code)}/${gameKey(game)}`,
  deckCard: (code: string, game: number, pos: string) => `cah/decks/${assertKey(code)}/${gameKey(game)}/${assertKey(pos)}`,
  draws: (code: string, game: number) => `cah/draws/${assertKey(code)}/${gameKey(game)}`,
  draw: (code: string, game: number, pos: string) => `cah/draws/${assertKey(code)}/${gameKey(game)}/${assertKey(pos)}`,
  /**
   * How many blank cards the player has used this game: readable only by that player, so no
   * public count moves at the moment a blank card lands on the table (docs/cah.md «Anonymous plays»).
   */
  blanksUsed: (code: string, game: number, uid: string) => `cah/blanks/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}`,
  gameBlanks: (code: string, game: number) => `cah/blanks/${assertKey(code)}/${gameKey(game)}`,
  hand: (code: string, game: number, uid: string) => `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}`,
  handSlot: (code: string, game: number, uid: string, slot: string) =>
    `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}/${assertKey(slot)}`,
};
