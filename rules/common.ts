// The ideas that recur across apps: admins of a scope, members and creators of a room, rate
// nodes and attempt throttles. Paths come from lib/firebase/paths.ts and the rate tables (lib/firebase/rate.ts).
import { paths, roomPaths, type PresenceScope, type RoomGame } from '../lib/firebase/paths';
import type { Rates } from '../lib/firebase/rate';
import { NO_CREATOR } from '../lib/rooms/roles';
import { VIEW_KEY_FIELD, VIEW_KEY_PATTERN } from '../lib/rooms/viewKey';
import * as r from './dsl';

const $code = r.wild('code');
const $uid = r.wild('uid');
const $game = r.wild('game');

/** Placeholders for the wildcards and the visitor, to pass to the path builders. */
export const $ = {
  code: r.key($code),
  uid: r.key($uid),
  game: r.key<RoomGame>($game),
  me: r.key(r.auth.uid),
};

// ---------------------------------------------------------------------------------------------
// Admin codes (docs/design.md §4): admin of a scope = the proven code equals the owner's secret.

export function isAdmin(scope: string): r.Expr {
  const secret = r.root(paths.adminSecret(scope));
  return r.and(r.signedIn, r.exists(secret), r.eq(r.val(r.root(paths.admin(scope, $.me))), r.val(secret)));
}
export const isSiteAdmin = isAdmin('site');

/** One write per `ms` per uid: the node's previous `at` is at least that old. */
export function throttle(ms: r.Expr | number): r.Expr {
  return r.or(r.not(r.exists(r.child(r.data, 'at'))), r.le(r.oldChildVal('at'), r.minus(r.now, ms)));
}

// ---------------------------------------------------------------------------------------------
// Rate nodes (lib/firebase/rate.ts): a creation names itself in the writer's rate node, written
// in the same update.

/**
 * The writer's rate node of `kind` (one of `rates`' kinds: the table its app declares,
 * features/<app>/rates.ts), in the same update, names `what` and is stamped now.
 */
export function rateNamed<K extends string>(rates: Rates<K>, kind: NoInfer<K>, what: r.Expr): r.Expr {
  const node = rates.path(kind, $.me);
  return r.and(r.eq(r.val(r.newRoot(`${node}/key`)), what), r.eq(r.val(r.newRoot(`${node}/at`)), r.now));
}

/** Like rateNamed, or the stored rate node already names it (a second write of one creation). */
export function rateNamedOrStored<K extends string>(rates: Rates<K>, kind: NoInfer<K>, what: r.Expr): r.Expr {
  const node = rates.path(kind, $.me);
  return r.or(
    r.eq(r.val(r.root(`${node}/key`)), what),
    r.and(r.eq(r.val(r.newRoot(`${node}/key`)), what), r.eq(r.val(r.newRoot(`${node}/at`)), r.now)),
  );
}

// ---------------------------------------------------------------------------------------------
// Rooms (lib/rooms/): membership, the creator role, presence.

/** The room's content node as a path, for a fixed game or for the `$game` wildcard. */
export function roomContent(game: RoomGame, code: string): string {
  if (game === $.game) return r.key(r.ifElse(r.eq($game, r.str('cah')), r.str('cah/games/'), r.plus($game, r.str('/')))) + code;
  return roomPaths.content(game, code);
}

/**
 * A public room, readable signed out: both the room's settings and its lobby entry say
 * `private: false`, so a room made private (either place) is never served to strangers.
 */
export function isPublicRoom(game: RoomGame, code = $.code): r.Expr {
  return r.and(
    r.eq(r.val(r.root(`${roomContent(game, code)}/settings/private`)), 'false'),
    r.eq(r.val(r.root(`${roomPaths.lobbyEntry(game, code)}/private`)), 'false'),
  );
}

/**
 * Members, and anyone in a public room: for a node that never changes once it is readable (a
 * revealed deck text). A room's contents are read by their path only in a public room
 * (mayReadRoomByPath); a private room's members read them by its view key (keyedRoomsRead).
 */
export function mayReadRoom(game: RoomGame, code = $.code): r.Expr {
  return r.or(r.and(r.signedIn, isMember(game, code)), isPublicRoom(game, code));
}

/**
 * A room's contents by their path: anyone while the room is public in the lobby, and its members
 * while it is not private (after it has left the lobby, and once it is gone: a room never turns
 * private). Never a private room's: a listener opened there would go on receiving it after a
 * removal (docs/security.md "Removed members").
 */
