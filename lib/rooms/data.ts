// Data access for game rooms (docs/design.md §4). A room is a lobby entry everyone signed in can
// read, a code-index entry that reserves the code ignoring case, for a private room a password
// only members can read, the members themselves, the phones present now, and the game's own
// contents at its SPEC path, which only members can read or write.
import {
  get,
  limitToLast,
  onDisconnect,
  onValue,
  orderByChild,
  push,
  ref,
  remove,
  serverTimestamp,
  set,
  startAt,
  update,
  type Database,
} from 'firebase/database';
import { InputError, isPermissionDenied } from '@/lib/firebase/errors';
import { assertKey, paths, roomPaths, type PresenceScope, type RoomGame } from '@/lib/firebase/paths';
import { listRead, valueRead, type DbRead } from '@/lib/firebase/read';
import { roomRates } from './rates';
import { asRecord, bool, num, str } from '@/lib/firebase/values';
import { nameRule, requireText } from '@/lib/forms/text';
import { cleanRoomCode, isRoomCode } from './code';
import { ROOM_GAMES } from './roomGame';
import { isInviteSecret, newInviteSecret } from './invite';
import { newViewKey, rotateViewKey, VIEW_KEY_FIELD, viewKeySecrets } from './viewKey';
import { lobbyQueryStart, type LobbyRoom } from './lobby';
import { PRESENCE_REFRESH_MS, presenceSlot } from './presence';
import {
  CODE_FORMAT_TEXT,
  CODE_TAKEN_TEXT,
  PASSWORD_REQUIRED_TEXT,
  PASSWORD_WAIT_TEXT,
  ROOM_REFUSED_TEXT,
  WRONG_PASSWORD_TEXT,
} from './texts';


/**
 * The database refused a new room whose code was free: the lobby's rate (one room per uid every
 * few seconds) or an old room under that code. A caller that may simply wait (a party's start)
 * tells it from other input errors by its type.
 */
export class RoomRefusedError extends InputError {
  constructor() {
    super(ROOM_REFUSED_TEXT);
    this.name = 'RoomRefusedError';
  }
}

export type { RoomGame } from '@/lib/firebase/paths';

/** What every game stores in its room's settings at creation (plus its own fields). */
export type RoomBaseSettings = { name: string; private: boolean; created_by: string };

/** How a game plugs into the shared lobby. */
export type RoomGameConfig = {
  game: RoomGame;
  /** Shown in headings: «Proost». */
  title: string;
  /** The game's contents for a new room, written at `roomPaths.content(game, code)`. */
  newRoomContent: (settings: RoomBaseSettings) => Record<string, unknown>;
  /**
   * Other nodes the creation writes in the same update, by absolute path: what must not sit in
   * the member-readable contents (Proost's deck texts, docs/rooms.md §Proost's deck).
   */
  newRoomExtras?: (code: string, settings: RoomBaseSettings) => Record<string, unknown>;
  /**
   * The creator holds a seat from the start (Battleshots' first seat): the phone that made the
   * room notes it (lib/rooms/seatNote.ts), so the room's first paint offers it no seat.
   */
  creatorHoldsSeat?: boolean;
};

export function mapLobbyRoom(code: string, value: unknown): LobbyRoom | null {
  const entry = asRecord(value);
  if (!entry) return null;
  const name = str(entry.name);
  const createdBy = str(entry.created_by);
  if (!name || !createdBy) return null;
  return {
    code,
    name,
    creatorName: str(entry.creator_name),
    createdBy,
    private: bool(entry.private),
    createdAt: num(entry.created_at),
    activeAt: num(entry.active_at, num(entry.created_at)),
  };
}

// ---------------------------------------------------------------------------------- reads

/** At most this many lobby entries are downloaded: the most recently active ones. */
export const LOBBY_LIMIT = 50;

/**
 * Lobby entries active since about 24 h ago (trim with activeRooms()), at most LOBBY_LIMIT of
 * them, so a flood of rooms cannot make every visitor download it.
 */
export function lobbyRead(game: RoomGame, now: number): DbRead<LobbyRoom[]> {
  const since = lobbyQueryStart(now);
  return listRead(roomPaths.lobby(game), mapLobbyRoom, {
    key: `active_at>=${since}&last=${LOBBY_LIMIT}`,
    make: () => [orderByChild('active_at'), startAt(since), limitToLast(LOBBY_LIMIT)],
  });
}

export function lobbyEntryRead(game: RoomGame, code: string): DbRead<LobbyRoom | null> {
  return valueRead(roomPaths.lobbyEntry(game, code), (value) => mapLobbyRoom(code, value));
}

