// Rooms shared by the room games (a manifest's `room`; today proost, cah and battleshots; lib/rooms/): the lobby listing, the code index,
// the password, the members, presence and last-seen marks, and password attempts.
import { roomPaths, type RoomGame } from '../lib/firebase/paths';
import { AWAY_LIMIT_MS, DEFAULT_AWAY_LIMIT_MS, PRESENCE_SLOT_PATTERN } from '../lib/rooms/presence';
import { INVITE_SECRET_PATTERN } from '../lib/rooms/invite';
import { $, creatorOf, isCreator, isMember, isPresentable, rateNamed, roomContent, throttle } from './common';
import {
  and,
  auth,
  choose,
  closed,
  dataExists,
  eq,
  exists,
  fields,
  gt,
  hasChildren,
  ifElse,
  is,
  isBoolean,
  isDelete,
  isSelf,
  isString,
  key,
  le,
  lt,
  matches,
  minus,
  ne,
  newExists,
  newRoot,
  newVal,
  not,
  now,
  oneOf,
  or,
  plus,
  root,
  signedIn,
  stampedOnce,
  str,
  textLen,
  textMatching,
  unchanged,
  val,
  writerOnce,
  type RuleNode,
} from './dsl';

const ROOM_CODE = /^[A-Za-z0-9]{5}$/;
/** lib/rooms/invite.ts INVITE_SECRET_PATTERN: 24 URL-safe characters from crypto. */
const INVITE_SECRET = INVITE_SECRET_PATTERN;
const anyGame = $.game;
const lobbyOf = (field?: string) => (field ? `${roomPaths.lobbyEntry(anyGame, $.code)}/${field}` : roomPaths.lobbyEntry(anyGame, $.code));
const lowerCode = key('$code.toLowerCase()');
/** A visitor's last password guess (room_attempts/{uid}), the field given. */
const attempt = (field: string) => val(root(`${roomPaths.passwordAttempt($.me)}/${field}`));

const epochPath = roomPaths.passwordEpoch(anyGame, $.code);
const passwordUnder = (epoch: string) => roomPaths.passwordOf(anyGame, $.code, key(epoch));

/**
 * The password in force, in the state `at` shows (`root` before a write, `newRoot` after it):
 * the one the last change put under `epoch`, or, before any change, the one set at creation.
 */
function currentPassword(at: (p: string) => string): string {
  return ifElse(exists(at(epochPath)), val(at(passwordUnder(val(at(epochPath))))), val(at(roomPaths.password(anyGame, $.code))));
}

// A change of password never rewrites a node a member could read: it goes to a fresh key under
// `passwords` and `epoch` names it. A member removed with a listener still open on the old
// password's node therefore never receives the new one, whether or not the server revokes that
// listener (docs/security.md "Removed members").
export const roomSecrets: RuleNode = {
  $game: {
    $code: {
      password: {
        // Until the first change; afterwards only the node `epoch` names is read.
        '.read': and(signedIn, isMember(anyGame), not(exists(root(epochPath)))),
        // Set at creation by the lobby entry's creator, and never rewritten.
        '.write': and(signedIn, not(dataExists), not(exists(root(lobbyOf()))), eq(val(newRoot(lobbyOf('created_by'))), auth.uid)),
        '.validate': and(textLen(1, 40), eq(val(newRoot(lobbyOf('private'))), 'true')),
      },
      epoch: {
        '.read': and(signedIn, isMember(anyGame)),
        // The creator role moves it to a key never used before, written in the same update.
        '.write': and(signedIn, newExists, isCreator(anyGame), exists(root(roomPaths.password(anyGame, $.code)))),
        '.validate': and(
          isString,
          matches(newVal, /^[-_A-Za-z0-9]{1,40}$/),
          not(exists(root(passwordUnder(newVal)))),
          `${newRoot(passwordUnder(newVal))}.isString()`,
        ),
      },
      // The host's invite secret (docs/rooms.md "Invites"): written once, in the creation update,
      // and read only by the creator role, whose invite link carries it in the fragment.
      invite: {
        '.read': and(signedIn, isCreator(anyGame)),
        '.write': and(signedIn, not(dataExists), not(exists(root(lobbyOf()))), eq(val(newRoot(lobbyOf('created_by'))), auth.uid)),
        '.validate': textMatching(INVITE_SECRET),
      },
      passwords: {
        $epoch: {
          // Only the one in force; one named later is refused when the listen starts.
          '.read': and(signedIn, isMember(anyGame), eq(val(root(epochPath)), '$epoch')),
          '.write': and(signedIn, not(dataExists), isCreator(anyGame), eq(val(newRoot(epochPath)), '$epoch')),
          '.validate': textLen(1, 40),
        },
      },
      ...closed,
    },
  },
};

