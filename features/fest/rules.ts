// «Festrom» (features/fest/): a party is a room game of its own (members/fest, secrets/rooms/fest,
// the same password attempts as any room: rules/rooms.ts), always private. Its contents are for
// its members only: the settings, every member's name (each writes only their own) and the
// party's game rooms, which only the host starts (docs/rooms.md §Festrom, docs/security.md).
// The rooms' passwords live outside fest/ (fest_keys), under the party's password epoch, so a
// member removed later never held a read grant that covers the rooms' new passwords
// (docs/security.md "Removed members").
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { PARTY_GAMES } from './paths';
import { createdWithLobby, isCreator, isMember, keyedRoomsRead, viewKeyField } from '@/rules/common';
import { questionEntry } from '@/rules/questionBoard';
import * as r from '@/rules/dsl';

const $uid = r.wild('uid');

const member = r.and(r.signedIn, isMember('fest'));
const host = r.and(r.signedIn, isCreator('fest'));
const $game = r.wild('game');
const $room = r.wild('room');
/** The wildcards as path segments for the path builders. */
const gameSeg = r.key<RoomGame>($game);
const roomSeg = r.key($room);

const ROOM_CODE = /^[A-Za-z0-9]{5}$/;

/** fest/{code}/rooms/{game}/{room}: a room the host made (its password is in fest_keys). */
const partyRoom: r.RuleNode = {
  // Started (and taken off the list) by the host only, once per room.
  '.write': r.and(host, r.or(r.not(r.dataExists), r.isDelete)),
  ...r.record(
    {
      game: r.is($game),
      code: r.is($room),
      name: r.textLen(1, 40),
      created_at: r.is(r.now),
    },
    // The host made that room (its lobby entry says so): the list cannot point members at
    // someone else's room.
    { after: [r.eq(r.val(r.root(`${roomPaths.lobbyEntry(gameSeg, roomSeg)}/created_by`)), r.auth.uid)] },
  ),
};

/** The party's password epoch in the state `at` shows: the key `epoch` names, '0' before any change. */
const partyEpochPath = roomPaths.passwordEpoch('fest', r.key(r.wild('code')));
const partyEpoch = (at: (p: string) => string) => r.ifElse(r.exists(at(partyEpochPath)), r.val(at(partyEpochPath)), r.str('0'));
/** A party room's password in force after the write: its last change's, else the one set at creation. */
const roomEpochPath = roomPaths.passwordEpoch(gameSeg, roomSeg);
const roomPasswordNow = r.ifElse(
  r.exists(r.newRoot(roomEpochPath)),
  r.val(r.newRoot(roomPaths.passwordOf(gameSeg, roomSeg, r.key(r.val(r.newRoot(roomEpochPath)))))),
  r.val(r.newRoot(roomPaths.password(gameSeg, roomSeg))),
);
const $epoch = r.wild('epoch');

/**
 * fest_keys/{code}/{epoch}/{game}/{room}: `{password, invite?}` of each party room, under the
 * party's password epoch. Members read only the epoch in force; a change of the party's password
 * (and so every removal) writes the rooms' keys under the new epoch, a node a removed member could
 * never listen to (docs/security.md "Removed members", like the rooms' `passwords/{epoch}`).
 */
export const fest_keys: r.RuleNode = {
  $code: {
    $epoch: {
      '.read': r.and(member, r.eq($epoch, partyEpoch(r.root))),
      $game: {
        '.validate': r.oneOf($game, PARTY_GAMES),
        $room: {
          // The host, for the epoch in force once the write is done (or taking an entry away).
          '.write': r.and(host, r.or(r.not(r.newExists), r.eq($epoch, partyEpoch(r.newRoot)))),
          ...r.record(
            { password: r.textLen(1, 40), invite: r.textLen(1, 64) },
            {
              optional: ['invite'],
              before: [r.matches($room, ROOM_CODE)],
              after: [
                r.eq(r.val(r.root(`${roomPaths.lobbyEntry(gameSeg, roomSeg)}/created_by`)), r.auth.uid),
                // The password in force for that room (after this update): members get in with it.
                r.eq(r.newChildVal('password'), roomPasswordNow),
                // The room's invite secret, when carried: members who enter from the party count as
                // invited by the host (docs/rooms.md "Invites").
                r.or(r.not(r.exists(r.child(r.newData, 'invite'))), r.eq(r.val(r.root(roomPaths.invite(gameSeg, roomSeg))), r.newChildVal('invite'))),
              ],
            },
          ),
        },
      },
    },
  },
};

export const fest: r.RuleNode = {
  ...keyedRoomsRead,
  $code: {
    // Read by its view key only (keyedRoomsRead above): a party is always private.
    '.write': createdWithLobby('fest'),
    '.validate': r.hasChildAt(r.newData, 'settings'),
    settings: {
      ...r.record({
        name: r.and(r.textLen(1, 40), r.unchanged),
        // A party is always private: it has a password and its contents are never public.
        private: r.and(r.isBoolean, r.is('true')),
        created_by: r.writerOnce,
      }),
    },
    names: {
      $uid: {
        // Each member their own; the host takes a removed member's name off the list.
        '.write': r.or(r.and(member, r.isSelf($uid)), r.and(host, r.not(r.newExists))),
        '.validate': r.textLen(1, 40),
      },
    },
    rooms: {
      $game: {
        '.validate': r.oneOf($game, PARTY_GAMES),
        $room: { ...partyRoom, '.validate': r.and(String(partyRoom['.validate']), r.matches($room, ROOM_CODE)) },
      },
    },
    // The party's own apps (its question board, its secret santa) add their nodes here, each
    // with member-only reads; anything else is refused.
    // The party's question board: the site board's rules (rules/questionBoard.ts) for members; the host
    // may also take a question off. Secret santa keeps its secrets outside fest/ (fest_santa*).
    questions: { $key: questionEntry({ mayUse: member, mayRemove: host }) },
    ...viewKeyField('fest'),
    ...r.closed,
  },
};

export const rules = { fest, fest_keys } satisfies Record<string, r.RuleNode>;
