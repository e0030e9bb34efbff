// Helpers for tests that talk to localdb with the real Firebase SDK.
//
//   const db = await startTestDb({ rules: { rules: { '.read': true, '.write': true } } });
//   const ns = uniqueNamespace('chat');
//   await seed(db, ns, '/rooms/r1', { name: 'x' });          // REST, rules bypassed
//   const [alice, bob] = await connectClients(db, ns, 2, { uids: ['alice', 'bob'] });
//   ... use alice.db with firebase/database functions ...
//   await closeClients([alice, bob]); await db.close();
//
// Each client is its own FirebaseApp (unique name), so they are independent
// connections, exactly like separate browsers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';
import { startLocalDb, type LocalDb, type LocalDbOptions } from './index';

export const TEST_PROJECT_ID = 'demo-portalen';

export interface TestDbOptions extends Omit<LocalDbOptions, 'rulesFile'> {
  /** Rules object or JSON text, written to a temp file; default: everything allowed. */
  rules?: object | string;
  /** Use an existing rules file instead. */
  rulesFile?: string;
}

/** In-memory server on a free port with its own rules file; `rulesFile` says where. */
export async function startTestDb(opts: TestDbOptions = {}): Promise<LocalDb & { rulesFile: string }> {
  let rulesFile = opts.rulesFile;
  if (!rulesFile) {
    rulesFile = path.join(mkdtempSync(path.join(tmpdir(), 'localdb-rules-')), 'database.rules.json');
    const rules = opts.rules ?? { rules: { '.read': true, '.write': true } };
    writeFileSync(rulesFile, typeof rules === 'string' ? rules : JSON.stringify(rules));
  }
  // jsdom pages (Jest's default environment) have the origin http://localhost.
  const allowedOrigins = opts.allowedOrigins ?? ['http://localhost'];
  const db = await startLocalDb({ dataDir: null, seedFile: null, quiet: true, ...opts, allowedOrigins, rulesFile });
  return Object.assign(db, { rulesFile });
}

/** A namespace name nobody else uses, so test files never share data. */
export function uniqueNamespace(prefix = 'test'): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 30);
  return `${clean}-${randomBytes(4).toString('hex')}`;
}

function restUrl(db: LocalDb, ns: string, p: string): string {
  const trimmed = p.replace(/^\/+|\/+$/g, '');
  const encoded = trimmed.split('/').map(encodeURIComponent).join('/');
  return `${db.url}/${encoded}.json?ns=${encodeURIComponent(ns)}`;
}

async function rest(db: LocalDb, method: string, ns: string, p: string, body?: unknown, token = 'owner'): Promise<unknown> {
  const res = await fetch(restUrl(db, ns, p), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`localdb REST ${method} ${p}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Writes `value` at `p` as owner (rules bypassed). */
export async function seed(db: LocalDb, ns: string, p: string, value: unknown): Promise<void> {
  await rest(db, 'PUT', ns, p, value);
}

/** Reads `p` as owner. */
export function readAsOwner(db: LocalDb, ns: string, p: string): Promise<unknown> {
  return rest(db, 'GET', ns, p);
}

/** Deletes everything in the namespace. */
export async function resetNamespace(db: LocalDb, ns: string): Promise<void> {
  await rest(db, 'DELETE', ns, '/');
}

/** Replaces the namespace's rules (PUT /.settings/rules.json as owner). */
export async function setRules(db: LocalDb, ns: string, rules: object | string): Promise<void> {
  const res = await fetch(`${db.url}/.settings/rules.json?ns=${encodeURIComponent(ns)}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: typeof rules === 'string' ? rules : JSON.stringify(rules),
  });
  if (!res.ok) throw new Error(`setRules: ${res.status} ${await res.text()}`);
}

export interface TestClient {
  app: FirebaseApp;
  db: Database;
  /** The uid rules see, or null for an unauthenticated client. */
  uid: string | null;
  /** Set for clients signed in through the Auth emulator; signed out on close. */
  signOut?: () => Promise<void>;
}

export interface ClientOptions {
  /** One uid per client (mock anonymous-style tokens); omit for unauthenticated clients. */
  uids?: (string | null)[];
  /** Connect as "owner" (rules bypassed), like the Admin SDK against an emulator. */
  owner?: boolean;
}

let appCounter = 0;

/**
 * Claims shaped like the Auth emulator's anonymous ID tokens, valid for `lifetimeSeconds`
 * (an hour, like the emulator's) from now. localdb enforces `exp` only on signed tokens;
 * these (unsigned) work whatever their dates, as the SDK's own mockUserToken does.
 */
export function anonymousClaims(uid: string, lifetimeSeconds = 3600) {
  const iat = Math.floor(Date.now() / 1000);
  return {
    sub: uid,
    user_id: uid,
    provider_id: 'anonymous',
    firebase: { identities: {}, sign_in_provider: 'anonymous' },
    iat,
    exp: iat + lifetimeSeconds,
  };
}

/** An unsigned ID token like the Auth emulator's, for REST `?auth=` and raw-protocol tests. */
export function mockIdToken(uid: string, lifetimeSeconds = 3600): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(anonymousClaims(uid, lifetimeSeconds))}.`;
}

function newApp(db: LocalDb, ns: string): { app: FirebaseApp; database: Database } {
  const app = initializeApp(
    { projectId: TEST_PROJECT_ID, apiKey: 'demo-api-key', databaseURL: `http://${db.host}:${db.port}?ns=${ns}` },
    `localdb-${ns}-${++appCounter}`,
  );
  return { app, database: getDatabase(app) };
}

/** N independent SDK clients connected to `ns`. */
export async function connectClients(db: LocalDb, ns: string, n: number, opts: ClientOptions = {}): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (let i = 0; i < n; i++) {
    const { app, database } = newApp(db, ns);
    const uid = opts.uids?.[i] ?? null;
    const mockUserToken = opts.owner ? 'owner' : uid ? anonymousClaims(uid) : undefined;
    const emulatorOpts = (mockUserToken ? { mockUserToken } : undefined) as Parameters<typeof connectDatabaseEmulator>[3];
    connectDatabaseEmulator(database, db.host, db.port, emulatorOpts);
    clients.push({ app, db: database, uid: opts.owner ? null : uid });
  }
  return clients;
}

/**
 * A client signed in anonymously through the Auth emulator named by
 * FIREBASE_AUTH_EMULATOR_HOST (host:port); returns null when that is not set.
 */
export async function connectAnonymousClient(db: LocalDb, ns: string): Promise<TestClient | null> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) return null;
  const { getAuth, connectAuthEmulator, signInAnonymously } = await import('firebase/auth');
  const { app, database } = newApp(db, ns);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  // Sign in before the first database call, so the first connection is authenticated.
  const cred = await signInAnonymously(auth);
  connectDatabaseEmulator(database, db.host, db.port);
  return { app, db: database, uid: cred.user.uid, signOut: () => auth.signOut() };
}

/** Disconnects and deletes the apps so Jest can exit. */
export async function closeClients(clients: TestClient[]): Promise<void> {
  for (const c of clients) {
    try {
      goOffline(c.db);
    } catch {
      // already offline
    }
  }
  // A signed-in Auth instance keeps a token-refresh timer that would hold Jest's worker open.
  await Promise.all(clients.map((c) => c.signOut?.().catch(() => undefined)));
  await Promise.all(clients.map((c) => deleteApp(c.app).catch(() => undefined)));
}
