/** @jest-environment node */
// Refusals are loud: what localdb refuses at connection level (a bad namespace, a full
// server, a page from a foreign origin) reaches the real SDK as the protocol's shutdown
// message, which it prints as a FIREBASE WARNING and answers by never reconnecting; a
// refused auth credential takes the SDK's invalid-credentials path instead of a silent
// retry loop. Each test counts the attempts the server saw, so a retry loop would show.
import * as firebaseApp from 'firebase/app';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, enableLogging, getDatabase, goOffline, ref, set, type Database } from 'firebase/database';
import { startTestDb, uniqueNamespace } from '../../localdb/testing';
import { rawClient, refusedConnection, shutdownReason, waitFor } from './helpers';

const RULES = { rules: { '.read': true, '.write': true } };

// Internal to the SDK (left out of its public types): registers a component on one app.
const { _addComponent } = firebaseApp as unknown as { _addComponent: (app: FirebaseApp, component: object) => void };

let server: Awaited<ReturnType<typeof startTestDb>>;
const serverLog: string[] = [];
const apps: { app: FirebaseApp; db: Database }[] = [];
let warnings: string[] = [];
let warnSpy: jest.SpyInstance;
// The SDK's debug log: where it decides, once a connection has dropped, whether to reconnect.
const sdkLog: string[] = [];

