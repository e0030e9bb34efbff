// Rules tests in a line or two: SDK clients against localdb with the real database.rules.json.
//
//   const db = setupRulesDb('settings', { seed: { settings: { announcement: 'Hei' } } });
//   it('a stranger may read settings', () => expectAllowed(read(db.as('stranger'), 'settings')));
//   it('nobody signed out may', () => expectDenied(read(db.signedOut, 'settings')));
//   it('no client writes settings', () => expectDenied(write(db.as('admin'), 'settings/x', 1)));
//
// Roles are only uids: what makes "member" a member or "creator" the creator is what the test
// seeds as owner (`db.seed`) or writes as that user. Every test file gets its own namespace;
// Jest runs tests in random order, so a test that writes uses keys of its own (a room code of its
// own) or seeds what it needs itself.
import path from 'node:path';
import { get, push, ref, remove as sdkRemove, serverTimestamp, set, update } from 'firebase/database';
import {
  closeClients,
  connectClients,
  readAsOwner,
  seed,
  startTestDb,
  uniqueNamespace,
  type TestClient,
} from '@/localdb/testing';
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { newViewKey, VIEW_KEY_FIELD, viewKeySecrets } from '@/lib/rooms/viewKey';

// RULES_FILE=… runs the tests against other rules (e.g. an older version, to see an attack test
// fail before its fix).
export const RULES_FILE = process.env.RULES_FILE ?? path.join(__dirname, '..', '..', 'database.rules.json');

/** A localdb with the portal's real rules and a namespace of its own for one test file. */
export async function startRulesDb(prefix: string) {
  const server = await startTestDb({ rulesFile: RULES_FILE });
  return { server, ns: uniqueNamespace(prefix) };
}

/** The uids every rules database signs in; name others in `users`. */
export const DEFAULT_USERS = ['stranger', 'member', 'creator', 'admin'] as const;

export type RulesDbOptions = {
  /** Further uids to sign in, besides DEFAULT_USERS. */
  users?: string[];
  /** Written as owner (rules bypassed) before the first test: `{ 'path/to/node': value }`. */
  seed?: Record<string, unknown>;
  /** false: sign in only `users` (component tests name the uids their screens play). */
  defaultUsers?: boolean;
  /** false: no signed-out client (`signedOut` then throws). */
  signedOut?: boolean;
};

export type RulesDb = {
  /** A client that is not signed in. */
  readonly signedOut: TestClient;
  /** The client signed in as `uid` (one of DEFAULT_USERS or `options.users`). */
  as(uid: string): TestClient;
  /** Writes as owner, rules bypassed: the state a test starts from. */
  seed(path: string, value: unknown): Promise<void>;
  /** Reads as owner, rules bypassed: what a write really stored. */
  readAsOwner(path: string): Promise<unknown>;
  readonly ns: string;
};

/**
 * Starts a rules database for the enclosing describe block (or file): beforeAll connects the
 * clients and seeds, afterAll closes everything.
 */
export function setupRulesDb(prefix: string, options: RulesDbOptions = {}): RulesDb {
  let ctx: Awaited<ReturnType<typeof startRulesDb>> | null = null;
  let anonymous: TestClient | null = null;
  const users = new Map<string, TestClient>();
  const uids = [...new Set([...(options.defaultUsers === false ? [] : DEFAULT_USERS), ...(options.users ?? [])])];

  beforeAll(async () => {
    ctx = await startRulesDb(prefix);
    if (options.signedOut !== false) [anonymous] = await connectClients(ctx.server, ctx.ns, 1);
    const clients = await connectClients(ctx.server, ctx.ns, uids.length, { uids });
    clients.forEach((client, i) => users.set(uids[i], client));
    for (const [p, value] of Object.entries(options.seed ?? {})) await seed(ctx.server, ctx.ns, p, value);
  });

  afterAll(async () => {
    await closeClients([...(anonymous ? [anonymous] : []), ...users.values()]);
    await ctx?.server.close();
  });

  const started = () => {
    if (!ctx) throw new Error('setupRulesDb: use the clients inside tests (after beforeAll)');
    return ctx;
  };

  return {
    get signedOut() {
      started();
      if (!anonymous) throw new Error('setupRulesDb: no signed-out client; drop `signedOut: false`');
      return anonymous;
    },
    as(uid) {
      started();
      const client = users.get(uid);
      if (!client) throw new Error(`setupRulesDb: no client "${uid}"; add it to options.users`);
      return client;
    },
    seed: (p, value) => seed(started().server, started().ns, p, value),
    readAsOwner: (p) => readAsOwner(started().server, started().ns, p),
    get ns() {
      return started().ns;
    },
  };
}