export function mayReadRoomByPath(game: RoomGame, code = $.code): r.Expr {
  return r.or(isPublicRoom(game, code), r.and(r.signedIn, isMember(game, code), r.ne(r.val(r.root(`${roomContent(game, code)}/settings/private`)), 'true')));
}

/**
 * A room's contents read by its view key (lib/rooms/viewKey.ts): a query on the game's node of
 * rooms, ordered by `k` and limited to one key, returns only the room whose `k` is that key. A
 * member learns the key in force from `secrets/rooms/…/views/{id}`; removing a member moves the
 * room to a new key, so their listener stops matching it (docs/security.md "Removed members").
 */
export const keyedRoomsRead: r.RuleNode = {
  '.read': r.and(r.signedIn, r.eq(r.query.orderByChild, r.str(VIEW_KEY_FIELD)), r.matches(r.query.equalTo, VIEW_KEY_PATTERN)),
  '.indexOn': [VIEW_KEY_FIELD],
};

/**
 * The contents' `k`: the view key in force (`view_at` names it, in the same update), in a private
 * room only. Written with the contents at creation, and moved by the creator role.
 */
export function viewKeyField(game: RoomGame): r.RuleNode {
  const at = r.val(r.newRoot(roomPaths.viewAt(game, $.code)));
  return {
    [VIEW_KEY_FIELD]: {
      '.write': r.and(r.signedIn, r.newExists, isCreator(game)),
      '.validate': r.and(
        r.eq(r.val(r.newRoot(`${roomContent(game, $.code)}/settings/private`)), 'true'),
        r.eq(r.newVal, r.val(r.newRoot(roomPaths.viewKey(game, $.code, r.key(at))))),
      ),
    },
  };
}

export function isMember(game: RoomGame, code = $.code): r.Expr {
  return r.exists(r.root(roomPaths.member(game, code, $.me)));
}

/**
 * The visitor opened the room by the host's invite link: invited/{game}/{code}/{uid} exists, and
 * the rules let it be written only with the room's invite secret (rules/rooms.ts `invited`).
 */
export function isInvited(game: RoomGame, code = $.code): r.Expr {
  return r.exists(r.root(roomPaths.invited(game, code, $.me)));
}

export function creatorOf(game: RoomGame, code = $.code): r.Expr {
  return r.val(r.root(`${roomContent(game, code)}/settings/created_by`));
}

/** The visitor holds the room's creator role. */
export function isCreator(game: RoomGame, code = $.code): r.Expr {
  return r.eq(creatorOf(game, code), r.auth.uid);
}

/** A member, or (for a quest log, which has no members) anyone while the log exists. */
export function isPresentable(scope: RoomGame, code = $.code): r.Expr {
  return r.or(isMember(scope, code), r.and(r.eq($game, r.str('questlog')), r.exists(r.root(roomPaths.settings('questlog', code)))));
}

/**
 * The creator role may be taken over (rooms and quest logs): at once when it is vacant (a
 * migrated room or log whose creator was never recorded, NO_CREATOR: docs/deploy.md), by
 * invitation within 10 minutes of a handover, or when the creator has been away for 5 minutes
 * (no presence, last seen long ago, or never seen and the room/log is that old).
 */
export function mayTakeOver(scope: PresenceScope, code: string, settings: string, createdAt: string): r.Expr {
  const handover = r.root(`${settings}/handover_at`);
  const creator = r.key(r.val(r.data));
  const lastSeen = r.root(roomPaths.lastSeenOf(scope, code, creator));
  const created = r.root(createdAt);
  return r.or(
    r.eq(r.val(r.data), r.str(NO_CREATOR)),
    r.and(r.isNumberAt(handover), r.gt(r.val(handover), r.minus(r.now, 600000))),
    r.and(
      r.not(r.exists(r.root(`${roomPaths.presence(scope, code)}/${creator}`))),
      r.ifElse(
        r.isNumberAt(lastSeen),
        r.lt(r.val(lastSeen), r.minus(r.now, 300000)),
        r.and(r.isNumberAt(created), r.lt(r.val(created), r.minus(r.now, 300000))),
      ),
    ),
  );
}

/** The room node itself: created once, by the lobby entry's creator, who is already a member. */
export function createdWithLobby(game: RoomGame): r.Expr {
  return r.and(
    r.signedIn,
    r.not(r.dataExists),
    r.eq(r.val(r.newRoot(`${roomPaths.lobbyEntry(game, $.code)}/created_by`)), r.auth.uid),
    r.exists(r.newRoot(roomPaths.member(game, $.code, $.me))),
  );
}

