// A room's contents, live: by their path in a public room, by the view key in a private one
// (lib/rooms/viewKey.ts). A private room's members may not listen to its path: a listener
// opened there would go on receiving the room after its member was removed, unless the server
// revoked it (docs/security.md "Removed members").
import { equalTo, onValue, orderByChild, query, ref, update, type DataSnapshot, type Database } from 'firebase/database';
import { valueRead, type DbRead } from '@/lib/firebase/read';
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { rotateViewKey, VIEW_KEY_FIELD } from './viewKey';

/** The node holding every room of `game`, which the view-key query runs on. */
function roomsOf(game: RoomGame, code: string): string {
  const path = roomPaths.content(game, code);
  return path.slice(0, path.lastIndexOf('/'));
}

type Stop = () => void;
const nothing: Stop = () => undefined;
/** How long a room that left its key's query (or whose key was refused) waits for a new key. */
const GONE_AFTER_MS = 400;

const keying = new WeakMap<Database, Map<string, Promise<boolean>>>();

/** Gives a private room without a view key one; false when the rules refuse (not its creator role). */
function keyOnce(db: Database, game: RoomGame, code: string): Promise<boolean> {
  const byRoom = keying.get(db) ?? new Map<string, Promise<boolean>>();
  keying.set(db, byRoom);
  const id = `${game}/${code}`;
  let attempt = byRoom.get(id);
  if (!attempt) {
    attempt = update(ref(db), rotateViewKey(game, code)).then(
      () => true,
      () => false,
    );
    byRoom.set(id, attempt);
    // A later refusal (say, the role was handed over) is asked again, not remembered.
    void attempt.then((ok) => (ok ? undefined : byRoom.delete(id)));
  }
  return attempt;
}

/**
 * Listens to a room's contents (or the child `sub` of them): `next` gets a snapshot of that node
 * whenever it changes, `fail` a refusal. A room without a view key (public, or private from
 * before keys) is read by its path; the path is asked for at once beside `view_at`, so a public
 * room waits for no extra round trip. While a private room moves to a new key, the last value
 * stays: the old key's query no longer matches the room, the new one's soon does.
 */
export function listenRoomContent(
  db: Database,
  game: RoomGame,
  code: string,
  next: (snapshot: DataSnapshot) => void,
  fail: (error: unknown) => void,
  sub = '',
): Stop {
  const path = roomPaths.content(game, code);
  let viewAt: string | null | undefined;
  let direct: { snapshot: DataSnapshot } | { error: unknown } | undefined;
  let shown = false;
  // What happens unless a new key comes first: the room shown as gone, or the refusal reported.
  let gone: ReturnType<typeof setTimeout> | undefined;
  let stopKeyed = nothing;
  let stopped = false;

  const emitDirect = () => {
    if (viewAt !== null || !direct) return;
    if ('snapshot' in direct) next(direct.snapshot);
    else {
      // A private room from before view keys: its creator role gives it one now (the view_at
      // listener then follows it); anyone else is refused by the rules, and told so.
      const { error } = direct;
      keyOnce(db, game, code).then((keyed) => {
        if (!keyed && !stopped) fail(error);
      });
    }
  };
  const stopDirect = onValue(
    ref(db, sub ? `${path}/${sub}` : path),
    (snapshot) => {
      direct = { snapshot };
      emitDirect();
    },
    (error) => {
      direct = { error };
      emitDirect();
    },
  );

  const follow = (id: string) => {
    stopKeyed();
    let stopQuery = nothing;
    const stopKey = onValue(
      ref(db, roomPaths.viewKey(game, code, id)),
      (snapshot) => {
        stopQuery();
        const key = snapshot.val();
        if (typeof key !== 'string') return;
        stopQuery = onValue(
          query(ref(db, roomsOf(game, code)), orderByChild(VIEW_KEY_FIELD), equalTo(key)),
          (rooms) => {
            clearTimeout(gone);
            const room = rooms.child(code);
            if (!room.exists() && shown) {
              // The room left this key: it moved to the next one (whose `view_at` comes in the
              // same server update), or it is gone, which shows once no new key came.
              gone = setTimeout(() => next(rooms.child(code)), GONE_AFTER_MS);
              return;
            }
            shown = true;
            next(sub ? room.child(sub) : room);
          },
          fail,
        );
      },
      (error) => {
        // Refused the moment the room moves to the next key (a server that revokes listens sends
        // this before the new `view_at`), or because this visitor is no longer a member.
        clearTimeout(gone);
        gone = setTimeout(() => fail(error), GONE_AFTER_MS);
      },
    );
    stopKeyed = () => {
      stopQuery();
      stopKey();
    };
  };

  const stopViewAt = onValue(
    ref(db, roomPaths.viewAt(game, code)),
    (snapshot) => {
      if (stopped) return;
      const id = snapshot.val();
      const now = typeof id === 'string' ? id : null;
      if (now === viewAt) return;
      viewAt = now;
      // A new key is on its way: what the old one's query or key said no longer counts.
      clearTimeout(gone);
      if (now === null) {
        stopKeyed();
        stopKeyed = nothing;
        emitDirect();
      } else follow(now);
    },
    fail,
  );

  return () => {
    stopped = true;
    clearTimeout(gone);
    stopViewAt();
    stopKeyed();
    stopDirect();
  };
}

/** `path` (the room's contents or a node in them) relative to the contents. */
function within(game: RoomGame, code: string, path: string): string {
  const content = roomPaths.content(game, code);
  if (path === content) return '';
  if (!path.startsWith(`${content}/`)) throw new Error(`${path} is not in the contents of ${game} ${code}`);
  return path.slice(content.length + 1);
}

/**
 * The node `path` of a room's contents (the contents themselves by default) once, the way
 * `listenRoomContent` reads them.
 */
export function getRoomContent(db: Database, game: RoomGame, code: string, path = roomPaths.content(game, code)): Promise<DataSnapshot> {
  const sub = within(game, code, path);
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      settle();
      // The first value may come before `listenRoomContent` has returned its stop.
      queueMicrotask(() => stop());
    };
    const stop = listenRoomContent(
      db,
      game,
      code,
      (snapshot) => finish(() => resolve(snapshot)),
      (error) => finish(() => reject(error)),
      sub,
    );
  });
}

/**
 * `read` (of the node `path` of a room's contents) listened to the way `listenRoomContent` reads
 * a room: by its view key in a private room.
 */
export function readInRoom<T>(game: RoomGame, code: string, path: string, read: DbRead<T>): DbRead<T> {
  const sub = within(game, code, path);
  return { ...read, listen: (db, next, fail) => listenRoomContent(db, game, code, next, fail, sub) };
}

/**
 * A live read (useDbValue) of a room's contents, or of the node `at` in them, mapped. Like
 * valueRead, a second read of the same node with a different mapper must name itself (`as`).
 */
export function roomContentRead<T>(game: RoomGame, code: string, map: (value: unknown) => T, options: { at?: string; as?: string } = {}): DbRead<T> {
  const path = options.at ?? roomPaths.content(game, code);
  return readInRoom(game, code, path, valueRead(path, map, options.as));
}
