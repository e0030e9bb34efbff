// «Festrom» (features/fest/): a party is a room game of its own (members/fest, secrets/rooms/fest,
// the same password attempts as any room: rules/rooms.ts), always private. Its contents are for
// its members only: the settings, every member's name (each writes only their own) and the
// party's game rooms, which only the host starts (docs/rooms.md §Festrom, docs/security.md).
// The rooms' passwords live outside fest/ (fest_keys), under the party's password epoch, so a
// member removed later never held a read grant that covers the rooms' new passwords
// (docs/security.md "Removed members").
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { PARTY_GAMES } from './paths';
import { createdWithLobby, isCreator, isMember } from '@/rules/common';
import { questionEntry } from '@/rules/questionBoard';
import {
  and,
  auth,
  closed,
  dataExists,
  eq,
  fields,
  exists,
  hasChildren,
  ifElse,
  is,
  isBoolean,
  isDelete,
  isSelf,
  key,
  matches,
  not,
  now,
  oneOf,
  or,
  newExists,
  newRoot,
  root,
  str,
  signedIn,
  textLen,
  unchanged,
  val,
  writerOnce,
  type RuleNode,
} from '@/rules/dsl';

const member = and(signedIn, isMember('fest'));
const host = and(signedIn, isCreator('fest'));
const $game = key('$game') as RoomGame;
const $room = key('$room');

const ROOM_CODE = /^[A-Za-z0-9]{5}$/;

/** fest/{code}/rooms/{game}/{room}: a room the host made (its password is in fest_keys). */
const partyRoom: RuleNode = {
  // Started (and taken off the list) by the host only, once per room.
  '.write': and(host, or(not(dataExists), isDelete)),
  '.validate': and(
    hasChildren('game', 'code', 'name', 'created_at'),
    // The host made that room (its lobby entry says so): the list cannot point members at
    // someone else's room.
    eq(val(root(`${roomPaths.lobbyEntry($game, $room)}/created_by`)), auth.uid),
  ),
  ...fields({
    game: is('$game'),
    code: is('$room'),
    name: textLen(1, 40),
    created_at: is(now),
  }),
};

/** The party's password epoch in the state `at` shows: the key `epoch` names, '0' before any change. */
const partyEpochPath = roomPaths.passwordEpoch('fest', key('$code'));
const partyEpoch = (at: (p: string) => string) => ifElse(exists(at(partyEpochPath)), val(at(partyEpochPath)), str('0'));
/** A party room's password in force after the write: its last change's, else the one set at creation. */
const roomEpochPath = roomPaths.passwordEpoch($game, $room);
const roomPasswordNow = ifElse(
  exists(newRoot(roomEpochPath)),
  val(newRoot(roomPaths.passwordOf($game, $room, key(val(newRoot(roomEpochPath)))))),
  val(newRoot(roomPaths.password($game, $room))),
);

/**
 * fest_keys/{code}/{epoch}/{game}/{room}: `{password, invite?}` of each party room, under the
 * party's password epoch. Members read only the epoch in force; a change of the party's password
 * (and so every removal) writes the rooms' keys under the new epoch, a node a removed member could
 * never listen to (docs/security.md "Removed members", like the rooms' `passwords/{epoch}`).
 */
export const fest_keys: RuleNode = {
  $code: {
    $epoch: {
      '.read': and(member, eq('$epoch', partyEpoch(root))),
      $game: {
        '.validate': oneOf('$game', PARTY_GAMES),
        $room: {
          // The host, for the epoch in force once the write is done (or taking an entry away).
          '.write': and(host, or(not(newExists), eq('$epoch', partyEpoch(newRoot)))),
          '.validate': and(
            matches('$room', ROOM_CODE),
            hasChildren('password'),
            eq(val(root(`${roomPaths.lobbyEntry($game, $room)}/created_by`)), auth.uid),
            // The password in force for that room (after this update): members get in with it.
            eq("newData.child('password').val()", roomPasswordNow),
            // The room's invite secret, when carried: members who enter from the party count as
            // invited by the host (docs/rooms.md "Invites").
            or(not("newData.child('invite').exists()"), eq(val(root(roomPaths.invite($game, $room))), "newData.child('invite').val()")),
          ),
          ...fields({ password: textLen(1, 40), invite: textLen(1, 64) }),
        },
      },
    },
  },
};

export const fest: RuleNode = {
  $code: {
    '.read': member,
    '.write': createdWithLobby('fest'),
    '.validate': "newData.hasChild('settings')",
    settings: {
      '.validate': hasChildren('name', 'private', 'created_by'),
      ...fields({
        name: and(textLen(1, 40), unchanged),
        // A party is always private: it has a password and its contents are never public.
        private: and(isBoolean, is('true')),
        created_by: writerOnce,
      }),
    },
    names: {
      $uid: {
        // Each member their own; the host takes a removed member's name off the list.
        '.write': or(and(member, isSelf('$uid')), and(host, not(newExists))),
        '.validate': textLen(1, 40),
      },
    },
    rooms: {
      $game: {
        '.validate': oneOf('$game', PARTY_GAMES),
        $room: { ...partyRoom, '.validate': and(String(partyRoom['.validate']), matches('$room', ROOM_CODE)) },
      },
    },
    // The party's own apps (its question board, its secret santa) add their nodes here, each
    // with member-only reads; anything else is refused.
    // The party's question board: the site board's rules (rules/site.ts) for members; the host
    // may also take a question off. Secret santa keeps its secrets outside fest/ (fest_santa*).
    questions: { $key: questionEntry({ mayUse: member, mayRemove: host }) },
    ...closed,
  },
};

export const rules = { fest, fest_keys } satisfies Record<string, RuleNode>;
