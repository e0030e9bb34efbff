// The ideas that recur across apps: admins of a scope, members and creators of a room, rate
// nodes and attempt throttles. Paths come from lib/firebase/paths.ts and lib/firebase/rate.ts.
import { paths, roomPaths, type PresenceScope, type RoomGame } from '../lib/firebase/paths';
import { ratePath, type RateKind } from '../lib/firebase/rate';
import { NO_CREATOR } from '../lib/rooms/roles';
import {
  and,
  auth,
  dataExists,
  eq,
  exists,
  gt,
  ifElse,
  key,
  le,
  minus,
  newRoot,
  not,
  now,
  or,
  plus,
  root,
  signedIn,
  str,
  val,
  type Expr,
} from './dsl';

/** Placeholders for the wildcards and the visitor, to pass to the path builders. */
export const $ = {
  code: key('$code'),
  uid: key('$uid'),
  game: key('$game') as RoomGame,
  me: key(auth.uid),
};

// ---------------------------------------------------------------------------------------------
// Admin codes (docs/design.md §4): admin of a scope = the proven code equals the owner's secret.

export function isAdmin(scope: string): Expr {
  const secret = root(paths.adminSecret(scope));
  return and(signedIn, exists(secret), eq(val(root(paths.admin(scope, $.me))), val(secret)));
}
export const isSiteAdmin = isAdmin('site');

/** One write per `ms` per uid: the node's previous `at` is at least that old. */
export function throttle(ms: Expr | number): Expr {
  return or(not("data.child('at').exists()"), le("data.child('at').val()", minus(now, ms)));
}

// ---------------------------------------------------------------------------------------------
// Rate nodes (lib/firebase/rate.ts): a creation names itself in the writer's rate node, written
// in the same update.

function rateNode(kind: string): string {
  return ratePath(kind as RateKind, $.me);
}

/** The writer's rate node of `kind`, in the same update, names `what` and is stamped now. */
export function rateNamed(kind: string, what: Expr): Expr {
  return and(eq(val(newRoot(`${rateNode(kind)}/key`)), what), eq(val(newRoot(`${rateNode(kind)}/at`)), now));
}

/** Like rateNamed, or the stored rate node already names it (a second write of one creation). */
export function rateNamedOrStored(kind: string, what: Expr): Expr {
  return or(
    eq(val(root(`${rateNode(kind)}/key`)), what),
    and(eq(val(newRoot(`${rateNode(kind)}/key`)), what), eq(val(newRoot(`${rateNode(kind)}/at`)), now)),
  );
}

// ---------------------------------------------------------------------------------------------
// Rooms (lib/rooms/): membership, the creator role, presence.

/** The room's content node as a path, for a fixed game or for the `$game` wildcard. */
export function roomContent(game: RoomGame, code: string): string {
  if (game === $.game) return key(ifElse(eq('$game', str('cah')), str('cah/games/'), plus('$game', str('/')))) + code;
  return roomPaths.content(game, code);
}

/**
 * A public room, readable signed out: both the room's settings and its lobby entry say
 * `private: false`, so a room made private (either place) is never served to strangers.
 */
export function isPublicRoom(game: RoomGame, code = $.code): Expr {
  return and(
    eq(val(root(`${roomContent(game, code)}/settings/private`)), 'false'),
    eq(val(root(`${roomPaths.lobbyEntry(game, code)}/private`)), 'false'),
  );
}

/** Members read the room; anyone, signed in or not, reads a public one. */
export function mayReadRoom(game: RoomGame, code = $.code): Expr {
  return or(and(signedIn, isMember(game, code)), isPublicRoom(game, code));
}

export function isMember(game: RoomGame, code = $.code): Expr {
  return exists(root(roomPaths.member(game, code, $.me)));
}

/**
 * The visitor opened the room by the host's invite link: invited/{game}/{code}/{uid} exists, and
 * the rules let it be written only with the room's invite secret (rules/rooms.ts `invited`).
 */
export function isInvited(game: RoomGame, code = $.code): Expr {
  return exists(root(roomPaths.invited(game, code, $.me)));
}

export function creatorOf(game: RoomGame, code = $.code): Expr {
  return val(root(`${roomContent(game, code)}/settings/created_by`));
}

/** The visitor holds the room's creator role. */
export function isCreator(game: RoomGame, code = $.code): Expr {
  return eq(creatorOf(game, code), auth.uid);
}

/** A member, or (for a quest log, which has no members) anyone while the log exists. */
export function isPresentable(scope: PresenceScope | RoomGame, code = $.code): Expr {
  return or(isMember(scope as RoomGame, code), and(eq('$game', str('questlog')), exists(root(roomPaths.settings('questlog', code)))));
}

/**
 * The creator role may be taken over (rooms and quest logs): at once when it is vacant (a
 * migrated room or log whose creator was never recorded, NO_CREATOR: docs/deploy.md), by
 * invitation within 10 minutes of a handover, or when the creator has been away for 5 minutes
 * (no presence, last seen long ago, or never seen and the room/log is that old).
 */
export function mayTakeOver(scope: PresenceScope, code: string, settings: string, createdAt: string): Expr {
  const handover = root(`${settings}/handover_at`);
  const creator = key(val('data'));
  const lastSeen = root(roomPaths.lastSeenOf(scope, code, creator));
  const created = root(createdAt);
  return or(
    eq(val('data'), str(NO_CREATOR)),
    and(`${handover}.isNumber()`, gt(val(handover), minus(now, 600000))),
    and(
      not(exists(root(`${roomPaths.presence(scope, code)}/${creator}`))),
      ifElse(
        `${lastSeen}.isNumber()`,
        `${val(lastSeen)} < ${minus(now, 300000)}`,
        and(`${created}.isNumber()`, `${val(created)} < ${minus(now, 300000)}`),
      ),
    ),
  );
}

/** The room node itself: created once, by the lobby entry's creator, who is already a member. */
export function createdWithLobby(game: RoomGame): Expr {
  return and(
    signedIn,
    not(dataExists),
    eq(`${newRoot(`${roomPaths.lobbyEntry(game, $.code)}/created_by`)}.val()`, auth.uid),
    `${newRoot(roomPaths.member(game, $.code, $.me))}.exists()`,
  );
}