const once = (check: string) => and(check, unchanged);

/** The lobby of the room games `games` (the registry's, rules/index.ts): any other `$game` is refused. */
export function lobby(games: readonly RoomGame[]): RuleNode {
  return {
    $game: {
      '.read': and(signedIn, oneOf('$game', games)),
      '.indexOn': ['active_at'],
      $code: {
        // A public room's own entry reads signed out (the first paint's creator name, docs/rooms.md);
        // private in the lobby and in the room's settings both say so.
        '.read': and(
          `(${oneOf('$game', games)})`,
          eq("data.child('private').val()", 'false'),
          eq(val(root(`${roomContent(anyGame, $.code)}/settings/private`)), 'false'),
        ),
        // Created (with its code index, one per rate interval) or closed by its creator.
        '.write': and(
          signedIn,
          or(
            and(
              not(dataExists),
              eq("newData.child('created_by').val()", auth.uid),
              not(exists(root(roomPaths.codeIndex(anyGame, lowerCode)))),
              not(exists(root(roomContent(anyGame, $.code)))),
              rateNamed('lobby', plus(plus('$game', str('/')), '$code')),
            ),
            and(isDelete, eq("data.child('created_by').val()", auth.uid)),
          ),
        ),
        '.validate': and(
          `(${oneOf('$game', games)})`,
          matches('$code', ROOM_CODE),
          hasChildren('name', 'creator_name', 'created_by', 'private', 'created_at', 'active_at'),
          eq(val(newRoot(roomPaths.codeIndex(anyGame, lowerCode))), '$code'),
          or("newData.child('private').val() === false", `${newRoot(roomPaths.password(anyGame, $.code))}.isString()`),
          // The entry and the room's settings say the same (they are written together and never
          // changed), so a room is public or private in both places (docs/rooms.md).
          eq("newData.child('private').val()", val(newRoot(`${roomContent(anyGame, $.code)}/settings/private`))),
        ),
        ...fields({
          name: once(textLen(1, 40)),
          creator_name: once(textLen(1, 40)),
          created_by: writerOnce,
          private: once(isBoolean),
          created_at: stampedOnce,
          active_at: { '.write': and(signedIn, dataExists, isMember(anyGame)), '.validate': is(now) },
        }),
      },
    },
  };
}

export const codes: RuleNode = {
  $game: {
    $lower: {
      '.read': signedIn,
      '.write': and(signedIn, not(dataExists)),
      '.validate': and(
        isString,
        eq('newData.val().toLowerCase()', '$lower'),
        eq(val(newRoot(roomPaths.lobbyEntry(anyGame, key(newVal)) + '/created_by')), auth.uid),
      ),
    },
  },
};

const after = (p: string) => newRoot(p);

export const members: RuleNode = {
  $game: {
    $code: {
      '.read': and(signedIn, eq(creatorOf(anyGame), auth.uid)),
      $uid: {
        '.read': and(signedIn, isSelf('$uid')),
        '.write': and(signedIn, or(isSelf('$uid'), and(not(newExists), eq(creatorOf(anyGame), auth.uid)))),
        // Joining a private room takes its password, guessed by this uid within the last minute
        // (the creator needs no guess); a public room takes `true`. Public only when the lobby
        // entry and the room's settings both say so, like the signed-out read (isPublicRoom).
        '.validate': and(
          exists(after(lobbyOf())),
          ifElse(
            or(eq(val(after(lobbyOf('private'))), 'true'), ne(val(after(`${roomContent(anyGame, $.code)}/settings/private`)), 'false')),
            and(
              eq(newVal, currentPassword(after)),
              or(
                eq(val(after(lobbyOf('created_by'))), '$uid'),
                and(
                  eq(attempt('game'), '$game'),
                  eq(attempt('code'), '$code'),
                  eq(attempt('password'), newVal),
                  gt(attempt('at'), minus(now, 60000)),
                ),
              ),
            ),
            eq(newVal, 'true'),
          ),
        ),
      },
    },
  },
};

