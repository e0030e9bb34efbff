/** @jest-environment node */
import {
  child,
  endAt,
  equalTo,
  get,
  increment,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildRemoved,
  onDisconnect,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  push,
  query,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  setPriority,
  startAfter,
  startAt,
  update,
  goOffline,
} from 'firebase/database';
import { textFrame } from '../../localdb/protocol';
import { nodeHash } from '../../localdb/hash';
import { closeClients, connectClients, readAsOwner, seed, startTestDb, uniqueNamespace, type TestClient } from '../../localdb/testing';
import { isDeepStrictEqual } from 'node:util';
import { waitFor } from './helpers';

let server: Awaited<ReturnType<typeof startTestDb>>;
const all: TestClient[] = [];
async function clients(n: number, ns: string, uids?: string[]) {
  const c = await connectClients(server, ns, n, { uids });
  all.push(...c);
  return c;
}

beforeAll(async () => {
  server = await startTestDb();
});
afterAll(async () => {
  await closeClients(all);
  await server.close();
});

describe('hash', () => {
  it('matches the SDK test vectors', () => {
    expect(nodeHash(42)).toBe('bQ5XV5L9riGZgerGMb/8Z87RxeI=');
    expect(nodeHash('str')).toBe('sfnY/+BwcCaHAaeyeCGj6o4hEPY=');
    expect(nodeHash(false)).toBe('aSSNoqcS4oQwJ2xxH20rvpp3zP0=');
    expect(nodeHash({ '9': 'nine', '10': 'ten', a: 1, b: 's', c: true, d: 1.5, z: { y: -0.25 } })).toBe('T8thVkLzqhgCT8lnUSdEGC3CDCM=');
    expect(nodeHash({ a: { '.value': 'va', '.priority': 5 }, b: { x: 1, '.priority': 'zz' }, c: 3 })).toBe('x58fjWGg+fe9PzjTQa/kXGFHzG8=');
    expect(nodeHash(null)).toBe('');
  });
});

// Jest runs tests in random order: each test gets a namespace and clients of its own.
describe('frames', () => {
  it('a server text frame is final, unmasked and carries the UTF-8 length in the right width', () => {
    for (const text of ['{"a":1}', 'ø'.repeat(100), 'x'.repeat(125), 'x'.repeat(126), 'æ'.repeat(16384), 'x'.repeat(70000)]) {
      const f = textFrame(text);
      const len = Buffer.byteLength(text);
      expect(f[0]).toBe(0x81);
      const head = len < 126 ? 2 : len < 65536 ? 4 : 10;
      if (head === 2) expect(f[1]).toBe(len);
      if (head === 4) expect([f[1], f.readUInt16BE(2)]).toEqual([126, len]);
      if (head === 10) expect([f[1], Number(f.readBigUInt64BE(2))]).toEqual([127, len]);
      expect(f.subarray(head).toString('utf8')).toBe(text);
    }
  });
});

