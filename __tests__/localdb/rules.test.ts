/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { get, increment, limitToFirst, onValue, orderByChild, query, ref, serverTimestamp, set, update } from 'firebase/database';
import {
  anonymousClaims,
  closeClients,
  connectAnonymousClient,
  connectClients,
  readAsOwner,
  seed,
  setRules,
  startTestDb,
  uniqueNamespace,
  type TestClient,
} from '../../localdb/testing';
import { waitFor } from './helpers';

const RULES = {
  rules: {
    public: { '.read': true, '.write': 'auth != null' },
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid == $uid',
        '.write': "auth != null && auth.uid == $uid && auth.provider == 'anonymous'",
        age: { '.validate': 'newData.isNumber()' },
      },
    },
    secret: { '.read': false, '.write': false },
    counter: { '.read': true, '.write': 'auth != null', '.validate': 'newData.isNumber()' },
    stamp: { '.read': true, '.write': true, '.validate': 'newData.val() == now' },
    board: { '.read': "query.orderByChild == 'score' && query.limitToFirst <= 10", '.write': true },
  },
};

let server: Awaited<ReturnType<typeof startTestDb>>;
// Jest runs tests in random order: each test starts from its own namespace, clients and seed.
let ns: string;
let anon: TestClient, alice: TestClient, owner: TestClient;
const all: TestClient[] = [];

