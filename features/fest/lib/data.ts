// The party's («Festrom») data access: its settings, the members' names and the party's game
// rooms. The party itself is a room of the game 'fest' (lib/rooms/data.ts: createRoom, joinRoom,
// the same password attempts as any room); paths come from features/fest/paths.ts
// (docs/rooms.md §Festrom).
import { get, push, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { MANIFESTS } from '@/features';
import { InputError } from '@/lib/firebase/errors';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { roomPaths } from '@/lib/firebase/paths';
import { asRecord, num, str } from '@/lib/firebase/values';
import { nameRule, requireText } from '@/lib/forms/text';
import { randomRoomCode } from '@/lib/rooms/code';
import { createRoom, inviteSecret, isMember, joinRoom, recordInvite, RoomRefusedError, type RoomBaseSettings, type RoomGameConfig } from '@/lib/rooms/data';
import { roomRates } from '@/lib/rooms/rates';
import { rotateViewKey } from '@/lib/rooms/viewKey';
import { festPaths, PARTY_GAMES, type PartyGame } from '../paths';
import { easyPassword, roomPassword } from './password';
import { roomContentRead } from '@/lib/rooms/roomContent';

/** A party is always private: the host picks its password at creation (docs/rooms.md §Festrom). */
export function newParty(base: RoomBaseSettings) {
  return { settings: { ...base, private: true } };
}

export const festGame: RoomGameConfig = { game: 'fest', title: 'Festrom', newRoomContent: newParty };

export const GAME_TITLES: Record<PartyGame, string> = { proost: 'Proost', cah: 'Cah', battleshots: 'Battleshots' };
export const NAME_MISSING_TEXT = 'Skriv navnet ditt først.';

/** One of the party's rooms as listed under fest/{code}/rooms (no password there). */
export type PartyRoom = { game: PartyGame; code: string; name: string; createdAt: number };
/**
 * A party room's key (fest_keys/{code}/{epoch}/{game}/{room}): its password in force, and its
 * invite secret: a party's guests come by the host's invitation, so they may do what the host's
 * invite link allows (docs/rooms.md "Invites"); '' without it.
 */
export type RoomKey = { password: string; invite: string };
export type KeyedPartyRoom = PartyRoom & RoomKey;
export type Party = {
  code: string;
  name: string;
  createdBy: string;
  /** Display names by uid, each picked by that member. */
  names: Record<string, string>;
  /** The party's game rooms, newest first. */
  rooms: PartyRoom[];
};

function isPartyGame(value: string): value is PartyGame {
  return (PARTY_GAMES as readonly string[]).includes(value);
}

export function mapParty(code: string, value: unknown): Party | null {
  const party = asRecord(value);
  const settings = asRecord(party?.settings);
  if (!party || !settings) return null;
  const names: Record<string, string> = {};
  for (const [uid, name] of Object.entries(asRecord(party.names) ?? {})) {
    const text = str(name).trim();
    if (text) names[uid] = text.slice(0, 40);
  }
  const rooms: PartyRoom[] = [];
  for (const [game, byCode] of Object.entries(asRecord(party.rooms) ?? {})) {
    if (!isPartyGame(game)) continue;
    for (const [roomCode, entry] of Object.entries(asRecord(byCode) ?? {})) {
      const room = asRecord(entry);
      if (!room) continue;
      rooms.push({ game, code: roomCode, name: str(room.name, GAME_TITLES[game]), createdAt: num(room.created_at) });
    }
  }
  rooms.sort((a, b) => b.createdAt - a.createdAt);
  return { code, name: str(settings.name, 'Fest'), createdBy: str(settings.created_by), names, rooms };
}

/** The whole party, live: for members only (the rules refuse everyone else). */
export function partyRead(code: string): DbRead<Party | null> {
  return roomContentRead('fest', code, (value) => mapParty(code, value));
}

/** The key under fest_keys of the party's password epoch: '0' before the first change. */
export function keysEpoch(epoch: string | null): string {
  return epoch ?? '0';
}

export function mapRoomKeys(value: unknown): Record<string, RoomKey> {
  const keys: Record<string, RoomKey> = {};
  for (const [game, byCode] of Object.entries(asRecord(value) ?? {})) {
    if (!isPartyGame(game)) continue;
    for (const [roomCode, entry] of Object.entries(asRecord(byCode) ?? {})) {
      const key = asRecord(entry);
      const password = str(key?.password);
      if (key && password) keys[`${game}/${roomCode}`] = { password, invite: str(key.invite) };
    }
  }
  return keys;
}

/**
 * The party rooms' keys under the party's password epoch in force (passwordEpochRead('fest', …)):
 * members only, and only that epoch's, so a removed member never reads the keys written after.
 */
export function roomKeysRead(code: string, epoch: string | null): DbRead<Record<string, RoomKey>> {
  return valueRead(festPaths.keys(code, keysEpoch(epoch)), mapRoomKeys);
}

/** The rooms that have a key in force (a room listed without one cannot be entered from here). */
export function withKeys(rooms: PartyRoom[], keys: Record<string, RoomKey>): KeyedPartyRoom[] {
  return rooms.flatMap((room) => {
    const key = keys[`${room.game}/${room.code}`];
    return key ? [{ ...room, ...key }] : [];
  });
}

/** This member's own name in the party (null until picked). */
export function ownNameRead(code: string, uid: string): DbRead<string | null> {
  return roomContentRead('fest', code, (value) => (typeof value === 'string' && value.trim() ? value : null), { at: festPaths.name(code, uid) });
}

export type NewParty = { code: string; name: string; hostName: string; password: string };

/** Makes a party (always private) and records the host's name in it; the host lands in it. */
export async function createParty(db: Database, uid: string, input: NewParty): Promise<string> {
  const hostName = requireText(input.hostName, nameRule('navnet ditt'));
  const code = await createRoom(db, festGame, uid, {
    code: input.code,
    name: input.name,
    creatorName: hostName,
    private: true,
    password: input.password,
  });
  await setName(db, code, uid, hostName);
  return code;
}

/** Picks (or changes) this member's name in the party; every app of the party uses it. */
export async function setName(db: Database, code: string, uid: string, raw: string): Promise<void> {
  const name = requireText(raw, nameRule('navnet ditt'));
  await set(ref(db, festPaths.name(code, uid)), name);
}

/**
 * Joins the party with its password (a wrong one is refused by the rules, with the rooms'
 * attempt limit) and picks the name in the same go.
 */
export async function joinParty(db: Database, code: string, uid: string, password: string, rawName: string): Promise<void> {
  const name = requireText(rawName, nameRule('navnet ditt'));
  await joinRoom(db, 'fest', code, uid, { private: true }, password);
  await set(ref(db, festPaths.name(code, uid)), name);
}

/** The game's room config, from its manifest (an app never imports another app's folder). */
async function roomConfig(game: PartyGame): Promise<RoomGameConfig> {
  const load = MANIFESTS.find((m) => m.room?.game === game)?.room?.config;
  if (!load) throw new Error(`No room config for ${game}`);
  const config = await load();
  if (config.game !== game) throw new Error(`The ${game} manifest names the config of ${config.game}`);
  return { ...config, game };
}

/** How often a start the lobby's rate refused is tried again, until the rate's interval has passed. */
export const PARTY_ROOM_RETRY_MS = 2000;

/**
 * A new private room with a random code. The lobby takes one new room per uid every 10 s
 * (docs/security.md §Floods), and the party itself was one: a host who starts a game right after
 * making the party, or two games in a row, is not refused but waits («Starter …») until the rate's
 * interval has passed. A refusal after that is a real one.
 */
async function createPartyRoom(
  db: Database,
  config: RoomGameConfig,
  uid: string,
  room: { name: string; creatorName: string; password: string },
): Promise<string> {
  const until = Date.now() + roomRates.intervals.lobby + PARTY_ROOM_RETRY_MS;
  for (;;) {
    try {
      return await createRoom(db, config, uid, { code: randomRoomCode(), ...room, private: true });
    } catch (error) {
      if (!(error instanceof RoomRefusedError) || Date.now() + PARTY_ROOM_RETRY_MS > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, PARTY_ROOM_RETRY_MS));
    }
  }
}