describe('basic operations with several clients', () => {
  let ns: string;
  let a: TestClient, b: TestClient;
  beforeEach(async () => {
    ns = uniqueNamespace('core');
    [a, b] = await clients(2, ns);
  });

  it('set, update, remove and get round-trip between clients', async () => {
    const values: unknown[] = [];
    onValue(ref(b.db, 'room'), (s) => values.push(s.val()));
    await waitFor(() => values.length === 1, 5000, 'the first (empty) value'); // b's listen is in place
    await set(ref(a.db, 'room'), { name: 'x', arr: ['p', 'q'], empty: {}, n: null });
    // a's ack and b's push travel on different sockets: b may hear of it a moment later.
    await waitFor(() => isDeepStrictEqual(values[values.length - 1], { name: 'x', arr: ['p', 'q'] }));
    expect((await get(ref(b.db, 'room'))).val()).toEqual({ name: 'x', arr: ['p', 'q'] });
    await update(ref(a.db), { 'room/name': 'y', 'room/extra/deep': 1, 'other/v': true });
    // (Only its own paths: other tests of this block write beside them, in any order.)
    expect(await readAsOwner(server, ns, '/room')).toEqual({ name: 'y', arr: ['p', 'q'], extra: { deep: 1 } });
    expect(await readAsOwner(server, ns, '/other')).toEqual({ v: true });
    await remove(ref(a.db, 'room/arr'));
    await waitFor(() => isDeepStrictEqual(values[values.length - 1], { name: 'y', extra: { deep: 1 } }));
    expect(values[0]).toBeNull();
    await remove(ref(a.db, 'room'));
    await waitFor(() => values[values.length - 1] === null);
    expect(await readAsOwner(server, ns, '/room')).toBeNull();
  });

  it('removing the last child prunes empty parents', async () => {
    await set(ref(a.db, 'p/q/r'), 1);
    await remove(ref(a.db, 'p/q/r'));
    expect(await readAsOwner(server, ns, '/p')).toBeNull();
  });

  it('push ids are ordered and stored', async () => {
    const r1 = push(ref(a.db, 'msgs'), 'one');
    const r2 = push(ref(a.db, 'msgs'), 'two');
    await Promise.all([r1, r2]);
    expect(r1.key! < r2.key!).toBe(true);
    expect(await readAsOwner(server, ns, '/msgs')).toEqual({ [r1.key!]: 'one', [r2.key!]: 'two' });
  });

  it('onlyOnce listener fires once with the server value', async () => {
    await seed(server, ns, '/once', { v: 7 });
    const seen: unknown[] = [];
    await new Promise<void>((resolve) =>
      onValue(ref(b.db, 'once'), (s) => {
        seen.push(s.val());
        resolve();
      }, { onlyOnce: true }),
    );
    // A second, ordinary listener on the same client: once it has the new value, the onlyOnce
    // one would have fired again too had it still been listening.
    const later: unknown[] = [];
    const stop = onValue(ref(b.db, 'once'), (s) => later.push(s.val()));
    await set(ref(a.db, 'once/v'), 8);
    await waitFor(() => isDeepStrictEqual(later[later.length - 1], { v: 8 }), 5000, 'the new value reaching b');
    stop();
    expect(seen).toEqual([{ v: 7 }]);
  });

  it('priorities are stored and orderByPriority works', async () => {
    await set(ref(a.db, 'prio'), { x: { '.value': 1, '.priority': 2 }, y: { '.value': 2, '.priority': 1 } });
    await setPriority(ref(a.db, 'prio/x'), 0);
    const res = await fetch(`${server.url}/prio.json?ns=${ns}&format=export`, { headers: { Authorization: 'Bearer owner' } });
    expect(await res.json()).toEqual({ x: { '.value': 1, '.priority': 0 }, y: { '.value': 2, '.priority': 1 } });
  });

  it('server values resolve on the server', async () => {
    const before = Date.now();
    await set(ref(a.db, 'sv'), { t: serverTimestamp(), c: increment(5) });
    await update(ref(b.db, 'sv'), { c: increment(-2) });
    const v = (await readAsOwner(server, ns, '/sv')) as { t: number; c: number };
    expect(v.c).toBe(3);
    expect(v.t).toBeGreaterThanOrEqual(before);
    expect(v.t).toBeLessThanOrEqual(Date.now());
  });

  it('large values are split into frames both ways', async () => {
    const big = 'x'.repeat(100_000);
    await set(ref(a.db, 'big'), { big, n: 1 });
    expect((await get(ref(b.db, 'big/big'))).val()).toBe(big);
  });
});

