/** @jest-environment node */
// Keys and namespaces named after Object.prototype members must be ordinary data: a
// signed-in guest writing `__proto__` once polluted the server's Object.prototype (every
// listen failed, `auth.token.admin == true` passed for everyone, and the pollution came
// back from the log after a restart).
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  get,
  goOffline,
  onDisconnect,
  onValue,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import { closeClients, connectClients, mockIdToken, startTestDb, type TestClient } from '../../localdb/testing';
import { nodeHash } from '../../localdb/hash';
import { canonical, dataPushes, rawClient, waitFor } from './helpers';

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const RULES = {
  rules: {
    rooms: { $room: { '.read': 'auth != null', '.write': 'auth != null' } },
    admin: { '.read': 'auth.token.admin == true', '.write': 'auth.token.admin == true' },
    open: { '.read': true, '.write': true },
  },
};
const NS = 'hostile-keys';
const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();
const BEFORE = prototypeNames();

type Db = Awaited<ReturnType<typeof startTestDb>>;
let dir: string;
let server: Db;
const all: TestClient[] = [];

async function restGet(db: Db, ns: string, p: string, token = 'owner'): Promise<{ status: number; text: string }> {
  const res = await fetch(`${db.url}/${p}.json?ns=${ns}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text() };
}

async function restSend(db: Db, method: string, p: string, body: string, token: string): Promise<number> {
  const res = await fetch(`${db.url}/${p}.json?ns=${NS}`, { method, body, headers: { Authorization: `Bearer ${token}` } });
  await res.text();
  return res.status;
}

/** What every operation below leaves in the namespace, key by key. */
function expectedTree(): string {
  // Prototype-free objects, so that `__proto__` is an ordinary key here too.
  const obj = () => Object.create(null) as Record<string, unknown>;
  const rooms = obj();
  const room = (name: string) => (rooms[name] ??= obj()) as Record<string, unknown>;
  for (const k of KEYS) {
    room('set')[k] = { v: k };
    room('update')[k] = { q: 'x' };
    room('put')[k] = { v: 1 };
    room('patch')[k] = { q: 'x' };
    room('tx')[k] = 2;
    room('od')[k] = 'gone';
    room('query')[k] = Object.assign(obj(), { [k]: k === 'toString' ? 'b' : 'a' });
  }
  room('del').kept = true;
  return canonical({ rooms, open: { ok: true } });
}

function expectPrototypeClean(): void {
  expect(prototypeNames()).toEqual(BEFORE);
  const probe: Record<string, unknown> = {};
  expect(probe.q).toBeUndefined();
  expect(probe.v).toBeUndefined();
  expect(probe.admin).toBeUndefined();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'localdb-hostile-'));
  server = await startTestDb({ rules: RULES, dataDir: dir });
  await writeEverything();
}, 30000);
afterAll(async () => {
  await closeClients(all);
  await server.close();
});

let alice: TestClient;
const VALID_NAMESPACES = ['constructor', 'prototype', 'tostring', 'hasownproperty'];

/** Every operation, with every hostile key (run once; the tests below only look). */
async function writeEverything(): Promise<void> {
  let bob: TestClient;
  [alice, bob] = await connectClients(server, NS, 2, { uids: ['alice', 'bob'] });
  all.push(alice, bob);
  const token = mockIdToken('alice');
  for (const k of KEYS) {
    await set(ref(alice.db, `rooms/set/${k}`), { v: k });
    await update(ref(alice.db, 'rooms/update'), { [`${k}/q`]: 'x' });
    expect(await restSend(server, 'PUT', `rooms/put/${k}`, '{"v":1}', token)).toBe(200);
    // The exact write that polluted the prototype before.
    expect(await restSend(server, 'PATCH', 'rooms/patch', JSON.stringify({ [`${k}/q`]: 'x' }), token)).toBe(200);
    expect(await restSend(server, 'PUT', `rooms/del/${k}`, '{"v":1}', token)).toBe(200);
    expect(await restSend(server, 'DELETE', `rooms/del/${k}`, '', token)).toBe(200);
    // Transactions as the SDK sends them (value + hash of what the client saw), raw: the
    // SDK's own transaction tree keeps paths in plain objects and breaks on `__proto__`
    // and `hasOwnProperty` before anything reaches the server.
    const raw = await rawClient(server.port, NS);
    expect((await raw.request('auth', { cred: token })).s).toBe('ok');
    expect((await raw.request('p', { p: `/rooms/tx/${k}`, d: 1, h: nodeHash(null) })).s).toBe('ok');
    expect((await raw.request('p', { p: `/rooms/tx/${k}`, d: 5, h: nodeHash(null) })).s).toBe('datastale');
    expect((await raw.request('p', { p: `/rooms/tx/${k}`, d: 2, h: nodeHash(1) })).s).toBe('ok');
    raw.ws.close();
    // Queries index by and bound at those keys.
    // (In the path: the SDK cannot send an object holding a `hasOwnProperty` key.)
    await set(ref(alice.db, `rooms/query/${k}/${k}`), k === 'toString' ? 'b' : 'a');
  }
  await set(ref(alice.db, 'rooms/del/kept'), true);
  // Queries indexed by and bounded at those keys, as raw frames: the SDK's client-side
  // index itself trips over `__proto__` ("Event snap not indexed").
  const reader = await rawClient(server.port, NS);
  expect((await reader.request('auth', { cred: mockIdToken('bob') })).s).toBe('ok');
  for (const k of KEYS) {
    const v = k === 'toString' ? 'b' : 'a';
    const byChild = await reader.request('g', { p: '/rooms/query', q: { i: k, sp: v, ep: v } });
    expect(byChild.s).toBe('ok');
    // Each rooms/query/<k> holds only the child <k>, so ordering by <k> finds just that one.
    expect(Object.keys(byChild.d as object)).toEqual([k]);
    const byKey = await reader.request('g', { p: '/rooms/query', q: { i: '.key', sp: k, ep: k } });
    expect(canonical(byKey.d)).toBe(canonical(JSON.parse(`{${JSON.stringify(k)}:{${JSON.stringify(k)}:"${v}"}}`)));
    const listen = await reader.request('q', { p: '/rooms/query', q: { i: '.key', sp: k, ep: k }, t: KEYS.indexOf(k) + 1, h: '' });
    expect(listen.s).toBe('ok');
  }
  const listened = dataPushes(reader.msgs).filter((m) => m.b.p === '/rooms/query');
  expect(listened.map((m) => Object.keys(m.b.d as object))).toEqual(KEYS.map((k) => [k]));
  reader.ws.close();
  // onDisconnect writes, fired when the connection goes away.
  const [leaver] = await connectClients(server, NS, 1, { uids: ['leaver'] });
  all.push(leaver);
  for (const k of KEYS) await onDisconnect(ref(leaver.db, `rooms/od/${k}`)).set('gone');
  goOffline(leaver.db);
  const od = async () => JSON.parse((await restGet(server, NS, 'rooms/od')).text) ?? {};
  for (let t = 0; t < 200 && Object.keys(await od()).length < KEYS.length; t++) await new Promise((r) => setTimeout(r, 10));
  await set(ref(bob.db, 'open/ok'), true);
  // Valid database names (lowercase letters, digits, hyphens) are namespaces like any other.
  for (const ns of VALID_NAMESPACES) {
    const res = await fetch(`${server.url}/v.json?ns=${ns}`, { method: 'PUT', body: JSON.stringify(ns), headers: { Authorization: 'Bearer owner' } });
    expect(res.status).toBe(200);
  }
}

it('keys named after Object.prototype members behave like any other key in every operation', async () => {
  expectPrototypeClean();
  expect(canonical(JSON.parse((await restGet(server, NS, '')).text))).toBe(expectedTree());

  // Nothing else changed: claims are not granted, unwritten nodes are empty, others keep working.
  const denied = await get(ref(alice.db, 'admin')).then(
    () => 'read',
    (e: Error) => e.message,
  );
  expect(denied).toMatch(/permission.denied/i);
  expect((await restGet(server, NS, 'open/never/q')).text).toBe('null');
  const [other] = await connectClients(server, 'other-ns', 1);
  all.push(other);
  const seen: unknown[] = [];
  onValue(ref(other.db, 'open/x'), (s) => seen.push(s.val()));
  await set(ref(other.db, 'open/x'), 1);
  await waitFor(() => seen.includes(1));
  await remove(ref(other.db, 'open/x'));
});

it('namespaces named after Object.prototype members are ordinary or refused as invalid names', async () => {
  for (const ns of VALID_NAMESPACES) expect(JSON.parse((await restGet(server, ns, 'v')).text)).toBe(ns);
  // The others are not database names at all.
  for (const ns of ['__proto__', 'toString', 'hasOwnProperty']) {
    const res = await fetch(`${server.url}/v.json?ns=${ns}`, { method: 'PUT', body: '1', headers: { Authorization: 'Bearer owner' } });
    expect(res.status).toBe(400);
  }
  expectPrototypeClean();
});

it('all of it survives a restart, from the log and then from the snapshot', async () => {
  // A copy taken while running holds only the log (no clean-shutdown snapshot yet); its
  // clean shutdown then writes a snapshot and empties the log.
  const copy = mkdtempSync(path.join(tmpdir(), 'localdb-hostile-copy-'));
  cpSync(dir, copy, { recursive: true });
  for (const from of ['log', 'snapshot']) {
    const db = await startTestDb({ rules: RULES, dataDir: copy });
    expect([from, canonical(JSON.parse((await restGet(db, NS, '')).text))]).toEqual([from, expectedTree()]);
    for (const ns of VALID_NAMESPACES) expect(JSON.parse((await restGet(db, ns, 'v')).text)).toBe(ns);
    expectPrototypeClean();
    await db.close();
    expect(readFileSync(path.join(copy, 'log.jsonl'), 'utf8')).toBe('');
  }
});
