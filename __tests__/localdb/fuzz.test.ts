/** @jest-environment node */
import { get, onValue, ref, set } from 'firebase/database';
import WebSocket from 'ws';
import { closeClients, connectClients, readAsOwner, seed, startTestDb, uniqueNamespace, type TestClient } from '../../localdb/testing';
import { waitFor } from './helpers';

let server: Awaited<ReturnType<typeof startTestDb>>;
const ns = uniqueNamespace('fuzz');
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await startTestDb({
    rules: { rules: { protected: { '.read': true, '.write': false }, scratch: { '.read': true, '.write': true } } },
  });
});
afterAll(async () => {
  await closeClients(clients);
  await server.close();
});

/** A raw protocol client that records what the server sends. */
function rawClient(): Promise<{ ws: WebSocket; msgs: unknown[]; closed: () => boolean }> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/.ws?v=5&ns=${ns}`);
  const msgs: unknown[] = [];
  let closed = false;
  ws.on('message', (d) => {
    try {
      msgs.push(JSON.parse(d.toString()));
    } catch {
      msgs.push(d.toString());
    }
  });
  ws.on('close', () => (closed = true));
  ws.on('error', () => (closed = true));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, msgs, closed: () => closed }));
    ws.once('error', reject);
  });
}

function reply(msgs: unknown[], r: number): { s: string; d: unknown } | undefined {
  for (const m of msgs) {
    const d = (m as { d?: { r?: number; b?: { s: string; d: unknown } } }).d;
    if (d && d.r === r) return d.b;
  }
  return undefined;
}

let seedN = 12345;
function rnd(n: number): number {
  seedN = (seedN * 1103515245 + 12345) & 0x7fffffff;
  return seedN % n;
}
const pick = <T>(a: T[]): T => a[rnd(a.length)];

function randomValue(depth = 0): unknown {
  switch (rnd(depth > 4 ? 5 : 9)) {
    case 0: return null;
    case 1: return rnd(1000) - 500;
    case 2: return pick(['x', '', 'ü', '\u0000', 'a'.repeat(rnd(50))]);
    case 3: return rnd(2) === 0;
    case 4: return pick([{ '.sv': 'timestamp' }, { '.sv': { increment: 1 } }, { '.sv': 'bogus' }, { '.value': 1, '.priority': 'p' }, { '.priority': {} }, 1e309]);
    case 5: return [randomValue(depth + 1), randomValue(depth + 1)];
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rnd(4); i >= 0; i--) o[pick(['a', 'b', 'c', 'bad.key', 'x/y', '$', '', '#', '[', 'ok'])] = randomValue(depth + 1);
      return o;
    }
  }
}

function randomFrame(r: number): string {
  const path = pick(['/scratch', '/scratch/a', '/protected', '/protected/x', '/', '/scratch/.priority', '/a.b', '/$x', 'scratch/' + 'd/'.repeat(40), 42, null, '/scratch/\u0001']);
  const action = pick(['p', 'm', 'q', 'n', 'g', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth', 's', 'zz', '', 7]);
  const q = pick([undefined, {}, { l: 2, vf: 'r', i: 'a' }, { sp: {}, i: '.key' }, { l: -1 }, { i: 5 }, 'q', { sp: 1, ep: 'z', i: '.value', l: 3 }]);
  const body: Record<string, unknown> = { p: path, d: randomValue(), q, t: rnd(3) ? rnd(5) : 'x', h: pick([undefined, '', 'abc']) };
  if (action === 'auth' || action === 'gauth') body.cred = pick(['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '', 5]);
  switch (rnd(14)) {
    case 0: return '{"t":"d","d":{' + 'x'.repeat(rnd(20)); // malformed JSON
    case 1: return JSON.stringify({ t: 'c', d: { t: pick(['p', 'x', 'h']) } });
    case 2: return JSON.stringify({ t: pick(['q', 5, null]), d: body });
    case 3: return JSON.stringify(pick([null, 1, 'x', [], { t: 'd' }, { t: 'd', d: 'str' }]));
    default: return JSON.stringify({ t: 'd', d: { r, a: action, b: body } });
  }
}

it('answers bad requests with error statuses and keeps the connection', async () => {
  const c = await rawClient();
  const send = (r: number, a: string, b: unknown) => c.ws.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
  send(1, 'p', { p: '/scratch/a.b', d: 1 });
  send(2, 'p', { p: '/scratch', d: { 'bad/key': 1 } });
  send(3, 'p', { p: '/scratch/' + 'd/'.repeat(40), d: 1 });
  send(4, 'p', { p: '/scratch', d: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) });
  send(5, 'nope', {});
  send(6, 'q', { p: '/scratch', q: { l: 'x' }, t: 1 });
  send(7, 'p', { p: '/protected/x', d: 1 });
  send(8, 'p', { p: '/scratch/ok', d: { '.sv': 'nope' } });
  send(9, 'm', { p: '/scratch', d: [1, 2] });
  c.ws.send('0'); // client keepalive: ignored, not a frame count
  send(10, 'p', { p: '/scratch/ok', d: 1 });
  c.ws.send(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
  const pong = () => c.msgs.some((m) => JSON.stringify(m) === JSON.stringify({ t: 'c', d: { t: 'o', d: {} } }));
  await waitFor(() => reply(c.msgs, 10) !== undefined && pong());
  const statuses = Array.from({ length: 10 }, (_, i) => reply(c.msgs, i + 1)?.s);
  expect(statuses).toEqual([
    'invalid_path', 'invalid_data', 'invalid_path', 'invalid_data', 'invalid_action',
    'invalid_query', 'permission_denied', 'invalid_data', 'invalid_data', 'ok',
  ]);
  expect(c.msgs).toContainEqual({ t: 'c', d: { t: 'o', d: {} } });
  expect(c.closed()).toBe(false);
  c.ws.close();
});

it('closes only the offending socket on malformed frames, oversize and vanishing clients', async () => {
  const [watcher] = await connectClients(server, ns, 1);
  clients.push(watcher);
  const values: unknown[] = [];
  onValue(ref(watcher.db, 'scratch/live'), (s) => values.push(s.val()));

  const bad = await rawClient();
  bad.ws.send('{definitely not json');
  await waitFor(() => bad.closed(), 3000, 'close after malformed JSON');

  const huge = await rawClient();
  huge.ws.send('2000'); // more frames than the 16 MB limit allows
  await waitFor(() => huge.closed(), 3000, 'close after oversized count');

  const big = await rawClient();
  big.ws.send('x'.repeat(17 * 1024 * 1024));
  await waitFor(() => big.closed(), 5000, 'close after 17 MB frame');

  const vanish = await rawClient();
  vanish.ws.send('3');
  vanish.ws.send('{"t":"d","d":{"r":1,"a":"p","b":{"p":"/scratch/live","d":');
  vanish.ws.terminate();

  const [writer] = await connectClients(server, ns, 1);
  clients.push(writer);
  await set(ref(writer.db, 'scratch/live'), 'still fine');
  await waitFor(() => values[values.length - 1] === 'still fine');
});

it('survives thousands of random frames and still serves correct data', async () => {
  await seed(server, ns, '/protected', { keep: { me: [1, 2, 3] }, n: 42 });
  const [watcher] = await connectClients(server, ns, 1);
  clients.push(watcher);
  const seen: unknown[] = [];
  onValue(ref(watcher.db, 'scratch/final'), (s) => seen.push(s.val()));

  // Malformed frames close the socket, so reconnect and keep going until 3,000 frames
  // were delivered to an open connection.
  let delivered = 0;
  let sockets = 0;
  while (delivered < 3000) {
    const c = await rawClient();
    sockets++;
    for (let i = 0; i < 400 && !c.closed(); i++) {
      c.ws.send(rnd(50) === 0 ? String(rnd(4) + 1) : randomFrame(i + 1));
      delivered++;
      if (i % 25 === 0) await new Promise((r) => setImmediate(r)); // let close events arrive
    }
    if (rnd(2)) c.ws.terminate();
    else c.ws.close();
  }
  expect(sockets).toBeGreaterThan(5);
  const [writer] = await connectClients(server, ns, 1);
  clients.push(writer);
  await set(ref(writer.db, 'scratch/final'), { ok: true });
  // A connection opened after the last fuzzed frame was sent has been served (handshake, auth, a
  // write): the server has read the frames before it, so any damage they did is there to see.
  expect(await readAsOwner(server, ns, '/protected')).toEqual({ keep: { me: [1, 2, 3] }, n: 42 });
  expect((await get(ref(writer.db, 'protected/n'))).val()).toBe(42);
  await waitFor(() => JSON.stringify(seen[seen.length - 1]) === '{"ok":true}');
});