beforeAll(async () => {
  server = await startTestDb({ rules: RULES, quiet: false, log: (m) => serverLog.push(m), limits: { maxNamespaces: 3 } });
  enableLogging((m) => sdkLog.push(m));
});
afterAll(async () => {
  enableLogging(false);
  for (const a of apps) goOffline(a.db);
  await Promise.all(apps.map((a) => deleteApp(a.app)));
  await server.close();
});
beforeEach(() => {
  serverLog.length = 0;
  warnings = [];
  warnSpy = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => warnSpy.mockRestore());

let appN = 0;
function sdkApp(ns: string, setup?: (app: FirebaseApp) => void, mockUserToken?: string): Database {
  const app = initializeApp({ projectId: 'demo-portalen', databaseURL: `http://127.0.0.1:${server.port}?ns=${ns}` }, `refusal-${++appN}`);
  setup?.(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, mockUserToken ? { mockUserToken } : undefined);
  apps.push({ app, db });
  return db;
}

const count = (re: RegExp) => serverLog.filter((m) => re.test(m)).length;

/**
 * Waits until the SDK has dropped the refused connection, the moment it schedules a reconnect if
 * it is going to (in the same call), and says whether it did. After a "no", no further attempt
 * can reach the server, so its counts are final.
 */
async function sdkScheduledReconnect(): Promise<boolean> {
  const dropped = () => sdkLog.findLastIndex((m) => /data client disconnected/.test(m));
  await waitFor(() => dropped() > sdkLog.findLastIndex((m) => /Making a connection attempt/.test(m)), 5000, 'the SDK dropping the connection');
  return sdkLog.slice(dropped()).some((m) => /Trying to reconnect|Making a connection attempt/.test(m));
}
const warned = (re: RegExp) => warnings.some((w) => /FIREBASE WARNING/.test(w) && re.test(w));

describe('connection-level refusals reach the SDK as a warning, and it stops', () => {
  it('a namespace localdb does not allow (the SDK used to retry forever in silence)', async () => {
    const db = sdkApp('Not_A_Valid_Name');
    void set(ref(db, 'x'), 1).catch(() => undefined);
    await waitFor(() => warned(/localdb refused this connection: namespace "Not_A_Valid_Name".*lowercase/), 5000, 'the warning');
    expect(await sdkScheduledReconnect()).toBe(false);
    expect(count(/refused a WebSocket/)).toBe(1);
  });

  it('a server that holds as many namespaces as it may', async () => {
    // Fill the server up (tests that ran before may have left namespaces of their own).
    const created: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const res = await fetch(`${server.url}/v.json?ns=full-${i}`, { method: 'PUT', body: '1', headers: { Authorization: 'Bearer owner' } });
      if (res.status === 507) break;
      expect(res.status).toBe(200);
      created.push(`full-${i}`);
    }
    serverLog.length = 0;
    const db = sdkApp('full-4');
    void set(ref(db, 'x'), 1).catch(() => undefined);
    await waitFor(() => warned(/localdb refused this connection: namespace "full-4": This server holds at most 3 namespaces/), 5000, 'the warning');
    expect(await sdkScheduledReconnect()).toBe(false);
    expect(count(/refused a WebSocket/)).toBe(1);
    for (const ns of created) {
      await fetch(`${server.url}/.json?ns=${ns}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    }
  });

  it('a page from an origin that is not allowed gets the reason and nothing else (no handshake, no data)', async () => {
    const sent = await refusedConnection(server.port, uniqueNamespace('origin'), { Origin: 'http://evil.example' });
    expect(sent).toHaveLength(1);
    expect(shutdownReason(sent[0])).toMatch(/origin http:\/\/evil\.example is not allowed/);
  });
});

describe('a refused auth credential', () => {
  it('from a mockUserToken that cannot change: refused, then after the forced refresh a warning and no more retries', async () => {
    serverLog.length = 0; // count this test's client alone, whatever ran before it
    const db = sdkApp(uniqueNamespace('badtoken'), undefined, 'not-a-jwt');
    void set(ref(db, 'x'), 1).catch(() => undefined);
    await waitFor(() => warned(/localdb refused the auth credential again \(Credential is not a JWT\)/), 8000, 'the warning');
    expect(await sdkScheduledReconnect()).toBe(false);
    // The first attempt got invalid_token (the SDK refreshed and reconnected), the second the shutdown.
    expect(count(/refused an auth credential/)).toBe(1);
    expect(count(/told a client to stop/)).toBe(1);
  });

  it("from Firebase Auth: invalid_token every time, so the SDK prints its own invalid-credentials warning", async () => {
    // A stand-in for firebase/auth behind the SDK's FirebaseAuthTokenProvider: a fresh
    // (and still unusable) token on every forced refresh, as a broken Auth setup gives.
    let issued = 0;
    const auth = {
      getToken: async () => ({ accessToken: `broken-token-${++issued}` }),
      addAuthTokenListener: () => undefined,
      removeAuthTokenListener: () => undefined,
      getUid: () => null,
    };
    const db = sdkApp(uniqueNamespace('authapp'), (app) =>
      _addComponent(app, {
        name: 'auth-internal',
        instanceFactory: () => auth,
        type: 'PRIVATE',
        multipleInstances: false,
        serviceProps: {},
        instantiationMode: 'LAZY',
        onInstanceCreated: null,
      }),
    );
    void set(ref(db, 'x'), 1).catch(() => undefined);
    await waitFor(() => warned(/Provided authentication credentials for the app named "refusal-\d+" are invalid/), 10000, "the SDK's warning");
    expect(count(/refused an auth credential: Credential is not a JWT/)).toBeGreaterThanOrEqual(3);
    expect(count(/told a client to stop/)).toBe(0);
    // This client would go on retrying; stop it so later tests count only their own clients.
    goOffline(db);
  }, 20000);

  it('owner from a browser page is refused; presented again on the same session, the client is told to stop', async () => {
    const ns = uniqueNamespace('pageowner');
    // startTestDb allows jsdom's page origin http://localhost.
    const page = await rawClient(server.port, ns, { Origin: 'http://localhost' });
    expect((await page.request('auth', { cred: 'owner' })).s).toBe('invalid_token');
    void page.request('auth', { cred: 'owner' });
    await waitFor(() => page.closed(), 5000, 'closed');
    const reason = page.msgs.map(shutdownReason).find((r) => r !== null);
    expect(reason).toMatch(/The owner credential is accepted only from this machine, outside a browser/);
  });
});
