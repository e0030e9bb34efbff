// Every database path the portal uses is built here, so a rename is one edit and the rules in
// database.rules.json can be read side by side with the code that writes.

/** Rejects ids that would escape their node or that the database would refuse as a key. */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Ugyldig nøkkel: ${JSON.stringify(key)}`);
  return key;
}

export function isValidKey(key: string): boolean {
  // Same limits as the SDK: no . $ # [ ] / or control characters, at most 768 bytes.
  return key.length > 0 && key.length <= 768 && !/[.$#[\]/\u0000-\u001f\u007f]/.test(key);
}

export const paths = {
  connected: () => '.info/connected',
  /** The global settings node read at start (announcement banner). */
  settings: () => 'settings',
  announcement: () => 'settings/announcement',
};

// Rooms shared by the games proost, cah and battleshots (lib/rooms/): the lobby listing, the
// case-insensitive code index, the password no client can read unless it is a member, the
// members and the phones present now.
export type RoomGame = 'proost' | 'cah' | 'battleshots';

export const roomPaths = {
  lobby: (game: RoomGame) => `lobby/${game}`,
  lobbyEntry: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}`,
  lobbyActivity: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}/active_at`,
  /** Written once at creation, keyed by the lowercased code, holding the code as typed. */
  codeIndex: (game: RoomGame, code: string) => `codes/${game}/${assertKey(code.toLowerCase())}`,
  password: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/password`,
  member: (game: RoomGame, code: string, uid: string) => `members/${game}/${assertKey(code)}/${assertKey(uid)}`,
  presence: (game: RoomGame, code: string) => `presence/${game}/${assertKey(code)}`,
  presenceConnection: (game: RoomGame, code: string, uid: string, connection: string) =>
    `presence/${game}/${assertKey(code)}/${assertKey(uid)}/${assertKey(connection)}`,
  /** Where a game keeps the contents of one room (SPEC.md §3 paths). */
  content: (game: RoomGame, code: string) => {
    const key = assertKey(code);
    return game === 'cah' ? `cah/games/${key}` : `${game}/${key}`;
  },
};

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
  /** Keys of the questions drawn since the pool was last used up. */
  drawn: (code: string) => `${roomPaths.content('proost', code)}/drawn`,
};

// Cah (lib/cah/): the room's public game state under cah/games/{code}; per game number (a room
// plays several games) the shuffled deck, the claims of drawn cards and the private hands, each at
// a path of its own because read rules cascade.
const cahGame = (code: string) => roomPaths.content('cah', code);
const gameKey = (game: number) => assertKey(String(game));

export const cahPaths = {
  bank: () => 'cah/questionBank',
  game: (code: string) => cahGame(code),
  settings: (code: string) => `${cahGame(code)}/settings`,
  setting: (code: string, name: 'name' | 'blank_cards' | 'win_points' | 'game_status' | 'game_number') =>
    `${cahGame(code)}/settings/${name}`,
  player: (code: string, uid: string) => `${cahGame(code)}/players/${assertKey(uid)}`,
  playerField: (code: string, uid: string, field: 'points' | 'blank_cards_used') =>
    `${cahGame(code)}/players/${assertKey(uid)}/${field}`,
  round: (code: string) => `${cahGame(code)}/round`,
  plays: (code: string) => `${cahGame(code)}/selected_cards`,
  play: (code: string, uid: string) => `${cahGame(code)}/selected_cards/${assertKey(uid)}`,
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
  hand: (code: string, game: number, uid: string) => `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}`,
  handSlot: (code: string, game: number, uid: string, slot: string) =>
    `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}/${assertKey(slot)}`,
};