/** Whether this visitor is a member (each visitor may read only their own membership). */
export function membershipRead(game: RoomGame, code: string, uid: string): DbRead<boolean> {
  return valueRead(roomPaths.member(game, code, uid), (value) => value !== null && value !== undefined);
}

/**
 * Which password is in force: null before the first change (the one set at creation), else the
 * key under `passwords` the last change wrote. Readable by members only.
 */
export function passwordEpochRead(game: RoomGame, code: string): DbRead<string | null> {
  return valueRead(roomPaths.passwordEpoch(game, code), (value) => (typeof value === 'string' ? value : null));
}

/**
 * The password of a private room in force under `epoch` (passwordEpochRead); readable by members
 * only, and each change goes to a new node, so this read never sees a later password.
 */
export function passwordRead(game: RoomGame, code: string, epoch: string | null): DbRead<string | null> {
  const path = epoch ? roomPaths.passwordOf(game, code, epoch) : roomPaths.password(game, code);
  return valueRead(path, (value) => (typeof value === 'string' ? value : null));
}

/** The room's invite secret: the creator role only; null for a room made before invites. */
export function inviteSecretRead(game: RoomGame, code: string): DbRead<string | null> {
  return valueRead(roomPaths.invite(game, code), (value) => (isInviteSecret(value) ? value : null));
}

/**
 * The invite secret for the host's link, once; null for anyone but the creator role (refused)
 * and for a room made before invites.
 */
