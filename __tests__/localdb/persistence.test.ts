/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { onDisconnect, ref, set } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../../localdb';
import { Store, sealLine } from '../../localdb/persistence';
import { closeClients, connectClients, readAsOwner, seed } from '../../localdb/testing';

const ROOT = path.resolve(__dirname, '../..');
const OPEN_RULES = path.join(mkdtempSync(path.join(tmpdir(), 'localdb-prules-')), 'rules.json');
writeFileSync(OPEN_RULES, JSON.stringify({ rules: { '.read': true, '.write': true } }));
const tmp = () => mkdtempSync(path.join(tmpdir(), 'localdb-data-'));

describe('in-process persistence', () => {
  it('keeps data across a restart and imports the seed only once', async () => {
    const dir = tmp();
    const seedFile = path.join(dir, '..', `seed-${path.basename(dir)}.json`);
    writeFileSync(seedFile, JSON.stringify({ app: { greeting: 'hi', list: { a: 1 } } }));
    let db: LocalDb = await startLocalDb({ dataDir: dir, seedFile, rulesFile: OPEN_RULES, quiet: true });
    expect(await readAsOwner(db, 'app', '/')).toEqual({ greeting: 'hi', list: { a: 1 } });
    const [c] = await connectClients(db, 'app', 1);
    await set(ref(c.db, 'greeting'), 'hello');
    await set(ref(c.db, 'list/b'), { '.value': 2, '.priority': 1 });
    await closeClients([c]);
    await db.close();
    db = await startLocalDb({ dataDir: dir, seedFile, rulesFile: OPEN_RULES, quiet: true });
    expect(await readAsOwner(db, 'app', '/')).toEqual({ greeting: 'hello', list: { a: 1, b: 2 } });
    const exp = await (await fetch(`${db.url}/list/b.json?ns=app&format=export`, { headers: { Authorization: 'Bearer owner' } })).json();
    expect(exp).toEqual({ '.value': 2, '.priority': 1 });
    await db.close();
  });

  it('onDisconnect writes fired by a shutdown are durable', async () => {
    const dir = tmp();
    let db = await startLocalDb({ dataDir: dir, seedFile: null, rulesFile: OPEN_RULES, quiet: true });
    const [c] = await connectClients(db, 'od', 1);
    await set(ref(c.db, 'status'), 'online');
    await onDisconnect(ref(c.db, 'status')).set('offline');
    await db.close();
    await closeClients([c]);
    db = await startLocalDb({ dataDir: dir, seedFile: null, rulesFile: OPEN_RULES, quiet: true });
    expect(await readAsOwner(db, 'od', '/status')).toBe('offline');
    await db.close();
  });

  it('tolerates a torn last log line and keeps working', async () => {
    const dir = tmp();
    let db = await startLocalDb({ dataDir: dir, seedFile: null, rulesFile: OPEN_RULES, quiet: true });
    await seed(db, 'ns', '/a', 1);
    await seed(db, 'ns', '/b', 2);
    // Simulate a crash: no close(), so no compaction; then a half-written record.
    const logFile = path.join(dir, 'log.jsonl');
    const copy = mkdtempSync(path.join(tmpdir(), 'localdb-copy-'));
    writeFileSync(path.join(copy, 'log.jsonl'), readFileSync(logFile, 'utf8') + '{"seq":99,"ns":"ns","op":"set","p":["c"],"d');
    await db.close();
    db = await startLocalDb({ dataDir: copy, seedFile: null, rulesFile: OPEN_RULES, quiet: true });
    expect(await readAsOwner(db, 'ns', '/')).toEqual({ a: 1, b: 2 });
    await seed(db, 'ns', '/c', 3);
    await db.close();
    db = await startLocalDb({ dataDir: copy, seedFile: null, rulesFile: OPEN_RULES, quiet: true });
    expect(await readAsOwner(db, 'ns', '/')).toEqual({ a: 1, b: 2, c: 3 });
    await db.close();
  });

  it('compaction writes a snapshot and replays only newer records', async () => {
    const dir = tmp();
    let state = { seq: 0, namespaces: {} as Record<string, unknown> };
    const { store } = await Store.open(dir, () => state as never);
    await store.append({ seq: 1, ns: 'n', op: 'set', p: ['x'], d: 1 });
    await store.append({ seq: 2, ns: 'n', op: 'set', p: ['y'], d: 2 });
    // A crash after the snapshot was renamed into place but before the log was truncated.
    state = { seq: 1, namespaces: { n: { x: 1 } } };
    writeFileSync(path.join(dir, 'snapshot.json'), sealLine(JSON.stringify(state)) + '\n');
    const again = await Store.open(dir, () => state as never);
    expect(again.recovered.snapshot).toEqual({ seq: 1, namespaces: { n: { x: 1 } } });
    expect(again.recovered.records.map((r) => r.seq)).toEqual([2]);
    await again.store.close();
    await store.close().catch(() => undefined);
  });

  it('finds the default rules and seed files under Jest', async () => {
    const db = await startLocalDb({ dataDir: null, quiet: true });
    // database.rules.json at the repo root denies everything to unauthenticated clients.
    const rules = JSON.parse(readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8'));
    const res = await fetch(`${db.url}/.settings/rules.json?ns=demo-portalen`, { headers: { Authorization: 'Bearer owner' } });
    expect(JSON.parse(await res.text())).toEqual(rules);
    await db.close();
  });
});

// ---- the CLI as a child process ----

function startCli(args: string[]): Promise<{ proc: ChildProcess; port: number; out: () => string }> {
  const proc = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['localdb/cli.ts', '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // tsx runs the server in a child node process; a process group lets kill -9 reach it.
    detached: true,
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start: ${err}`)), 20000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^localdb ready on 127\.0\.0\.1:(\d+)\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, port: Number(m[1]), out: () => out });
      }
    });
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('exit', (code) => reject(new Error(`CLI exited early (${code}): ${err}`)));
  });
}

const exited = (p: ChildProcess) => new Promise<number | null>((r) => p.once('exit', (code) => r(code)));
const fakeDb = (port: number): LocalDb => ({ port, host: '127.0.0.1', url: `http://127.0.0.1:${port}`, close: async () => {} });

describe('CLI', () => {
  it('survives kill -9 during a stream of acknowledged writes, twice', async () => {
    const dir = tmp();
    const acked = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      const { proc, port } = await startCli(['--data', dir, '--rules', OPEN_RULES, '--no-seed', '--quiet']);
      const db = fakeDb(port);
      const clients = await connectClients(db, 'crash', 4);
      let stop = false;
      const writers = clients.map(async (c, w) => {
        for (let i = 0; !stop; i++) {
          const key = `r${round}w${w}i${i}`;
          // Several writes in flight per client, acked ones recorded.
          await Promise.all(
            [0, 1, 2].map((j) =>
              set(ref(c.db, `data/${key}_${j}`), i * 10 + j).then(
                () => acked.set(`${key}_${j}`, i * 10 + j),
                () => undefined,
              ),
            ),
          );
        }
      });
      while (acked.size < (round + 1) * 300) await new Promise((r) => setTimeout(r, 5));
      process.kill(-proc.pid!, 'SIGKILL');
      await exited(proc);
      stop = true;
      await closeClients(clients);
      await Promise.race([Promise.all(writers), new Promise((r) => setTimeout(r, 1000))]);
    }
    const { proc, port } = await startCli(['--data', dir, '--rules', OPEN_RULES, '--no-seed', '--quiet']);
    const data = (await readAsOwner(fakeDb(port), 'crash', '/data')) as Record<string, number>;
    const missing = [...acked].filter(([k, v]) => data[k] !== v);
    expect(missing).toEqual([]);
    expect(acked.size).toBeGreaterThanOrEqual(600);
    proc.kill('SIGTERM');
    expect(await exited(proc)).toBe(0);
  }, 45000);

  it('prints one ready line, uses the repo rules by default, exits 0 on SIGTERM with data flushed', async () => {
    const dir = tmp();
    // Outside the data directory: a directory holding any file is never fresh, so never seeded.
    const seedFile = `${dir}-seed.json`;
    writeFileSync(seedFile, JSON.stringify({ s: { v: 1 } }));
    const { proc, port, out } = await startCli(['--data', dir, '--seed', seedFile]);
    const unauth = await fetch(`http://127.0.0.1:${port}/.json?ns=s`);
    expect(unauth.status).toBe(401); // database.rules.json denies everything
    await seed(fakeDb(port), 's', '/w', 2);
    proc.kill('SIGTERM');
    expect(await exited(proc)).toBe(0);
    expect(out()).toBe(`localdb ready on 127.0.0.1:${port}\n`);
    const [sum, json] = readFileSync(path.join(dir, 'snapshot.json'), 'utf8').trimEnd().split(/ (.*)/s);
    expect(sealLine(json)).toBe(`${sum} ${json}`);
    expect(JSON.parse(json).namespaces.s).toEqual({ v: 1, w: 2 });
  }, 30000);
});
