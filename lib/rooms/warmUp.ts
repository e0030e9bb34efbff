// What a public room's live screen asks for first, asked for the moment sign-in is done instead of
// once the screen's chunks have run (docs/rooms.md, "How a room page loads", step 5). Kept apart
// from lib/rooms/data.ts so that the chunk a room page fetches for it is the SDK it already has
// and a few lines.
import { onValue, ref, set, type Database } from 'firebase/database';
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';

const ignore = () => undefined;

/** Where this page's own early join of a room stands (`warmUpPublicRoom`). */
export type EarlyJoin = 'pending' | 'done' | 'refused';
const earlyJoins = new Map<string, EarlyJoin>();
const earlyJoinListeners = new Set<() => void>();
const earlyJoinKey = (game: RoomGame, code: string, uid: string) => `${game}/${code}/${uid}`;

function setEarlyJoin(key: string, state: EarlyJoin) {
  earlyJoins.set(key, state);
  earlyJoinListeners.forEach((listener) => listener());
}

/**
 * The state of this page's early join of `code` for `uid`, if it made one. While it is pending
 * the SDK already shows the membership it asked for; `RoomGate` must not take that for a
 * membership the server granted, or a refusal (a room closed since the signed-out read) would
 * look like a removal.
 */
export function earlyJoinState(game: RoomGame, code: string, uid: string): EarlyJoin | undefined {
  return earlyJoins.get(earlyJoinKey(game, code, uid));
}

/** Calls `listener` whenever an early join changes state; returns the unsubscribe function. */
export function onEarlyJoins(listener: () => void): () => void {
  earlyJoinListeners.add(listener);
  return () => earlyJoinListeners.delete(listener);
}

/**
 * Listens to a public room's contents while this visitor is still joining it: anyone may read
 * them, so the screen that mounts once the join is through finds them on this phone already
 * instead of asking after the join (a round trip off a first visit). Its own listeners on the same
 * nodes share the ones the SDK holds: the contents and `view_at`, which the screen's read asks
 * first whether the room is read by a view key (lib/rooms/roomContent.ts). Returns the stop function.
 */
export function listenAhead(db: Database, game: RoomGame, code: string): () => void {
  const stops = [roomPaths.content(game, code), roomPaths.viewAt(game, code)].map((path) => onValue(ref(db, path), ignore, ignore));
  return () => stops.forEach((stop) => stop());
}

/**
 * Listens to the visitor's membership, the lobby entry and the room's contents, and joins: a
 * public room takes `true` from anyone signed in, which is what `RoomGate` writes on mounting.
 * The screen's own listeners then share the SDK's and find the values on the phone. Called only
 * for a room the signed-out snapshot read (so public then); were it private by now, the rules
 * refuse the join and `RoomGate` shows its wall as before; were it closed (out of the lobby), they
 * refuse it too and `RoomGate` says the room is not found (`earlyJoinState`). Returns the stop
 * function.
 */
export function warmUpPublicRoom(db: Database, game: RoomGame, code: string, uid: string): () => void {
  const stops = [roomPaths.member(game, code, uid), roomPaths.lobbyEntry(game, code)].map((path) => onValue(ref(db, path), ignore, ignore));
  stops.push(listenAhead(db, game, code));
  const key = earlyJoinKey(game, code, uid);
  setEarlyJoin(key, 'pending');
  set(ref(db, roomPaths.member(game, code, uid)), true).then(
    () => setEarlyJoin(key, 'done'),
    () => setEarlyJoin(key, 'refused'),
  );
  return () => stops.forEach((stop) => stop());
}
