// The one localdb setup for component tests: the real rules, a namespace of its own per file, and
// one signed-in client per uid the screens play (no default rules-test users):
//
//   const db = setupScreenDb('fridge-ui', { users: ['u1'], seed: { '/fridge/categories': {...} } });
//   renderScreen(<Fridge />, { client: db.clients.u1 });
//   await db.seed('/fridge/f1', null);  expect(await db.readAsOwner('/fridge/f1')).toBeNull();
//
// It is setupRulesDb (__tests__/rules/helpers.ts) with `clients` by uid besides `as(uid)`.
import type { TestClient } from '@/localdb/testing';
import { setupRulesDb, type RulesDb } from '@/__tests__/rules/helpers';

export type ScreenDbOptions = {
  /** The uids to sign in, one client each. */
  users: string[];
  /** Written as owner (rules bypassed) before the first test: `{ 'path/to/node': value }`. */
  seed?: Record<string, unknown>;
  /** true: also a client that is not signed in (`db.signedOut`). */
  signedOut?: boolean;
};

export type ScreenDb = RulesDb & {
  /** The signed-in clients by uid; filled before the first test. */
  readonly clients: Readonly<Record<string, TestClient>>;
};

/** Starts the database for the enclosing describe block (or file); afterAll closes it. */
export function setupScreenDb(prefix: string, options: ScreenDbOptions): ScreenDb {
  const db = setupRulesDb(prefix, { users: options.users, seed: options.seed, defaultUsers: false, signedOut: options.signedOut ?? false });
  const clients: Record<string, TestClient> = {};
  // Runs after setupRulesDb's beforeAll (hooks run in the order they were declared).
  beforeAll(() => {
    for (const uid of options.users) clients[uid] = db.as(uid);
  });
  return Object.assign(db, { clients });
}
