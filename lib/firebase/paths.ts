// The shared database paths (rooms, admin codes, the site-wide settings) are built here, so a rename is
// one edit and the rules can be read side by side with the code that writes; each app builds its
// own in features/<app>/paths.ts, with assertKey from here.
import type { RoomGame } from '@/lib/rooms/roomGame';

export type { RoomGame };

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

  // Admin codes (docs/design.md §4). The secret is set by the owner and readable by no client.
  adminSecret: (scope: string) => `secrets/admin_codes/${assertKey(scope)}`,
  /** The code a visitor proved; the rules accept only the secret. */
  admin: (scope: string, uid: string) => `admins/${assertKey(scope)}/${assertKey(uid)}`,
  /** A visitor's last guess in a scope: one per few seconds per uid. */
  adminAttempt: (scope: string, uid: string) => `admin_attempts/${assertKey(scope)}/${assertKey(uid)}`,
  /** Holds nothing; reading it is allowed only while the scope's secret is set (a probe). */
  adminCodeSet: (scope: string) => `admin_code_set/${assertKey(scope)}`,
};

/**
 * A Festrom party (features/fest, a room game «fest»): what the apps that serve a party (its
 * question board, its secret santa) need of it, without importing the fest app. `fest/{code}` is
 * readable by every member as a whole, so nothing secret goes under it (docs/apps.md).
 */
export const partyPaths = {
  party: (code: string) => roomPaths.content('fest', code),
  /** Exists ⇒ a member (the rooms' shared members node). */
  member: (code: string, uid: string) => roomPaths.member('fest', code, uid),
  /** The host: the party's creator role. */
  host: (code: string) => `${roomPaths.settings('fest', code)}/created_by`,
  /** The name a member picked once for the whole party. */
  name: (code: string, uid: string) => `${roomPaths.content('fest', code)}/names/${assertKey(uid)}`,
};

// Rooms shared by the games proost, cah and battleshots (lib/rooms/): the lobby listing, the
// case-insensitive code index, the password no client can read unless it is a member, the
// members and the phones present now.
/** Who may mark presence: the room games, and quest logs (which have no lobby or members). */
export type PresenceScope = RoomGame | 'questlog';

export const roomPaths = {
  lobby: (game: RoomGame) => `lobby/${game}`,
  lobbyEntry: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}`,
  lobbyActivity: (game: RoomGame, code: string) => `lobby/${game}/${assertKey(code)}/active_at`,
  /** Written once at creation, keyed by the lowercased code, holding the code as typed. */
  codeIndex: (game: RoomGame, code: string) => `codes/${game}/${assertKey(code.toLowerCase())}`,
  /** The password set at creation (a private room's first; docs/rooms.md "Removing a member"). */
  password: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/password`,
  /** Which of `passwords` is in force, once the creator has changed the password. */
  passwordEpoch: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/epoch`,
  /** A password set by a change, under a key used once, never rewritten. */
  passwordOf: (game: RoomGame, code: string, epoch: string) => `secrets/rooms/${game}/${assertKey(code)}/passwords/${assertKey(epoch)}`,
  /** Where the changes go: `epoch` and `passwords/{epoch}` in one update. */
  passwordChanges: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}`,
  /**
   * Which view key of a private room is in force (docs/security.md "Removed members"): an id, not a
   * secret; the key itself is under `views/{id}`, readable by members only while its id is in force.
   */
  viewAt: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/view_at`,
  /** A view key, under an id used once, never rewritten. */
  viewKey: (game: RoomGame, code: string, id: string) => `secrets/rooms/${game}/${assertKey(code)}/views/${assertKey(id)}`,
  /** The host's invite secret (docs/rooms.md "Invites"): written at creation, read by the creator role only. */
  invite: (game: RoomGame, code: string) => `secrets/rooms/${game}/${assertKey(code)}/invite`,
  /** A guest who opened the room by the host's invite link, holding the secret it carried. */
  invited: (game: RoomGame, code: string, uid: string) => `invited/${game}/${assertKey(code)}/${assertKey(uid)}`,
  invitedAll: (game: RoomGame, code: string) => `invited/${game}/${assertKey(code)}`,
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
  /**
   * The creator role of a room (created_by, handover_at) lives in the game's own settings; a quest
   * log's too (questlog/{id}/settings, features/quest/paths.ts).
   */
  settings: (game: PresenceScope, code: string) => `${roomPaths.content(game, code)}/settings`,
  /** Where a game keeps the contents of one room (SPEC.md §3 paths), or a quest log its own. */
  content: (game: PresenceScope, code: string) => {
    const key = assertKey(code);
    return game === 'cah' ? `cah/games/${key}` : `${game}/${key}`;
  },
};