describe('queries', () => {
  let ns: string;
  let a: TestClient, b: TestClient;
  beforeEach(async () => {
    ns = uniqueNamespace('query');
    [a, b] = await clients(2, ns);
    await seed(server, ns, '/scores', { k1: { s: 5 }, k2: { s: 1 }, k3: { s: 9 }, k4: { s: 3 }, k5: { s: 7 } });
    await seed(server, ns, '/vals', { a: 3, b: 1, c: 'z', d: true, '10': 2, '9': 2 });
  });

  it('get() of a query is filtered by the server', async () => {
    const top2 = await get(query(ref(b.db, 'scores'), orderByChild('s'), limitToLast(2)));
    expect(Object.keys(top2.val()).sort()).toEqual(['k3', 'k5']);
    const range = await get(query(ref(b.db, 'scores'), orderByChild('s'), startAt(3), endAt(7)));
    expect(range.val()).toEqual({ k1: { s: 5 }, k4: { s: 3 }, k5: { s: 7 } });
    const eq = await get(query(ref(b.db, 'scores'), orderByChild('s'), equalTo(9)));
    expect(eq.val()).toEqual({ k3: { s: 9 } });
    const keys = await get(query(ref(b.db, 'vals'), orderByKey(), limitToFirst(3)));
    expect(Object.keys(keys.val())).toEqual(['9', '10', 'a']);
    const after = await get(query(ref(b.db, 'vals'), orderByKey(), startAfter('a')));
    expect(Object.keys(after.val()).sort()).toEqual(['b', 'c', 'd']);
    const byValue: string[] = [];
    (await get(query(ref(b.db, 'vals'), orderByValue(), limitToFirst(4)))).forEach((c) => {
      byValue.push(c.key!);
    });
    // booleans < numbers (ties by key, integer keys first) < strings
    expect(byValue).toEqual(['d', 'b', '9', '10']);
  });

  it('limited listens see children enter and leave the window', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    let last: string[] = [];
    // Its own copy of the scores: the other test of this block reads the originals.
    await seed(server, ns, '/live', { k1: { s: 5 }, k2: { s: 1 }, k3: { s: 9 }, k4: { s: 3 }, k5: { s: 7 } });
    const q = query(ref(b.db, 'live'), orderByChild('s'), limitToLast(2));
    onChildAdded(q, (s) => added.push(s.key!));
    onChildRemoved(q, (s) => removed.push(s.key!));
    onValue(q, (s) => {
      const keys: string[] = [];
      s.forEach((c) => {
        keys.push(c.key!);
      });
      last = keys;
    });
    await waitFor(() => last.join() === 'k5,k3', 5000, 'initial window');
    expect(added.sort()).toEqual(['k3', 'k5']);
    await set(ref(a.db, 'live/k2/s'), 100); // k2 enters at the top, k5 leaves
    await waitFor(() => last.join() === 'k3,k2', 5000, 'k2 entering');
    expect(removed).toEqual(['k5']);
    await remove(ref(a.db, 'live/k2')); // k5 comes back
    await waitFor(() => last.join() === 'k5,k3', 5000, 'k5 re-entering');
    expect(removed).toEqual(['k5', 'k2']);
    expect(added).toContain('k2');
    expect(added.filter((k) => k === 'k5').length).toBe(2);
    // Outside the window: no change. The same client listens to k1 itself, so once that listener
    // has the new score, an update to the window would have arrived too.
    let k1: unknown = null;
    const stopK1 = onValue(ref(b.db, 'live/k1/s'), (s) => (k1 = s.val()));
    await set(ref(a.db, 'live/k1/s'), 4);
    await waitFor(() => k1 === 4, 5000, 'k1 reaching b');
    stopK1();
    expect(last.join()).toBe('k5,k3');
    expect(removed).toEqual(['k5', 'k2']);
    expect(added).not.toContain('k1');
  });
});

