// Every database path the portal uses is built here, so a rename is one edit and the rules in
// database.rules.json can be read side by side with the code that writes.

/** Rejects ids that would escape their node or that the database would refuse as a key. */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Ugyldig nøkkel: ${JSON.stringify(key)}`);
  return key;
}

/** UTF-8 size of a string, as the database counts it (a lone surrogate counts 3, like U+FFFD). */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function isValidKey(key: string): boolean {
  // Same limits as the database: no . $ # [ ] / or control characters, at most 768 bytes
  // of UTF-8 (768 characters of "ø" are 1,536 bytes and the database refuses them).
  return key.length > 0 && key.length <= 768 && !/[.$#[\]/\u0000-\u001f\u007f]/.test(key) && utf8Bytes(key) <= 768;
}

export const paths = {
  connected: () => '.info/connected',
  /** The global settings node read at start (announcement banner). */
  settings: () => 'settings',
  announcement: () => 'settings/announcement',

  /** Field data: one node per web-vitals report, written by visitors, read only by site admins. */
  vitals: () => 'vitals',

  // Admin codes (docs/design.md §4). The secret is set by the owner and readable by no client.
  adminSecret: (scope: string) => `secrets/admin_codes/${assertKey(scope)}`,
  /** The code a visitor proved; the rules accept only the secret. */
  admin: (scope: string, uid: string) => `admins/${assertKey(scope)}/${assertKey(uid)}`,
  /** A visitor's last guess in a scope: one per few seconds per uid. */
  adminAttempt: (scope: string, uid: string) => `admin_attempts/${assertKey(scope)}/${assertKey(uid)}`,
  /** Holds nothing; reading it is allowed only while the scope's secret is set (a probe). */
  adminCodeSet: (scope: string) => `admin_code_set/${assertKey(scope)}`,

  // Home: roadmap suggestions.
  suggestions: () => 'suggestions',
  suggestion: (key: string) => `suggestions/${assertKey(key)}`,
  suggestionStatus: (key: string) => `suggestions/${assertKey(key)}/status`,

  // Fridge. Categories are global; a fridge is anything under fridge/{id} but `categories`.
  fridgeCategories: () => 'fridge/categories',
  /** A whole fridge (info and stock): its page's first paint reads it in one go. */
  fridge: (id: string) => `fridge/${assertFridgeId(id)}`,
  fridgeInfo: (id: string) => `fridge/${assertFridgeId(id)}/info`,
  fridgeStock: (id: string) => `fridge/${assertFridgeId(id)}/stock`,
  fridgeItem: (id: string, key: string) => `fridge/${assertFridgeId(id)}/stock/${assertKey(key)}`,

  // Secret santa. People are public; codes and draws are not listable (see database.rules.json).
  santaRoot: () => 'secretSanta',
  santaPeople: () => 'secretSanta/people',
  santaPerson: (uid: string) => `secretSanta/people/${assertKey(uid)}`,
  santaOwnCode: (uid: string) => `secretSanta/codes/${assertKey(uid)}`,
  santaByCode: (code: string) => `secretSanta/byCode/${assertKey(code)}`,
  santaLookup: (uid: string) => `secretSanta/lookups/${assertKey(uid)}`,
  santaDraw: () => 'secretSanta/draw',
  santaAssignment: (giverUid: string) => `secretSanta/draw/${assertKey(giverUid)}`,
  santaDrawInfo: () => 'secretSanta/drawInfo',
  /** 2 once the people list holds only names (not SPEC.md's codes and assignments). */
  santaShape: () => 'secretSanta/shape',

  // Question board.
  questions: () => 'questions',
  question: (key: string) => `questions/${assertKey(key)}`,
  questionAnswered: (key: string) => `questions/${assertKey(key)}/answered`,

  // Bar calculator: each visitor's archived orders.
  calculatorOrders: (uid: string) => `calculator/orders/${assertKey(uid)}`,

  // RPG session log and item log (SPEC §3): entries and the info node share one parent, so
  // readers must skip `info` (SPEC's "all but the last" entry).
  rpgLog: (log: RpgLogNode) => log,
  rpgLogEntry: (log: RpgLogNode, key: string) => `${log}/${assertKey(key)}`,
  rpgLogInfo: (log: RpgLogNode) => `${log}/info`,

  // Quest log (docs/design.md §4): visible quests and hidden quests live in separate nodes,
  // because RTDB read rules cascade: players may read `quests`, only the creator `hidden`.
  questRoom: (id: string) => `questlog/${assertKey(id)}`,
  questName: (id: string) => `questlog/${assertKey(id)}/name`,
  questSettings: (id: string) => `questlog/${assertKey(id)}/settings`,
  questsVisible: (id: string) => `questlog/${assertKey(id)}/quests`,
  questsHidden: (id: string) => `questlog/${assertKey(id)}/hidden`,
  quest: (id: string, hidden: boolean, questId: string) =>
    `questlog/${assertKey(id)}/${hidden ? 'hidden' : 'quests'}/${assertKey(questId)}`,
  questFlag: (id: string, hidden: boolean, questId: string, flag: 'completed' | 'failed') =>
    `questlog/${assertKey(id)}/${hidden ? 'hidden' : 'quests'}/${assertKey(questId)}/${flag}`,

  // Survival game (SPEC §3).
  swgGameActive: () => 'swg/game_active',
  swgPlayers: () => 'swg/players',
  swgPlayer: (id: string) => `swg/players/${assertKey(id)}`,
  swgHistory: () => 'swg/history',
  swgHistoryEntry: (key: string) => `swg/history/${assertKey(key)}`,
};

/** A fridge id from a URL: a valid key of at most 64 characters that is not `categories`. */
export function isValidFridgeId(id: string): boolean {
  return isValidKey(id) && id.length <= 64 && id !== 'categories';
}

function assertFridgeId(id: string): string {
  if (!isValidFridgeId(id)) throw new Error(`Ugyldig kjøleskap-id: ${JSON.stringify(id)}`);
  return id;
}
// Rooms shared by the games proost, cah and battleshots (lib/rooms/): the lobby listing, the
// case-insensitive code index, the password no client can read unless it is a member, the
// members and the phones present now.
export type RoomGame = 'proost' | 'cah' | 'battleshots';
/** Who may mark presence: the room games, and quest logs (which have no lobby or members). */
export type PresenceScope = RoomGame | 'questlog';

export const roomPaths = {
  lobby: (game: RoomGame) => `lobby/${game}`,
  lobbyEntry: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}`,
  lobbyActivity: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}/active_at`,
  /** Written once at creation, keyed by the lowercased code, holding the code as typed. */
  codeIndex: (game: RoomGame, code: string) => `codes/${game}/${assertKey(code.toLowerCase())}`,
  password: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/password`,
  member: (game: RoomGame, code: string, uid: string) => `members/${game}/${assertKey(code)}/${assertKey(uid)}`,
  members: (game: RoomGame, code: string) => `members/${game}/${assertKey(code)}`,
  /** A visitor's last password guess (any room): one per few seconds per uid. */
  passwordAttempt: (uid: string) => `room_attempts/${assertKey(uid)}`,
  presence: (game: PresenceScope, code: string) => `presence/${game}/${assertKey(code)}`,
  presenceConnection: (game: PresenceScope, code: string, uid: string, connection: string) =>
    `presence/${game}/${assertKey(code)}/${assertKey(uid)}/${assertKey(connection)}`,
  /** When this visitor last had the room open (server time), kept after they leave. */
  lastSeen: (game: PresenceScope, code: string) => `last_seen/${game}/${assertKey(code)}`,
  lastSeenOf: (game: PresenceScope, code: string, uid: string) => `last_seen/${game}/${assertKey(code)}/${assertKey(uid)}`,
  /** The creator role of a room (created_by, handover_at) lives in the game's own settings. */
  settings: (game: RoomGame, code: string) => `${roomPaths.content(game, code)}/settings`,
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