/** A uid's key under presence/: a Firebase uid (at most 128 letters, digits, - or _). */
const UID_KEY = /^[A-Za-z0-9_-]{1,128}$/;
const scopes = Object.keys(AWAY_LIMIT_MS) as (keyof typeof AWAY_LIMIT_MS)[];
/** The away limit of `$game` (lib/rooms/presence.ts); the default for a game not named there. */
const awayLimit = choose(
  scopes.filter((scope) => AWAY_LIMIT_MS[scope] !== DEFAULT_AWAY_LIMIT_MS).map((scope) => [eq('$game', str(scope)), String(AWAY_LIMIT_MS[scope])]),
  String(DEFAULT_AWAY_LIMIT_MS),
);
/**
 * The mark of `$uid` is stale: its phones stopped refreshing last_seen longer ago than the game's
 * away limit by server time, or it has no last_seen at all (a phone of this app writes both).
 */
const seenOfUid = root(roomPaths.lastSeenOf(anyGame, $.code, $.uid));
const staleMark = or(not(`${seenOfUid}.isNumber()`), lt(val(seenOfUid), minus(now, awayLimit)));

export const presence: RuleNode = {
  $game: {
    $code: {
      '.read': and(signedIn, isPresentable(anyGame)),
      $uid: {
        // Only the uid itself removes its marks; anyone present (members; anyone in a quest log)
        // may clear a stale one. Presence decides forfeits and skipped czars (docs/design.md §4).
        '.write': and(signedIn, not(newExists), or(isSelf('$uid'), and(isPresentable(anyGame), staleMark))),
        '.validate': matches('$uid', UID_KEY),
        // One mark per phone, in one of PRESENCE_SLOTS two-character slots (docs/security.md "Floods").
        $connection: {
          '.write': and(signedIn, eq(auth.uid, '$uid'), or(not(newExists), isPresentable(anyGame))),
          '.validate': and(matches('$connection', PRESENCE_SLOT_PATTERN), is('true')),
        },
      },
    },
  },
};

export const lastSeen: RuleNode = {
  $game: {
    $code: {
      '.read': and(signedIn, isPresentable(anyGame)),
      $uid: {
        '.write': and(signedIn, eq(auth.uid, '$uid'), newExists, `(${isPresentable(anyGame)})`),
        '.validate': and('newData.isNumber()', le(newVal, now), gt(newVal, minus(now, 60000))),
      },
    },
  },
};

/**
 * invited/{game}/{code}/{uid}: this uid opened the room by the host's invite link. It holds the
 * secret the link carried, which must equal the stored one (secrets/rooms/…/invite, readable by
 * the creator role only), so only someone given the link can write it; and the uid is a member,
 * or becomes one in the same update. Read by that uid and the creator role; the creator may
 * remove it. A game's rules ask for it with isInvited (rules/common.ts).
 */
export function invited(games: readonly RoomGame[]): RuleNode {
  return {
    $game: {
      $code: {
        '.read': and(signedIn, isCreator(anyGame)),
        $uid: {
          '.read': and(signedIn, isSelf('$uid')),
          '.write': and(signedIn, or(isSelf('$uid'), and(not(newExists), isCreator(anyGame)))),
          '.validate': and(
            `(${oneOf('$game', games)})`,
            isString,
            eq(newVal, val(root(roomPaths.invite(anyGame, $.code)))),
            exists(newRoot(roomPaths.member(anyGame, $.code, $.uid))),
          ),
        },
      },
    },
  };
}

/** A password guess names one of the room games `games`. */
export function roomAttempts(games: readonly RoomGame[]): RuleNode {
  return {
    $uid: {
      '.read': false,
      '.write': and(signedIn, isSelf('$uid'), newExists, throttle(3000)),
      '.validate': and(
        hasChildren('uid', 'game', 'code', 'password', 'at'),
        eq("newData.child('uid').val()", auth.uid),
        eq("newData.child('at').val()", now),
      ),
      ...fields({ uid: is(auth.uid), game: oneOf(newVal, games), code: textMatching(ROOM_CODE), password: textLen(1, 40), at: is(now) }),
    },
  };
}

