// Rooms shared by the room games (a manifest's `room`; today proost, cah and battleshots; lib/rooms/): the lobby listing, the code index,
// the password, the members, presence and last-seen marks, and password attempts.
import { roomPaths, type RoomGame } from '../lib/firebase/paths';
import { AWAY_LIMIT_MS, DEFAULT_AWAY_LIMIT_MS, PRESENCE_SLOT_PATTERN } from '../lib/rooms/presence';
import { INVITE_SECRET_PATTERN } from '../lib/rooms/invite';
import { VIEW_KEY_PATTERN } from '../lib/rooms/viewKey';
import { roomRates } from '../lib/rooms/rates';
import { $, creatorOf, isCreator, isMember, isPresentable, rateNamed, roomContent, throttle } from './common';
import * as r from './dsl';

const $epoch = r.wild('epoch');
const $game = r.wild('game');
const $code = r.wild('code');
const $lower = r.wild('lower');
const $uid = r.wild('uid');
const $connection = r.wild('connection');

const ROOM_CODE = /^[A-Za-z0-9]{5}$/;
/** lib/rooms/invite.ts INVITE_SECRET_PATTERN: 24 URL-safe characters from crypto. */
const INVITE_SECRET = INVITE_SECRET_PATTERN;
const anyGame = $.game;
const lobbyOf = (field?: string) => (field ? `${roomPaths.lobbyEntry(anyGame, $.code)}/${field}` : roomPaths.lobbyEntry(anyGame, $.code));
const lowerCode = r.key(r.toLowerCase($code));
/** A visitor's last password guess (room_attempts/{uid}), the field given. */
const attempt = (field: string) => r.val(r.root(`${roomPaths.passwordAttempt($.me)}/${field}`));

const $view = r.wild('view');
/** This update creates the room: its lobby entry is new, and names the writer as creator. */
const creatingRoom = r.and(r.not(r.exists(r.root(lobbyOf()))), r.eq(r.val(r.newRoot(lobbyOf('created_by'))), r.auth.uid));
const viewAtPath = roomPaths.viewAt(anyGame, $.code);
const viewUnder = (id: string) => roomPaths.viewKey(anyGame, $.code, r.key(id));

const epochPath = roomPaths.passwordEpoch(anyGame, $.code);
const passwordUnder = (epoch: string) => roomPaths.passwordOf(anyGame, $.code, r.key(epoch));

/**
 * The password in force, in the state `at` shows (`root` before a write, `newRoot` after it):
 * the one the last change put under `epoch`, or, before any change, the one set at creation.
 */
function currentPassword(at: (p: string) => string): string {
  return r.ifElse(r.exists(at(epochPath)), r.val(at(passwordUnder(r.val(at(epochPath))))), r.val(at(roomPaths.password(anyGame, $.code))));
}

// A change of password never rewrites a node a member could read: it goes to a fresh key under
// `passwords` and `epoch` names it. A member removed with a listener still open on the old
// password's node therefore never receives the new one, whether or not the server revokes that
// listener (docs/security.md "Removed members").
export const roomSecrets: r.RuleNode = {
  $game: {
    $code: {
      password: {
        // Until the first change; afterwards only the node `epoch` names is read.
        '.read': r.and(r.signedIn, isMember(anyGame), r.not(r.exists(r.root(epochPath)))),
        // Set at creation by the lobby entry's creator, and never rewritten.
        '.write': r.and(r.signedIn, r.not(r.dataExists), r.not(r.exists(r.root(lobbyOf()))), r.eq(r.val(r.newRoot(lobbyOf('created_by'))), r.auth.uid)),
        '.validate': r.and(r.textLen(1, 40), r.eq(r.val(r.newRoot(lobbyOf('private'))), 'true')),
      },
      epoch: {
        '.read': r.and(r.signedIn, isMember(anyGame)),
        // The creator role moves it to a key never used before, written in the same update.
        '.write': r.and(r.signedIn, r.newExists, isCreator(anyGame), r.exists(r.root(roomPaths.password(anyGame, $.code)))),
        '.validate': r.and(
          r.isString,
          r.matches(r.newVal, /^[-_A-Za-z0-9]{1,40}$/),
          r.not(r.exists(r.root(passwordUnder(r.newVal)))),
          r.isStringAt(r.newRoot(passwordUnder(r.newVal))),
        ),
      },
      // The host's invite secret (docs/rooms.md "Invites"): written once, in the creation update,
      // and read only by the creator role, whose invite link carries it in the fragment.
      invite: {
        '.read': r.and(r.signedIn, isCreator(anyGame)),
        '.write': r.and(r.signedIn, r.not(r.dataExists), r.not(r.exists(r.root(lobbyOf()))), r.eq(r.val(r.newRoot(lobbyOf('created_by'))), r.auth.uid)),
        '.validate': r.textMatching(INVITE_SECRET),
      },
      // A private room's view key (lib/rooms/viewKey.ts): the same reasoning as `passwords`, for
      // the contents. `view_at` is only an id; the key under it is readable while it is in force.
      view_at: {
        '.read': r.signedIn,
        '.write': r.and(r.signedIn, r.newExists, r.or(isCreator(anyGame), creatingRoom)),
        '.validate': r.and(
          r.textMatching(VIEW_KEY_PATTERN),
          r.eq(r.val(r.newRoot(`${roomContent(anyGame, $.code)}/settings/private`)), 'true'),
          r.not(r.exists(r.root(viewUnder(r.newVal)))),
          r.isStringAt(r.newRoot(viewUnder(r.newVal))),
        ),
      },
      views: {
        $view: {
          '.read': r.and(r.signedIn, isMember(anyGame), r.eq(r.val(r.root(viewAtPath)), $view)),
          '.write': r.and(r.signedIn, r.not(r.dataExists), r.or(isCreator(anyGame), creatingRoom), r.eq(r.val(r.newRoot(viewAtPath)), $view)),
          '.validate': r.textMatching(VIEW_KEY_PATTERN),
        },
      },
      passwords: {
        $epoch: {
          // Only the one in force; one named later is refused when the listen starts.
          '.read': r.and(r.signedIn, isMember(anyGame), r.eq(r.val(r.root(epochPath)), $epoch)),
          '.write': r.and(r.signedIn, r.not(r.dataExists), isCreator(anyGame), r.eq(r.val(r.newRoot(epochPath)), $epoch)),
          '.validate': r.textLen(1, 40),
        },
      },
      ...r.closed,
    },
  },
};