export async function inviteSecret(db: Database, game: RoomGame, code: string): Promise<string | null> {
  try {
    const value = (await get(ref(db, roomPaths.invite(game, code)))).val();
    return isInviteSecret(value) ? value : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Whether this visitor opened the room by the host's invite link (recorded with its secret). */
export function invitedRead(game: RoomGame, code: string, uid: string): DbRead<boolean> {
  return valueRead(roomPaths.invited(game, code, uid), (value) => typeof value === 'string');
}

/** How many visitors (phones) have the room open now. */
export function presenceRead(game: RoomGame, code: string): DbRead<number> {
  return valueRead(roomPaths.presence(game, code), (value) => {
    const byUid = asRecord(value);
    if (!byUid) return 0;
    return Object.values(byUid).filter((connections) => asRecord(connections) !== null).length;
  });
}

// ------------------------------------------------------------------------------ look-ups

export type FoundRoom = { code: string; room: LobbyRoom };

/**
 * The room a guest means by what they typed: the exact code first, then the code that equals
 * it ignoring case. Null when there is no such room (or it was closed).
 */
export async function findRoom(db: Database, game: RoomGame, typed: string): Promise<FoundRoom | null> {
  const code = cleanRoomCode(typed);
  if (!isRoomCode(code)) throw new InputError(CODE_FORMAT_TEXT);
  const exact = mapLobbyRoom(code, (await get(ref(db, roomPaths.lobbyEntry(game, code)))).val());
  if (exact) return { code, room: exact };
  const indexed = (await get(ref(db, roomPaths.codeIndex(game, code)))).val();
  if (typeof indexed !== 'string' || indexed === code || !isRoomCode(indexed)) return null;
  const room = mapLobbyRoom(indexed, (await get(ref(db, roomPaths.lobbyEntry(game, indexed)))).val());
  return room ? { code: indexed, room } : null;
}

export type FoundGameRoom = FoundRoom & { game: RoomGame };

/**
 * The rooms of any game (`games`: the registry's, ROOM_GAMES) a typed code names, looked up side
 * by side. Usually none or one; an old code may name rooms in two games (codes are unique per game
 * only, before), and then the guest chooses.
 */
export async function findRoomInGames(db: Database, typed: string, games: readonly RoomGame[] = ROOM_GAMES): Promise<FoundGameRoom[]> {
  const code = cleanRoomCode(typed);
  if (!isRoomCode(code)) throw new InputError(CODE_FORMAT_TEXT);
  const found = await Promise.all(games.map(async (game) => ({ game, found: await findRoom(db, game, code) })));
  return found.flatMap(({ game, found }) => (found ? [{ game, ...found }] : []));
}

/** The room's members (uids), for its creator only; nobody else may list them. */
export function membersRead(game: RoomGame, code: string): DbRead<string[]> {
  return valueRead(roomPaths.members(game, code), (value) => Object.keys(asRecord(value) ?? {}).sort());
}

/** The uids with a phone in the room now (keyed apart from presenceRead's count of the same node). */
export function presenceUidsRead(game: RoomGame, code: string): DbRead<string[]> {
  return valueRead(
    roomPaths.presence(game, code),
    (value) =>
      Object.entries(asRecord(value) ?? {})
        .filter(([, connections]) => asRecord(connections) !== null)
        .map(([uid]) => uid),
    'uids',
  );
}

export async function isMember(db: Database, game: RoomGame, code: string, uid: string): Promise<boolean> {
  return (await get(ref(db, roomPaths.member(game, code, uid)))).exists();
}

// --------------------------------------------------------------------------------- writes

export type NewRoom = {
  code: string;
  name: string;
  creatorName: string;
  private: boolean;
  password: string;
};

/**
 * Creates a room in one write: lobby entry, code index, password (private rooms), the
 * creator's membership and the game's contents. The rules refuse a code taken ignoring case;
 * we look first so the guest gets a clear message instead of a refusal.
 */
export async function createRoom(db: Database, config: RoomGameConfig, uid: string, input: NewRoom): Promise<string> {
  const { game } = config;
  const code = cleanRoomCode(input.code);
  if (!isRoomCode(code)) throw new InputError(CODE_FORMAT_TEXT);
  const name = requireText(input.name, nameRule('navnet på rommet'));
  const creatorName = requireText(input.creatorName, nameRule('navnet ditt'));
  const password = input.private ? requirePassword(input.password) : '';
  // Unused in every room game, not only this one: the home page's «Bli med» opens a room by its
  // code whatever the game (docs/rooms.md "Codes"). The rules hold uniqueness per game only.
  const taken = await Promise.all(
    [game, ...ROOM_GAMES.filter((other) => other !== game)].map(async (other) => (await get(ref(db, roomPaths.codeIndex(other, code)))).exists()),
  );
  if (taken.some(Boolean)) throw new InputError(CODE_TAKEN_TEXT);

  const details = { name, private: input.private, created_by: uid };
  // A private room's contents are read by its view key, never by their path (lib/rooms/viewKey.ts).
  const view = input.private ? newViewKey() : null;
  const content = config.newRoomContent(details);
  const changes: Record<string, unknown> = {
    [roomPaths.lobbyEntry(game, code)]: {
      name,
      creator_name: creatorName,
      created_by: uid,
      private: input.private,
      created_at: serverTimestamp(),
      active_at: serverTimestamp(),
    },
    [roomPaths.codeIndex(game, code)]: code,
    // The secret the host's invite link carries (docs/rooms.md "Invites").
    [roomPaths.invite(game, code)]: newInviteSecret(),
    [roomPaths.member(game, code, uid)]: input.private ? password : true,
    [roomPaths.content(game, code)]: view ? { ...content, [VIEW_KEY_FIELD]: view.key } : content,
    ...(view ? viewKeySecrets(game, code, view) : {}),
    ...config.newRoomExtras?.(code, details),
    ...roomRates.stamp('lobby', uid, `${game}/${code}`),
  };
  if (input.private) changes[roomPaths.password(game, code)] = password;
  try {
    await update(ref(db), changes);
  } catch (error) {
    // The code was free a moment ago, so a refusal here is the rate limit (one room per uid
    // every few seconds) or an old room saved under this code before the lobby existed.
    if (isPermissionDenied(error)) throw new RoomRefusedError();
    throw error;
  }
  return code;
}

function requirePassword(raw: string): string {
  const password = raw.trim();
  if (!password) throw new InputError(PASSWORD_REQUIRED_TEXT);
  return requireText(password, nameRule('passordet'));
}

/** The rules record one password guess per uid this often (database.rules.json, room_attempts). */
export const PASSWORD_ATTEMPT_INTERVAL_MS = 3000;

/**
 * Makes the visitor a member. A private room takes the password, which the rules compare with
 * the secret; a refusal there means a wrong password and is said so.
 */
export async function joinRoom(
  db: Database,
  game: RoomGame,
  code: string,
  uid: string,
  room: { private: boolean },
  password = '',
): Promise<void> {
  const target = ref(db, roomPaths.member(game, code, uid));
  if (!room.private) {
    await set(target, true);
    return;
  }
  const guess = password.trim();
  if (!guess) throw new InputError(PASSWORD_REQUIRED_TEXT);
  // Two writes, like an admin code: the guess is recorded first (once per uid every few
  // seconds, right or wrong), then the membership, which the rules accept only with the
  // secret and that recorded guess. A refused single write would leave no trace to limit.
  const record = () => set(ref(db, roomPaths.passwordAttempt(uid)), { uid, game, code, password: guess, at: serverTimestamp() });
  try {
    await record();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // A second try straight after a typo: wait the interval out once ourselves.
    await new Promise((resolve) => setTimeout(resolve, PASSWORD_ATTEMPT_INTERVAL_MS));
    try {
      await record();
    } catch (again) {
      if (isPermissionDenied(again)) throw new InputError(PASSWORD_WAIT_TEXT);
      throw again;
    }
  }
  try {
    await set(target, guess);
  } catch (error) {
    if (isPermissionDenied(error)) throw new InputError(WRONG_PASSWORD_TEXT);
    throw error;
  }
}

/**
 * Records that this member came by the host's invite link, with the secret the link carried; the
 * rules refuse a secret that is not the room's. False when refused (a stale or forged link).
 */
export async function recordInvite(db: Database, game: RoomGame, code: string, uid: string, secret: string): Promise<boolean> {
  try {
    await set(ref(db, roomPaths.invited(game, code, uid)), secret);
    return true;
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * Creator only: takes a member out of the room, and a private room to a new view key in the same
 * update, so no listener of theirs receives what is written afterwards (lib/rooms/viewKey.ts).
 * Their phone, seeing it is no longer a member, takes its own presence mark away; a mark whose
 * phone is gone (stale by server time) is cleared here. A mark that is not stale the rules keep
 * (docs/rooms.md "Presence"): nobody but its uid may make a phone that is there look away.
 */
export async function removeMember(db: Database, game: RoomGame, code: string, uid: string, room: { private: boolean }): Promise<void> {
  await update(ref(db), { [roomPaths.member(game, code, uid)]: null, ...(room.private ? rotateViewKey(game, code) : {}) });
  try {
    await remove(ref(db, `${roomPaths.presence(game, code)}/${assertKey(uid)}`));
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
  }
}

/**
 * Creator only: a new password for a private room, once the old one has leaked. Members stay
 * members; a removed member needs the new one to come back. It goes under a fresh key that
 * `epoch` names (docs/rooms.md "Removing a member"), so no node anyone listened to before
 * ever holds it.
 */
export async function changePassword(db: Database, game: RoomGame, code: string, raw: string): Promise<void> {
  const password = requirePassword(raw);
  const changes = ref(db, roomPaths.passwordChanges(game, code));
  const epoch = push(changes).key as string;
  await update(changes, { epoch, [`passwords/${epoch}`]: password });
}

/** Takes the room out of the lobby (creator only); members keep what they had. */
export function closeRoom(db: Database, game: RoomGame, code: string): Promise<void> {
  return remove(ref(db, roomPaths.lobbyEntry(game, code)));
}

/** Marks the room as in use now, which keeps it in the lobby's 24-hour list. */
export function touchRoom(db: Database, game: RoomGame, code: string): Promise<void> {
  return set(ref(db, roomPaths.lobbyActivity(game, code)), serverTimestamp());
}

/**
 * Marks this phone present in the room while it is connected; the server removes the mark
 * when the connection drops and records when this visitor was last there (which is how an
 * absent creator is recognised, lib/rooms/roles.ts). While connected the phone refreshes
 * last_seen (and its mark) every PRESENCE_REFRESH_MS, so its mark never looks stale to the
 * rules, which let others clear only a stale one (lib/rooms/presence.ts). Returns a function
 * that leaves.
 */
export function enterPresence(db: Database, game: PresenceScope, code: string, uid: string): () => void {
  const markPath = roomPaths.presenceConnection(game, code, uid, presenceSlot());
  const seenPath = roomPaths.lastSeenOf(game, code, uid);
  const mark = ref(db, markPath);
  const seen = ref(db, seenPath);
  let left = false;
  let connected = false;
  // One update, so a mark never stands beside a last_seen from an earlier visit.
  const refresh = () => update(ref(db), { [markPath]: true, [seenPath]: serverTimestamp() });
  const stopWatching = onValue(ref(db, paths.connected()), (snapshot) => {
    connected = snapshot.val() === true;
    if (!connected || left) return;
    // Queue the removal before writing the mark, so a drop in between leaves nothing behind.
    onDisconnect(mark)
      .remove()
      .then(() => (left ? undefined : onDisconnect(seen).set(serverTimestamp())))
      .then(() => (left ? undefined : refresh()))
      .catch((error) => console.warn('Presence could not be recorded', error));
  });
  // Only while connected: a write queued offline could land before the onDisconnect above.
  const timer = setInterval(() => {
    if (connected && !left) refresh().catch(() => undefined);
  }, PRESENCE_REFRESH_MS);
  return () => {
    left = true;
    clearInterval(timer);
    stopWatching();
    onDisconnect(mark)
      .cancel()
      .catch(() => undefined);
    remove(mark).catch(() => undefined);
    onDisconnect(seen)
      .cancel()
      .catch(() => undefined);
    set(seen, serverTimestamp()).catch(() => undefined);
  };
}
