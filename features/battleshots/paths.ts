import { assertKey, roomPaths } from '@/lib/firebase/paths';

// Battleshots' database paths: the room everyone in it reads, and each player's board at a
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
  /** How many moves the game has had (docs/battleshots.md «Moves build on the state they replace»). */
  seq: (code: string) => `${roomPaths.content('battleshots', code)}/game/seq`,
  ready: (code: string, uid: string) => `${roomPaths.content('battleshots', code)}/game/ready/${assertKey(uid)}`,
  shot: (code: string, shooter: string, cell: string) =>
    `${roomPaths.content('battleshots', code)}/game/shots/${assertKey(shooter)}/${assertKey(cell)}`,
  shotField: (code: string, shooter: string, cell: string, field: 'result' | 'ship') =>
    `${roomPaths.content('battleshots', code)}/game/shots/${assertKey(shooter)}/${assertKey(cell)}/${field}`,
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