const once = (check: string) => r.and(check, r.unchanged);

/** The lobby of the room games `games` (the registry's, rules/index.ts): any other `$game` is refused. */
export function lobby(games: readonly RoomGame[]): r.RuleNode {
  return {
    $game: {
      '.read': r.and(r.signedIn, r.oneOf($game, games)),
      '.indexOn': ['active_at'],
      $code: {
        // A public room's own entry reads signed out (the first paint's creator name, docs/rooms.md);
        // private in the lobby and in the room's settings both say so.
        '.read': r.and(
          r.oneOf($game, games),
          r.eq(r.oldChildVal('private'), 'false'),
          r.eq(r.val(r.root(`${roomContent(anyGame, $.code)}/settings/private`)), 'false'),
        ),
        // Created (with its code index, one per rate interval) or closed by its creator.
        '.write': r.and(
          r.signedIn,
          r.or(
            r.and(
              r.not(r.dataExists),
              r.eq(r.newChildVal('created_by'), r.auth.uid),
              r.not(r.exists(r.root(roomPaths.codeIndex(anyGame, lowerCode)))),
              r.not(r.exists(r.root(roomContent(anyGame, $.code)))),
              rateNamed(roomRates, 'lobby', r.plus(r.plus($game, r.str('/')), $code)),
            ),
            r.and(r.isDelete, r.eq(r.oldChildVal('created_by'), r.auth.uid)),
          ),
        ),
        ...r.record({
          name: once(r.textLen(1, 40)),
          creator_name: once(r.textLen(1, 40)),
          created_by: r.writerOnce,
          private: once(r.isBoolean),
          created_at: r.stampedOnce,
          active_at: { '.write': r.and(r.signedIn, r.dataExists, isMember(anyGame)), '.validate': r.is(r.now) },
        },
        {
          before: [r.oneOf($game, games), r.matches($code, ROOM_CODE)],
          after: [
            r.eq(r.val(r.newRoot(roomPaths.codeIndex(anyGame, lowerCode))), $code),
            r.or(r.eq(r.newChildVal('private'), 'false'), r.isStringAt(r.newRoot(roomPaths.password(anyGame, $.code)))),
            r.eq(r.newChildVal('private'), r.val(r.newRoot(`${roomContent(anyGame, $.code)}/settings/private`))),
          ],
        },
        ),
      },
    },
  };
}

export const codes: r.RuleNode = {
  $game: {
    $lower: {
      '.read': r.signedIn,
      '.write': r.and(r.signedIn, r.not(r.dataExists)),
      '.validate': r.and(
        r.isString,
        r.eq(r.toLowerCase(r.newVal), $lower),
        r.eq(r.val(r.newRoot(roomPaths.lobbyEntry(anyGame, r.key(r.newVal)) + '/created_by')), r.auth.uid),
      ),
    },
  },
};

const after = (p: string) => r.newRoot(p);

