// «Festrom» (features/fest/): a party is a room game of its own (members/fest, secrets/rooms/fest,
// the same password attempts as any room: rules/rooms.ts), always private. Its contents are for
// its members only: the settings, every member's name (each writes only their own) and the
// party's game rooms, which only the host starts (docs/rooms.md §Festrom, docs/security.md).
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
  hasChildren,
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
  root,
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

/** fest/{code}/rooms/{game}/{room}: a room the host made, with its password in force now. */
const partyRoom: RuleNode = {
  // Started (and taken off the list) by the host only, once per room.
  '.write': and(host, or(not(dataExists), isDelete)),
  '.validate': and(
    hasChildren('game', 'code', 'name', 'password', 'created_at'),
    // The host made that room (its lobby entry says so) and the stored password lets one in:
    // the list cannot point members at someone else's room or carry a made-up password.
    eq(val(root(`${roomPaths.lobbyEntry($game, $room)}/created_by`)), auth.uid),
    eq(val(root(roomPaths.password($game, $room))), "newData.child('password').val()"),
    // The room's invite secret, when the entry carries it: members who enter from the party count
    // as invited by the host (docs/rooms.md "Invites").
    or(not("newData.child('invite').exists()"), eq(val(root(roomPaths.invite($game, $room))), "newData.child('invite').val()")),
  ),
  ...fields({
    game: is('$game'),
    code: is('$room'),
    name: textLen(1, 40),
    password: textLen(1, 40),
    invite: textLen(1, 64),
    created_at: is(now),
  }),
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
        '.write': and(member, isSelf('$uid')),
        '.validate': textLen(1, 40),
      },
    },
    rooms: {
      $game: {
        '.validate': oneOf('$game', PARTY_GAMES),
        $room: { ...partyRoom, '.validate': and(String(partyRoom['.validate']), matches('$room', /^[A-Za-z0-9]{5}$/)) },
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

export const rules = { fest } satisfies Record<string, RuleNode>;