/**
 * Host only: starts a private room of `game` for the party, with a random code and password,
 * lists it under fest/{code}/rooms and puts its password (and invite secret) under the party's
 * password epoch in fest_keys, so members enter it without typing either.
 */
export async function startPartyRoom(db: Database, festCode: string, uid: string, game: PartyGame, hostName: string): Promise<KeyedPartyRoom> {
  const config = await roomConfig(game);
  const name = `${GAME_TITLES[game]}`;
  const password = roomPassword();
  const code = await createPartyRoom(db, config, uid, { name, creatorName: hostName, password });
  // The host, as the room's creator, reads its invite secret; the party's key hands it to members.
  const invite = (await inviteSecret(db, game, code)) ?? '';
  const epoch = (await get(ref(db, roomPaths.passwordEpoch('fest', festCode)))).val() as string | null;
  await update(ref(db), {
    [festPaths.room(festCode, game, code)]: { game, code, name, created_at: serverTimestamp() },
    [festPaths.key(festCode, keysEpoch(epoch), game, code)]: { password, ...(invite ? { invite } : {}) },
  });
  return { game, code, name, password, invite, createdAt: Date.now() };
}

/** Joins one of the party's rooms with its stored password (a member already is let through). */
export async function enterPartyRoom(db: Database, uid: string, room: Pick<KeyedPartyRoom, 'game' | 'code' | 'password' | 'invite'>): Promise<void> {
  if (!room.password) throw new InputError('Rommet mangler passord.');
  // A member goes straight in: no password attempt (one per few seconds) is spent on it.
  if (!(await isMember(db, room.game, room.code, uid))) await joinRoom(db, room.game, room.code, uid, { private: true }, room.password);
  // Came by the party, that is by the host's invitation (a refused secret only leaves it uninvited).
  if (room.invite) await recordInvite(db, room.game, room.code, uid, room.invite);
}