describe('range and equality listens', () => {
  const ns = uniqueNamespace('range');
  it('children move in and out of startAt/endAt and equalTo windows', async () => {
    const [a, b] = await clients(2, ns);
    await seed(server, ns, '/r', { x: { s: 1 }, y: { s: 5 }, z: { s: 9 } });
    let inRange: string[] = [];
    let equal: string[] = [];
    const keys = (snap: { forEach(cb: (c: { key: string | null }) => boolean | void): boolean }) => {
      const out: string[] = [];
      snap.forEach((c) => {
        out.push(c.key!);
      });
      return out;
    };
    onValue(query(ref(b.db, 'r'), orderByChild('s'), startAt(3), endAt(7)), (snap) => (inRange = keys(snap)));
    onValue(query(ref(b.db, 'r'), orderByChild('s'), equalTo(9)), (snap) => (equal = keys(snap)));
    await waitFor(() => inRange.join() === 'y' && equal.join() === 'z', 5000, 'initial windows');
    await set(ref(a.db, 'r/x/s'), 4);
    await waitFor(() => inRange.join() === 'x,y', 5000, 'x entering the range');
    await set(ref(a.db, 'r/y/s'), 9);
    await waitFor(() => inRange.join() === 'x' && equal.join() === 'y,z', 5000, 'y moving to the equal window');
    await update(ref(a.db, 'r'), { 'z/s': 6, w: { s: 3 } });
    await waitFor(() => inRange.join() === 'w,x,z' && equal.join() === 'y', 5000, 'multi-path update');
  });
});

describe('transactions and increments under contention', () => {
  const ns = uniqueNamespace('contend');
  it('20 clients x 10 increments and 10 transactions end exactly at 200', async () => {
    const cs = await clients(20, ns);
    await Promise.all(
      cs.flatMap((c) => Array.from({ length: 10 }, () => update(ref(c.db), { inc: increment(1) }))),
    );
    expect(await readAsOwner(server, ns, '/inc')).toBe(200);
    const results = await Promise.all(
      cs.flatMap((c) => Array.from({ length: 10 }, () => runTransaction(ref(c.db, 'tx'), (v: number | null) => (v ?? 0) + 1))),
    );
    expect(results.every((r) => r.committed)).toBe(true);
    expect(await readAsOwner(server, ns, '/tx')).toBe(200);
  });

  it('a transaction that returns undefined aborts and changes nothing', async () => {
    const [c] = await clients(1, ns);
    await seed(server, ns, '/abort', 1);
    const r = await runTransaction(ref(c.db, 'abort'), () => undefined);
    expect(r.committed).toBe(false);
    expect(await readAsOwner(server, ns, '/abort')).toBe(1);
  });
});

describe('onDisconnect', () => {
  const ns = uniqueNamespace('ondisc');
  it('set, update and remove run when the socket closes; cancel drops them', async () => {
    const [watcher, leaver] = await clients(2, ns);
    await seed(server, ns, '/presence', { gone: true, keep: 1 });
    await onDisconnect(ref(leaver.db, 'presence/u1')).set({ online: false, at: serverTimestamp() });
    await onDisconnect(ref(leaver.db, 'presence/multi')).update({ a: 1, 'b/c': 2 });
    await onDisconnect(ref(leaver.db, 'presence/gone')).remove();
    await onDisconnect(ref(leaver.db, 'presence/keep')).set(99);
    await onDisconnect(ref(leaver.db, 'presence/keep')).cancel();
    let latest: Record<string, unknown> | null = null;
    onValue(ref(watcher.db, 'presence'), (s) => (latest = s.val()));
    await waitFor(() => latest !== null);
    expect(await readAsOwner(server, ns, '/presence/u1')).toBeNull();
    goOffline(leaver.db);
    await waitFor(() => !!latest && 'u1' in latest, 5000, 'onDisconnect writes');
    const v = latest as unknown as Record<string, unknown>;
    expect((v.u1 as { online: boolean }).online).toBe(false);
    expect(typeof (v.u1 as { at: unknown }).at).toBe('number');
    expect(v.multi).toEqual({ a: 1, b: { c: 2 } });
    expect('gone' in v).toBe(false);
    expect(v.keep).toBe(1);
  });
});

describe('namespaces', () => {
  it('each namespace is its own tree', async () => {
    const ns1 = uniqueNamespace('one');
    const ns2 = uniqueNamespace('two');
    const [c1] = await clients(1, ns1);
    const [c2] = await clients(1, ns2);
    await set(ref(c1.db, 'v'), 1);
    await set(ref(c2.db, 'v'), 2);
    expect((await get(child(ref(c1.db), 'v'))).val()).toBe(1);
    expect(await readAsOwner(server, ns2, '/v')).toBe(2);
  });
});
