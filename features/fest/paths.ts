// The party's («Festrom») database paths: its contents under fest/{code}; the party's shared room
// nodes (lobby, codes, members, the password, presence) come from roomPaths in
// lib/firebase/paths.ts, since a party is a room game of its own (docs/rooms.md §Festrom).
import { assertKey, roomPaths } from '@/lib/firebase/paths';

/** The games a party can start rooms of (features/fest/lib/partyRooms.ts). */
export const PARTY_GAMES = ['proost', 'cah', 'battleshots'] as const;
export type PartyGame = (typeof PARTY_GAMES)[number];

export const festPaths = {
  party: (code: string) => roomPaths.content('fest', code),
  settings: (code: string) => `${roomPaths.content('fest', code)}/settings`,
  /** Every member's display name, picked once and used by every app of the party. */
  names: (code: string) => `${roomPaths.content('fest', code)}/names`,
  name: (code: string, uid: string) => `${roomPaths.content('fest', code)}/names/${assertKey(uid)}`,
  /** The party's game rooms (their passwords are in `keys`, outside the member-read party). */
  rooms: (code: string) => `${roomPaths.content('fest', code)}/rooms`,
  room: (code: string, game: PartyGame, roomCode: string) => `${roomPaths.content('fest', code)}/rooms/${game}/${assertKey(roomCode)}`,
  /** The party rooms' passwords under the party's password epoch ('0' before any change). */
  keys: (code: string, epoch: string) => `fest_keys/${assertKey(code)}/${assertKey(epoch)}`,
  key: (code: string, epoch: string, game: PartyGame, roomCode: string) => `fest_keys/${assertKey(code)}/${assertKey(epoch)}/${game}/${assertKey(roomCode)}`,
};
