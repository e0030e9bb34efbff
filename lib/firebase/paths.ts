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