export const members: r.RuleNode = {
  $game: {
    $code: {
      '.read': r.and(r.signedIn, r.eq(creatorOf(anyGame), r.auth.uid)),
      $uid: {
        '.read': r.and(r.signedIn, r.isSelf($uid)),
        '.write': r.and(r.signedIn, r.or(r.isSelf($uid), r.and(r.not(r.newExists), r.eq(creatorOf(anyGame), r.auth.uid)))),
        // Joining a private room takes its password, guessed by this uid within the last minute
        // (the creator needs no guess); a public room takes `true`. Public only when the lobby
        // entry and the room's settings both say so, like the signed-out read (isPublicRoom).
        '.validate': r.and(
          r.exists(after(lobbyOf())),
          r.ifElse(
            r.or(r.eq(r.val(after(lobbyOf('private'))), 'true'), r.ne(r.val(after(`${roomContent(anyGame, $.code)}/settings/private`)), 'false')),
            r.and(
              r.eq(r.newVal, currentPassword(after)),
              r.or(
                r.eq(r.val(after(lobbyOf('created_by'))), $uid),
                r.and(
                  r.eq(attempt('game'), $game),
                  r.eq(attempt('code'), $code),
                  r.eq(attempt('password'), r.newVal),
                  r.gt(attempt('at'), r.minus(r.now, 60000)),
                ),
              ),
            ),
            r.eq(r.newVal, 'true'),
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
const awayLimit = r.choose(
  scopes.filter((scope) => AWAY_LIMIT_MS[scope] !== DEFAULT_AWAY_LIMIT_MS).map((scope) => [r.eq($game, r.str(scope)), String(AWAY_LIMIT_MS[scope])]),
  String(DEFAULT_AWAY_LIMIT_MS),
);
/**
 * The mark of `$uid` is stale: its phones stopped refreshing last_seen longer ago than the game's
 * away limit by server time, or it has no last_seen at all (a phone of this app writes both).
 */
const seenOfUid = r.root(roomPaths.lastSeenOf(anyGame, $.code, $.uid));
const staleMark = r.or(r.not(r.isNumberAt(seenOfUid)), r.lt(r.val(seenOfUid), r.minus(r.now, awayLimit)));

export const presence: r.RuleNode = {
  $game: {
    $code: {
      '.read': r.and(r.signedIn, isPresentable(anyGame)),
      $uid: {
        // Only the uid itself removes its marks; anyone present (members; anyone in a quest log)
        // may clear a stale one. Presence decides forfeits and skipped czars (docs/design.md §4).
        '.write': r.and(r.signedIn, r.not(r.newExists), r.or(r.isSelf($uid), r.and(isPresentable(anyGame), staleMark))),
        '.validate': r.matches($uid, UID_KEY),
        // One mark per phone, in one of PRESENCE_SLOTS two-character slots (docs/security.md "Floods").
        $connection: {
          '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), r.or(r.not(r.newExists), isPresentable(anyGame))),
          '.validate': r.and(r.matches($connection, PRESENCE_SLOT_PATTERN), r.is('true')),
        },
      },
    },
  },
};

export const lastSeen: r.RuleNode = {
  $game: {
    $code: {
      '.read': r.and(r.signedIn, isPresentable(anyGame)),
      $uid: {
        '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), r.newExists, isPresentable(anyGame)),
        '.validate': r.and(r.isNumber, r.le(r.newVal, r.now), r.gt(r.newVal, r.minus(r.now, 60000))),
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
export function invited(games: readonly RoomGame[]): r.RuleNode {
  return {
    $game: {
      $code: {
        '.read': r.and(r.signedIn, isCreator(anyGame)),
        $uid: {
          '.read': r.and(r.signedIn, r.isSelf($uid)),
          '.write': r.and(r.signedIn, r.or(r.isSelf($uid), r.and(r.not(r.newExists), isCreator(anyGame)))),
          '.validate': r.and(
            r.oneOf($game, games),
            r.isString,
            r.eq(r.newVal, r.val(r.root(roomPaths.invite(anyGame, $.code)))),
            r.exists(r.newRoot(roomPaths.member(anyGame, $.code, $.uid))),
          ),
        },
      },
    },
  };
}

/** A password guess names one of the room games `games`. */
export function roomAttempts(games: readonly RoomGame[]): r.RuleNode {
  return {
    $uid: {
      '.read': false,
      '.write': r.and(r.signedIn, r.isSelf($uid), r.newExists, throttle(3000)),
      ...r.record(
        {
          uid: r.is(r.auth.uid),
          game: r.oneOf(r.newVal, games),
          code: r.textMatching(ROOM_CODE),
          password: r.textLen(1, 40),
          at: r.is(r.now),
        },
        {
          after: [r.eq(r.newChildVal('uid'), r.auth.uid), r.eq(r.newChildVal('at'), r.now)],
        },
        ),
    },
  };
}

