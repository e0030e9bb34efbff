// «Festrom» (features/fest/): a party is a room game of its own (members/fest, secrets/rooms/fest,
// the same password attempts as any room: rules/rooms.ts), always private. Its contents are for
// its members only: the settings, every member's name (each writes only their own) and the
// party's game rooms, which only the host starts (docs/rooms.md §Festrom, docs/security.md).
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { PARTY_GAMES } from './paths';
import { createdWithLobby, isCreator, isMember } from '@/rules/common';
import { questionEntry } from '@/rules/site';
import * as r from '@/rules/dsl';

const $uid = r.wild('uid');

const member = r.and(r.signedIn, isMember('fest'));
const host = r.and(r.signedIn, isCreator('fest'));
const $game = r.wild('game');
const $room = r.wild('room');
/** The wildcards as path segments for the path builders. */
const gameSeg = r.key<RoomGame>($game);
const roomSeg = r.key($room);

/** fest/{code}/rooms/{game}/{room}: a room the host made, with its password in force now. */
const partyRoom: r.RuleNode = {
  // Started (and taken off the list) by the host only, once per room.
  '.write': r.and(host, r.or(r.not(r.dataExists), r.isDelete)),
  ...r.record({
    game: r.is($game),
    code: r.is($room),
    name: r.textLen(1, 40),
    password: r.textLen(1, 40),
    invite: r.textLen(1, 64),
    created_at: r.is(r.now),
  },
  {
    optional: ['invite'],
    after: [
      r.eq(r.val(r.root(`${roomPaths.lobbyEntry(gameSeg, roomSeg)}/created_by`)), r.auth.uid),
      r.eq(r.val(r.root(roomPaths.password(gameSeg, roomSeg))), r.newChildVal('password')),
      r.or(r.not(r.exists(r.child(r.newData, 'invite'))), r.eq(r.val(r.root(roomPaths.invite(gameSeg, roomSeg))), r.newChildVal('invite'))),
    ],
  },
  ),
};

export const fest: r.RuleNode = {
  $code: {
    '.read': member,
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
        '.write': r.and(member, r.isSelf($uid)),
        '.validate': r.textLen(1, 40),
      },
    },
    rooms: {
      $game: {
        '.validate': r.oneOf($game, PARTY_GAMES),
        $room: { ...partyRoom, '.validate': r.and(String(partyRoom['.validate']), r.matches($room, /^[A-Za-z0-9]{5}$/)) },
      },
    },
    // The party's own apps (its question board, its secret santa) add their nodes here, each
    // with member-only reads; anything else is refused.
    // The party's question board: the site board's rules (rules/site.ts) for members; the host
    // may also take a question off. Secret santa keeps its secrets outside fest/ (fest_santa*).
    questions: { $key: questionEntry({ mayUse: member, mayRemove: host }) },
    ...r.closed,
  },
};

export const rules = { fest } satisfies Record<string, r.RuleNode>;