export const HOST_NOT_REMOVABLE_TEXT = 'Verten kan ikke fjerne seg selv.';

/**
 * Host only: a new party password under a fresh epoch, and with it a new password for every party
 * room, whose keys go under the new epoch (fest_keys). With `remove`, that member also leaves the
 * party, its «Hvem er her» and every party room, in the same update: the removed phone holds no
 * read grant that ever covered the new passwords, and the party and its rooms move to new view
 * keys, so none of its listeners receives what is written afterwards (docs/security.md "Removed members").
 * `rooms` are the party's rooms with their keys in force (an unkeyed room keeps its password).
 */
export async function renewParty(
  db: Database,
  party: { code: string; createdBy: string },
  rooms: KeyedPartyRoom[],
  options: { password?: string; remove?: string } = {},
): Promise<string> {
  const partyPassword = options.password === undefined ? easyPassword() : requirePartyPassword(options.password);
  if (options.remove === party.createdBy) throw new InputError(HOST_NOT_REMOVABLE_TEXT);
  const changes: Record<string, unknown> = {};
  const epoch = push(ref(db, roomPaths.passwordChanges('fest', party.code))).key as string;
  changes[roomPaths.passwordEpoch('fest', party.code)] = epoch;
  changes[roomPaths.passwordOf('fest', party.code, epoch)] = partyPassword;
  for (const room of rooms) {
    const roomEpoch = push(ref(db, roomPaths.passwordChanges(room.game, room.code))).key as string;
    const password = roomPassword();
    changes[roomPaths.passwordEpoch(room.game, room.code)] = roomEpoch;
    changes[roomPaths.passwordOf(room.game, room.code, roomEpoch)] = password;
    changes[festPaths.key(party.code, epoch, room.game, room.code)] = { password, ...(room.invite ? { invite: room.invite } : {}) };
    if (options.remove) {
      changes[roomPaths.member(room.game, room.code, options.remove)] = null;
      changes[roomPaths.invited(room.game, room.code, options.remove)] = null;
      Object.assign(changes, rotateViewKey(room.game, room.code));
    }
  }
  if (options.remove) {
    changes[roomPaths.member('fest', party.code, options.remove)] = null;
    changes[festPaths.name(party.code, options.remove)] = null;
    Object.assign(changes, rotateViewKey('fest', party.code));
  }
  await update(ref(db), changes);
  return partyPassword;
}

function requirePartyPassword(raw: string): string {
  const password = raw.trim();
  if (!password) throw new InputError('Skriv et nytt passord.');
  return requireText(password, nameRule('passordet'));
}

/** Host only: takes `uid` out of the party and its rooms, with new passwords for both (renewParty). */
export async function removeFromParty(db: Database, party: { code: string; createdBy: string }, rooms: KeyedPartyRoom[], uid: string): Promise<void> {
  await renewParty(db, party, rooms, { remove: uid });
}