/** The value at `path` as this client sees it (rejects when the rules refuse the read). */
export async function read(client: TestClient, path: string): Promise<unknown> {
  return (await get(ref(client.db, path))).val();
}

export function write(client: TestClient, path: string, value: unknown): Promise<void> {
  return set(ref(client.db, path), value);
}

export function patch(client: TestClient, path: string, values: Record<string, unknown>): Promise<void> {
  return update(ref(client.db, path), values);
}

export function remove(client: TestClient, path: string): Promise<void> {
  return sdkRemove(ref(client.db, path));
}

// A refused write rejects with code PERMISSION_DENIED; a refused get() with "Permission denied".
function isDenied(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // A refused transaction rejects with a bare 'permission_denied'.
  return code === 'PERMISSION_DENIED' || /PERMISSION_DENIED|^Permission denied$|^permission_denied$/.test(error.message);
}

/** Fails unless the operation succeeds. */
export async function expectAllowed(operation: Promise<unknown>): Promise<void> {
  try {
    await operation;
  } catch (error) {
    throw new Error(`expected the rules to allow this, but it failed: ${String(error)}`);
  }
}

/** Fails unless the rules refuse the operation (any other failure fails too). */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  let outcome: unknown;
  try {
    outcome = await operation;
  } catch (error) {
    if (isDenied(error)) return;
    throw new Error(`expected permission denied, but it failed otherwise: ${String(error)}`);
  }
  throw new Error(`expected permission denied, but it was allowed${outcome === undefined ? '' : ` (got ${JSON.stringify(outcome)})`}`);
}

/** Whether the rules let this client read `path` (other failures are thrown). */
export async function canRead(client: TestClient, path: string): Promise<boolean> {
  try {
    await get(ref(client.db, path));
    return true;
  } catch (error) {
    if (isDenied(error)) return false;
    throw error;
  }
}

/**
 * Seed entries for a private room's contents `content` with a view key, as createRoom stores them
 * (lib/rooms/viewKey.ts): its members read it by that key only.
 */
export function keyedRoomSeed(game: RoomGame, code: string, content: Record<string, unknown>): Record<string, unknown> {
  const view = newViewKey();
  return { [roomPaths.content(game, code)]: { ...content, [VIEW_KEY_FIELD]: view.key }, ...viewKeySecrets(game, code, view) };
}

/**
 * The per-uid rate node a creating update must carry (docs/security.md "Floods", `rate/{kind}/{uid}` in
 * database.rules.json). A test that creates twice as one uid clears the clock in between with
 * `db.seed('rate', null)` (or seeds an old `at`), so a refusal it expects is never the limit's.
 */
export function rateEntry(kind: string, uid: string, key: string): Record<string, unknown> {
  return { [`rate/${kind}/${uid}`]: { at: serverTimestamp(), key } };
}

/**
 * Creates `value` under a new key of `listPath` as `client` would with the app's data module:
 * with the rate node of `kind` naming the new key (or `rateKey(key)`), so what is refused is
 * the value, not the missing rate node.
 */
export function createWithRate(
  client: TestClient,
  listPath: string,
  kind: string,
  value: unknown,
  rateKey: (key: string) => string = (key) => key,
): Promise<void> {
  const key = push(ref(client.db, listPath)).key as string;
  return update(ref(client.db), { [`${listPath}/${key}`]: value, ...rateEntry(kind, client.uid ?? 'signed-out', rateKey(key)) });
}

/**
 * The flood attacks (docs/security.md "Floods") against one list: two creations in one update (one rate
 * node), a creation without the rate node, and a second one straight after the first.
 */
export async function expectFloodRefused(
  db: RulesDb | { seed: (path: string, value: unknown) => Promise<void> },
  client: TestClient,
  listPath: string,
  kind: string,
  value: unknown,
  rateKey: (key: string) => string = (key) => key,
): Promise<void> {
  await db.seed('rate', null);
  const k1 = push(ref(client.db, listPath)).key as string;
  const k2 = push(ref(client.db, listPath)).key as string;
  await expectDenied(
    update(ref(client.db), { [`${listPath}/${k1}`]: value, [`${listPath}/${k2}`]: value, ...rateEntry(kind, client.uid!, rateKey(k1)) }),
  );
  await expectDenied(set(ref(client.db, `${listPath}/${k1}`), value));
  await expectAllowed(createWithRate(client, listPath, kind, value, rateKey));
  await expectDenied(createWithRate(client, listPath, kind, value, rateKey));
  await db.seed('rate', null);
}
