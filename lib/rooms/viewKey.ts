// A private room's view key (docs/security.md "Removed members"). Members read a private room's
// contents only through a query for rooms whose `k` equals the key in force, never by the room's
// path. Removing a member moves the room to a new key in the same update, so a listener the
// removed phone opened stops matching the room: what is written afterwards never reaches it,
// whether or not the server revokes that listener. The key is under `views/{id}` (an id used
// once, readable only while `view_at` names it), so no listen the removed member could have
// opened ever covers the new one.
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { INVITE_SECRET_PATTERN, newInviteSecret } from './invite';

/** The contents' child holding the key in force, which the members' query filters on. */
export const VIEW_KEY_FIELD = 'k';
/** What the rules accept as a view key or its id: 24 URL-safe symbols from crypto (144 bits). */
export const VIEW_KEY_PATTERN = INVITE_SECRET_PATTERN;

export type ViewKey = { id: string; key: string };

export function newViewKey(): ViewKey {
  return { id: newInviteSecret(), key: newInviteSecret() };
}

/** The secrets a room's new view key takes (creation, and with `rotateViewKey`). */
export function viewKeySecrets(game: RoomGame, code: string, view: ViewKey): Record<string, string> {
  return { [roomPaths.viewAt(game, code)]: view.id, [roomPaths.viewKey(game, code, view.id)]: view.key };
}

/**
 * The changes that move a private room to a fresh view key, for the creator role's update that
 * removes a member (or members): with it, that update leaves no listener of theirs on the room.
 */
export function rotateViewKey(game: RoomGame, code: string, view: ViewKey = newViewKey()): Record<string, string> {
  return { ...viewKeySecrets(game, code, view), [`${roomPaths.content(game, code)}/${VIEW_KEY_FIELD}`]: view.key };
}
