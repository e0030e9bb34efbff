/** @jest-environment node */
// A client's write ack comes before the pushes of every later write, also while the ack
// waits for the disk. Before, pushes went out at once and acks after the fsync, so a client
// could hear of another's later write before its own ack; the SDK then sent its queued
// transactions with the new hash but values computed before, the hash check passed, and
// increments were lost (the bench saw 180 and 80 where 200 transactions had committed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runTransaction, ref } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../../localdb';
import { closeClients, connectClients, readAsOwner, type TestClient } from '../../localdb/testing';
import { rawClient, waitFor, type RawClient } from './helpers';

let db: LocalDb;
let diskDelayMs = 0;
const raws: RawClient[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  db = await startLocalDb({
    port: 0,
    dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'localdb-order-')), 'data'),
    seedFile: null,
    rulesFile: path.join(tmpdir(), 'localdb-order-no-rules.json'), // missing: everything allowed
    quiet: true,
    // A slow disk: every group commit takes this long before its acks may go out.
    beforeLogWrite: () => new Promise((r) => setTimeout(r, diskDelayMs)),
  });
});
afterAll(async () => {
  for (const r of raws) r.ws.close();
  await closeClients(clients);
  await db.close();
});

type Msg = { d?: { r?: number; a?: string; b?: { s?: string; p?: string; d?: unknown } } };

it("a writer gets its ack before the push of a write that came after its own", async () => {
  diskDelayMs = 150;
  const x = await rawClient(db.port, 'order-raw');
  const y = await rawClient(db.port, 'order-raw');
  raws.push(x, y);
  expect((await x.request('q', { p: '/tx', h: '' })).s).toBe('ok');
  const pushOf = (v: number) => (m: unknown) => (m as Msg).d?.a === 'd' && (m as Msg).d?.b?.d === v;
  const ackOf = (r: number) => (m: unknown) => (m as Msg).d?.r === r && (m as Msg).d?.b?.s === 'ok';
  // x's write is applied (its own push arrives) but waits ~150 ms for the disk…
  x.ws.send(JSON.stringify({ t: 'd', d: { r: 7001, a: 'p', b: { p: '/tx', d: 1, h: '' } } }));
  await waitFor(() => x.msgs.some(pushOf(1)), 5000, "x's own push");
  // …while y's later write is applied and pushed to x.
  expect((await y.request('p', { p: '/tx', d: 2 })).s).toBe('ok');
  await waitFor(() => x.msgs.some(pushOf(2)), 5000, "y's push at x");
  const ack = x.msgs.findIndex(ackOf(7001));
  expect(ack).toBeGreaterThanOrEqual(0);
  expect(ack).toBeLessThan(x.msgs.findIndex(pushOf(2)));
});

it('20 clients × 5 concurrent transactions on a slow disk end exactly at 100', async () => {
  diskDelayMs = 10;
  const cs = await connectClients(db, 'order-sdk', 20);
  clients.push(...cs);
  const results = await Promise.all(
    cs.flatMap((c) => Array.from({ length: 5 }, () => runTransaction(ref(c.db, 'tx'), (v: number | null) => (v ?? 0) + 1))),
  );
  expect(results.every((r) => r.committed)).toBe(true);
  expect(await readAsOwner(db, 'order-sdk', '/tx')).toBe(100);
}, 60000);