// Battleshots (features/battleshots/lib/): the room everyone in it reads, and each player's board at a
// path of its own that only that player can read (read rules cascade, so a secret can never sit
// under a node others read).
export const battleshotsPaths = {
  room: (code: string) => roomPaths.content('battleshots', code),
  setting: (code: string, name: 'game_active' | 'allow_new_players') => `${roomPaths.content('battleshots', code)}/settings/${name}`,
  /** The uid of the player in the second seat (taken once; only the creator frees it). */
  challenger: (code: string) => `${roomPaths.content('battleshots', code)}/challenger`,
  player: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/players/${assertKey(uid)}`,
  points: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/players/${assertKey(uid)}/points`,
  game: (code: string) => `${roomPaths.content('battleshots', code)}/game`,
  turn: (code: string) => `${roomPaths.content('battleshots', code)}/game/turn`,
  pending: (code: string) => `${roomPaths.content('battleshots', code)}/game/pending`,
  ready: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/game/ready/${assertKey(uid)}`,
  shot: (code: string, shooter: string, cell: string) =>
    `${roomPaths.content('battleshots', code)}/game/shots/${assertKey(shooter)}/${assertKey(cell)}`,
  sunk: (code: string, shooter: string, ship: number) =>
    `${roomPaths.content('battleshots', code)}/game/sunk/${assertKey(shooter)}/${ship}`,
  /** How many hits each of the defender's ships has taken from `shooter` (the rules count them). */
  hits: (code: string, shooter: string, ship: number) =>
    `${roomPaths.content('battleshots', code)}/game/hits/${assertKey(shooter)}/${ship}`,
  winner: (code: string) => `${roomPaths.content('battleshots', code)}/game/winner`,
  /** The uid of a defender who stayed away, so the game ended without them. */
  forfeit: (code: string) => `${roomPaths.content('battleshots', code)}/game/forfeit`,
  revealed: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/game/revealed/${assertKey(uid)}`,
  rematch: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/game/rematch/${assertKey(uid)}`,
  /** A player's ships: readable and writable by that player only. */
  board: (code: string, uid: string) => `battleshots_boards/${assertKey(code)}/${assertKey(uid)}`,
  /** One player's phones in the room (the rooms' presence marks), to tell who stayed away. */
  presence: (code: string, uid: string) => `${roomPaths.presence('battleshots', code)}/${assertKey(uid)}`,
  /** The SDK's estimate of server time minus this phone's clock (a local, always readable value). */
  serverTimeOffset: () => '.info/serverTimeOffset',
};

/** The two RPG logs: sessions (DND) and items (DND_Items), same shape. */
export type RpgLogNode = 'DND' | 'DND_Items';
// Cah (features/cah/lib/): the room's public game state under cah/games/{code}; per game number (a room
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
  hand: (code: string, game: number, uid: string) => `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}`,
  handSlot: (code: string, game: number, uid: string, slot: string) =>
    `cah/hands/${assertKey(code)}/${gameKey(game)}/${assertKey(uid)}/${assertKey(slot)}`,
};
