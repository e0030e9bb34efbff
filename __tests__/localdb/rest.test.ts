/** @jest-environment node */
import { onValue, ref } from 'firebase/database';
import { closeClients, connectClients, mockIdToken, startTestDb, uniqueNamespace, type TestClient } from '../../localdb/testing';
import { waitFor } from './helpers';

let server: Awaited<ReturnType<typeof startTestDb>>;
// A namespace per test: one test replaces its namespace's rules, and Jest runs them in random order.
let ns: string;
const clients: TestClient[] = [];
const OWNER = { Authorization: 'Bearer owner' };

function url(p: string, extra = ''): string {
  return `${server.url}${p}?ns=${ns}${extra}`;
}
async function call(method: string, p: string, body?: unknown, extra = '', headers: Record<string, string> = OWNER) {
  const res = await fetch(url(p, extra), { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

beforeAll(async () => {
  server = await startTestDb({ rules: { rules: { '.read': false, '.write': false } } });
});
beforeEach(() => {
  ns = uniqueNamespace('rest');
});
afterAll(async () => {
  await closeClients(clients);
  await server.close();
});

it('PUT, GET, PATCH, POST, DELETE as owner', async () => {
  expect(await call('PUT', '/a/b.json', { x: 1, y: [1, 2] })).toMatchObject({ status: 200, body: { x: 1, y: [1, 2] } });
  expect((await call('GET', '/a.json')).body).toEqual({ b: { x: 1, y: [1, 2] } });
  expect(await call('PATCH', '/a/b.json', { x: 2, 'z/w': true })).toMatchObject({ status: 200, body: { x: 2, 'z/w': true } });
  expect((await call('GET', '/a/b.json')).body).toEqual({ x: 2, y: [1, 2], z: { w: true } });
  const posted = await call('POST', '/list.json', { v: 1 });
  expect(posted.body.name).toMatch(/^[-0-9A-Za-z_]{20}$/);
  expect((await call('GET', `/list/${posted.body.name}.json`)).body).toEqual({ v: 1 });
  expect((await call('DELETE', '/a/b/z.json')).body).toBeNull();
  expect((await call('GET', '/a/b/z.json')).body).toBeNull();
  expect((await call('GET', '/missing.json')).body).toBeNull();
});

it('server values, shallow, export format and queries', async () => {
  await call('PUT', '/sv.json', { t: { '.sv': 'timestamp' }, n: { '.sv': { increment: 3 } } });
  await call('PATCH', '/sv.json', { n: { '.sv': { increment: 3 } } });
  const sv = (await call('GET', '/sv.json')).body;
  expect(sv.n).toBe(6);
  expect(typeof sv.t).toBe('number');
  await call('PUT', '/s.json', { a: { score: 3 }, b: { score: 1 }, c: { score: 2 } });
  expect((await call('GET', '/s.json', undefined, '&shallow=true')).body).toEqual({ a: true, b: true, c: true });
  const q = await call('GET', '/s.json', undefined, `&orderBy=${encodeURIComponent('"score"')}&limitToLast=2`);
  expect(q.body).toEqual({ a: { score: 3 }, c: { score: 2 } });
  const eq = await call('GET', '/s.json', undefined, `&orderBy=${encodeURIComponent('"$key"')}&equalTo=${encodeURIComponent('"b"')}`);
  expect(eq.body).toEqual({ b: { score: 1 } });
  await call('PUT', '/p.json', { '.value': 1, '.priority': 5 });
  expect((await call('GET', '/p.json', undefined, '&format=export')).body).toEqual({ '.value': 1, '.priority': 5 });
});

it('rules apply without owner; 4xx with a JSON error on bad input', async () => {
  expect((await call('GET', '/a.json', undefined, '', {})).status).toBe(401);
  const bad = [
    await call('PUT', '/a.json', '{not json'),
    await call('PUT', '/a.b.json', 1),
    await call('PUT', '/a$x.json', 1),
    await call('GET', '/noext'),
    await call('PUT', '/k.json', { 'bad.key': 1 }),
    await call('PUT', '/deep.json', JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40))),
    await call('GET', '/a.json', undefined, '&limitToFirst=2'),
    await call('PUT', '/a.json', 1, '', { Authorization: 'Bearer not-a-token' }),
  ];
  for (const r of bad) {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(typeof r.body.error).toBe('string');
  }
  expect((await call('GET', `/${'x/'.repeat(400)}y.json`)).status).toBe(400);
});

it('CORS: allowed origins get their own origin back, others are refused before anything runs', async () => {
  const pre = await fetch(url('/a.json'), { method: 'OPTIONS', headers: { Origin: 'http://localhost' } });
  expect(pre.status).toBe(204);
  expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost');
  expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  // Node and other non-browser clients send no Origin and need no CORS headers.
  expect((await call('GET', '/a.json')).headers.get('access-control-allow-origin')).toBeNull();
  const evil = await fetch(url('/cors.json'), { method: 'PUT', body: '1', headers: { Origin: 'http://evil.example' } });
  expect(evil.status).toBe(403);
  expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  expect((await fetch(url('/a.json'), { method: 'OPTIONS', headers: { Origin: 'http://evil.example' } })).status).toBe(403);
});

it('a signed-out GET from an allowed page origin (for a room page first paint) gets CORS headers with its answer', async () => {
  await call('PUT', '/.settings/rules.json', { rules: { open: { '.read': 'auth == null' } } });
  await call('PUT', '/open/room.json', { card: 'Skål' });
  await call('PUT', '/closed.json', { x: 1 });
  const page = { Origin: 'http://localhost' };
  const open = await call('GET', '/open/room.json', undefined, '', page);
  expect(open).toMatchObject({ status: 200, body: { card: 'Skål' } });
  expect(open.headers.get('access-control-allow-origin')).toBe('http://localhost');
  const missing = await call('GET', '/open/none.json', undefined, '', page);
  expect(missing).toMatchObject({ status: 200, body: null });
  // A refusal is readable by the page too (a 401 with Firebase's JSON error, not a CORS failure).
  const closed = await call('GET', '/closed.json', undefined, '', page);
  expect(closed).toMatchObject({ status: 401, body: { error: 'Permission denied' } });
  expect(closed.headers.get('access-control-allow-origin')).toBe('http://localhost');
  // With a token the same read is no longer auth == null.
  const token = { ...page, Authorization: `Bearer ${mockIdToken('someone')}` };
  expect((await call('GET', '/open/room.json', undefined, '', token)).status).toBe(401);
  await call('PUT', '/.settings/rules.json', { rules: { '.read': false, '.write': false } });
});

it('rules can be read and replaced per namespace', async () => {
  expect((await call('GET', '/.settings/rules.json')).body).toEqual({ rules: { '.read': false, '.write': false } });
  expect((await call('PUT', '/.settings/rules.json', '{"rules": {".read": "nonsense(", ".write": true}}')).status).toBe(400);
  expect((await call('PUT', '/.settings/rules.json', { rules: { '.read': true } }, '', {})).status).toBe(401);
  expect((await call('PUT', '/.settings/rules.json', { rules: { '.read': true, '.write': false } })).status).toBe(200);
  expect((await call('GET', '/a.json', undefined, '', {})).status).toBe(200);
  expect((await call('PUT', '/a.json', 1, '', {})).status).toBe(401);
  // Back to the file's rules for the other tests (they run in any order).
  expect((await call('PUT', '/.settings/rules.json', { rules: { '.read': false, '.write': false } })).status).toBe(200);
});

it('REST writes notify WebSocket listeners', async () => {
  const [c] = await connectClients(server, ns, 1, { owner: true });
  clients.push(c);
  const seen: unknown[] = [];
  onValue(ref(c.db, 'live'), (s) => seen.push(s.val()));
  await waitFor(() => seen.length === 1);
  await call('PUT', '/live.json', { v: 1 });
  await call('PATCH', '/live.json', { w: 2 });
  await waitFor(() => seen.length >= 3);
  expect(seen).toEqual([null, { v: 1 }, { v: 1, w: 2 }]);
});