function token(uid: string): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(anonymousClaims(uid))}.`;
}

beforeAll(async () => {
  server = await startTestDb({ rules: RULES });
});
beforeEach(async () => {
  ns = uniqueNamespace('rules');
  [anon] = await connectClients(server, ns, 1);
  [alice] = await connectClients(server, ns, 1, { uids: ['alice'] });
  [owner] = await connectClients(server, ns, 1, { owner: true });
  all.push(anon, alice, owner);
  await seed(server, ns, '/', {
    public: { hello: 'world' },
    users: { alice: { name: 'A' }, bob: { name: 'B' } },
    secret: { s: 1 },
    board: { x: { score: 1 }, y: { score: 2 } },
  });
});
afterAll(async () => {
  await closeClients(all);
  await server.close();
});

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return String((e as { code?: string }).code ?? (e as Error).message);
  }
}

it('unauthenticated clients are auth == null', async () => {
  expect((await get(ref(anon.db, 'public'))).val()).toEqual({ hello: 'world' });
  expect(await code(set(ref(anon.db, 'public/x'), 1))).toBe('PERMISSION_DENIED');
  expect(await code(get(ref(anon.db, 'users/alice')))).not.toBe('ok');
});

it('uid-based rules with $variables and auth.provider', async () => {
  expect(await code(set(ref(alice.db, 'users/alice/age'), 30))).toBe('ok');
  expect((await get(ref(alice.db, 'users/alice'))).val()).toEqual({ name: 'A', age: 30 });
  expect(await code(set(ref(alice.db, 'users/bob/age'), 30))).toBe('PERMISSION_DENIED');
  expect(await code(get(ref(alice.db, 'users/bob')))).not.toBe('ok');
  expect(await readAsOwner(server, ns, '/users/bob')).toEqual({ name: 'B' });
});

it('.validate rejects bad data', async () => {
  expect(await code(set(ref(alice.db, 'users/alice/age'), 30))).toBe('ok');
  expect(await code(set(ref(alice.db, 'users/alice/age'), 'old'))).toBe('PERMISSION_DENIED');
  expect(await readAsOwner(server, ns, '/users/alice/age')).toBe(30);
});

it('a denied listen is cancelled with permission_denied', async () => {
  const err = await new Promise<Error & { code?: string }>((resolve) =>
    onValue(ref(alice.db, 'secret'), () => undefined, (e) => resolve(e)),
  );
  expect(err.code).toBe('PERMISSION_DENIED');
  expect(err.message).toContain('permission_denied at /secret');
});

it('multi-path updates are atomic under rules', async () => {
  const r = await code(update(ref(alice.db), { 'users/alice/name': 'AA', 'users/bob/name': 'hacked' }));
  expect(r).toBe('PERMISSION_DENIED');
  expect(await readAsOwner(server, ns, '/users/alice/name')).toBe('A');
  expect(await readAsOwner(server, ns, '/users/bob')).toEqual({ name: 'B' });
});

it('server values are resolved before rules run', async () => {
  await set(ref(alice.db, 'counter'), 1);
  expect(await code(set(ref(alice.db, 'counter'), increment(2)))).toBe('ok');
  expect(await readAsOwner(server, ns, '/counter')).toBe(3);
  expect(await code(set(ref(anon.db, 'stamp'), serverTimestamp()))).toBe('ok');
  expect(await code(set(ref(anon.db, 'stamp'), 12345))).toBe('PERMISSION_DENIED');
});

it('owner bypasses rules', async () => {
  expect((await get(ref(owner.db, 'secret'))).val()).toEqual({ s: 1 });
  expect(await code(set(ref(owner.db, 'secret/s'), 2))).toBe('ok');
});

it('query-based read rules', async () => {
  const ok = await get(query(ref(anon.db, 'board'), orderByChild('score'), limitToFirst(5)));
  expect(ok.val()).toEqual({ x: { score: 1 }, y: { score: 2 } });
  expect(await code(get(query(ref(anon.db, 'board'), orderByChild('score'), limitToFirst(50))))).not.toBe('ok');
  expect(await code(get(ref(anon.db, 'board')))).not.toBe('ok');
});

it('REST applies rules unless owner', async () => {
  const base = `${server.url}/users/alice.json?ns=${ns}`;
  expect((await fetch(base)).status).toBe(401);
  const asAlice = await fetch(`${base}&auth=${token('alice')}`);
  expect(asAlice.status).toBe(200);
  expect((await asAlice.json()).name).toBe('A');
  const bearer = await fetch(`${server.url}/users/bob.json?ns=${ns}`, { headers: { Authorization: `Bearer ${token('alice')}` } });
  expect(bearer.status).toBe(401);
  const denied = await fetch(`${server.url}/secret.json?ns=${ns}`, { method: 'PUT', body: '1' });
  expect(denied.status).toBe(401);
  expect(await denied.json()).toHaveProperty('error');
});

it('rules reload when the file changes and revoke listens no longer readable', async () => {
  // Its own server: changing the rules file must not change the rules of the other tests.
  const ownLog: string[] = [];
  const own = await startTestDb({ rules: RULES, quiet: false, log: (m) => ownLog.push(m) });
  const ownNs = uniqueNamespace('reload');
  await seed(own, ownNs, '/', { public: { hello: 'world' }, secret: { s: 2 } });
  const [anon] = await connectClients(own, ownNs, 1);
  all.push(anon);
  const values: unknown[] = [];
  const revoked = new Promise<string | undefined>((resolve) =>
    onValue(ref(anon.db, 'public'), (s) => values.push(s.val()), (e) => resolve((e as { code?: string }).code)),
  );
  await waitFor(() => values.length === 1);
  const next = structuredClone(RULES) as { rules: Record<string, Record<string, unknown>> };
  next.rules.public['.read'] = false;
  next.rules.secret['.read'] = true;
  writeFileSync(own.rulesFile, JSON.stringify(next));
  expect(await revoked).toBe('PERMISSION_DENIED');
  expect((await get(ref(anon.db, 'secret'))).val()).toEqual({ s: 2 });
  // A broken file is ignored: the previous rules stay in force.
  writeFileSync(own.rulesFile, '{ "rules": ');
  await waitFor(() => ownLog.some((m) => m.startsWith('ignoring invalid rules')), 5000, 'the broken file to be read');
  expect((await get(ref(anon.db, 'secret'))).val()).toEqual({ s: 2 });
  await closeClients([anon]);
  await own.close();
});

it('open rules skip the rules engine, and rules installed later see everything written meanwhile', async () => {
  // Under all-open rules localdb does not keep the rules engine's copy of the data; the
  // first rules that need it must still judge against the current data, not a stale copy.
  const own = await startTestDb(); // .read and .write true, nothing else
  const ownNs = uniqueNamespace('open');
  const [writer] = await connectClients(own, ownNs, 1, { uids: ['w'] });
  all.push(writer);
  await set(ref(writer.db, 'room/state'), 'open');
  await update(ref(writer.db), { 'room/count': 1, 'room/list/a': true });
  await seed(own, ownNs, '/room/owner', 'w');
  await setRules(own, ownNs, {
    rules: {
      room: {
        '.read': "data.child('state').val() === 'open' && data.child('list/a').exists()",
        count: { '.write': "auth.uid === root.child('room/owner').val()", '.validate': 'newData.val() === data.val() + 1' },
      },
    },
  });
  expect((await get(ref(writer.db, 'room'))).val()).toEqual({ state: 'open', count: 1, list: { a: true }, owner: 'w' });
  await set(ref(writer.db, 'room/count'), 2);
  await expect(set(ref(writer.db, 'room/count'), 5)).rejects.toThrow(/permission.denied/i);
  await expect(set(ref(writer.db, 'room/state'), 'x')).rejects.toThrow(/permission.denied/i);
  await closeClients([writer]);
  all.splice(all.indexOf(writer), 1);
  await own.close();
});

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
(authHost ? it : it.skip)('Auth emulator anonymous users become auth.uid', async () => {
  const c = await connectAnonymousClient(server, ns);
  all.push(c!);
  expect(await code(set(ref(c!.db, `users/${c!.uid}/name`), 'me'))).toBe('ok');
  expect(await readAsOwner(server, ns, `/users/${c!.uid}`)).toEqual({ name: 'me' });
});
