// `npm run bench` — localdb budgets (docs/design.md §7), a side-by-side with the
// `firebase-server` npm package (medians of `--runs=N` rounds, default 3), and a fault and
// abuse section (a hostile client beside 50 honest ones; kill -9 cycles). `--quick`
// shortens everything; `--only=abuse`, `--only=compare` or `--only=revocation` (re-checking
// listens after writes, localdb only) runs one part. Servers run in their own processes; the SDK clients
// (firebase v12) run here. firebase-server is installed into a scratch folder under
// /tmp with its own older firebase, never into the app's package.json.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { Engine, type Listener } from '../database';
import { parseWireQuery } from '../query';
import { compileRules } from '../rules';
import {
  connectDatabaseEmulator,
  getDatabase,
  goOffline,
  increment,
  onValue,
  ref,
  runTransaction,
  set,
  update,
  type Database,
} from 'firebase/database';

const ROOT = path.resolve(__dirname, '..', '..');
const SCRATCH = '/tmp/localdb-bench-firebase-server';
const quick = process.argv.includes('--quick');
const attacks = process.argv.find((a) => a.startsWith('--attacks='))?.split('=')[1];
const attacksArg = attacks ? ['--attacks', attacks] : [];

interface Target {
  name: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

function waitForLine(proc: ChildProcess, re: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${err}`)), 30000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = re.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    proc.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${err}`)));
  });
}

function stopper(proc: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
}

async function startLocalDbTarget(
  rulesText = '{"rules":{".read":true,".write":true}}',
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'localdb-bench-')), 'data'),
): Promise<Target> {
  const rules = path.join(path.dirname(dataDir), 'rules.json');
  writeFileSync(rules, rulesText);
  // node --import tsx (not the tsx wrapper) so the pid is the server's, for RSS readings.
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'localdb/cli.ts', '--port', '0', '--data', dataDir, '--rules', rules, '--no-seed', '--quiet'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const m = await waitForLine(proc, /localdb ready on [^:]+:(\d+)/, 'localdb');
  return { name: 'localdb', port: Number(m[1]), pid: proc.pid!, stop: stopper(proc), proc } as Target & { proc: ChildProcess };
}

function ensureFirebaseServer(): void {
  if (existsSync(path.join(SCRATCH, 'node_modules', 'firebase-server'))) return;
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(path.join(SCRATCH, 'package.json'), '{"name":"localdb-bench-scratch","private":true}');
  process.stderr.write('installing firebase-server into ' + SCRATCH + ' …\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'firebase-server@1.1.0', 'firebase@7.24.0'], {
    cwd: SCRATCH,
    stdio: 'inherit',
  });
}

async function startFirebaseServerTarget(): Promise<Target> {
  ensureFirebaseServer();
  const script = path.join(SCRATCH, 'serve.js');
  writeFileSync(
    script,
    `const FirebaseServer = require('firebase-server');
const net = require('net');
const probe = net.createServer().listen(0, '127.0.0.1', () => {
  const port = probe.address().port;
  probe.close(() => {
    new FirebaseServer({ port, address: '127.0.0.1' }, 'localhost', {});
    setTimeout(() => console.log('firebase-server ready on ' + port), 200);
  });
});
`,
  );
  const proc = spawn(process.execPath, [script], { cwd: SCRATCH, stdio: ['ignore', 'pipe', 'pipe'] });
  const m = await waitForLine(proc, /firebase-server ready on (\d+)/, 'firebase-server');
  return { name: 'firebase-server', port: Number(m[1]), pid: proc.pid!, stop: stopper(proc) };
}

// ---- clients ----

let appN = 0;
interface Client {
  app: FirebaseApp;
  db: Database;
}
function clients(t: Target, ns: string, n: number): Client[] {
  return Array.from({ length: n }, () => {
    const app = initializeApp({ projectId: 'demo-portalen', databaseURL: `http://127.0.0.1:${t.port}?ns=${ns}` }, `bench-${++appN}`);
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', t.port);
    return { app, db };
  });
}
async function closeAll(cs: Client[]): Promise<void> {
  for (const c of cs) goOffline(c.db);
  await Promise.all(cs.map((c) => deleteApp(c.app)));
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function fanout(t: Target, listeners = 50, writes = 1000, gated?: 'beside' | 'touching'): Promise<{ p50: number; p99: number }> {
  const ns = `fan${Date.now()}`;
  const [writer, ...ls] = clients(t, ns, listeners + 1);
  if (gated) await set(ref(writer.db, 'gate/open'), true);
  const touchGate = gated === 'touching';
  let waiting: { value: number; remaining: number; done: () => void } | null = null;
  const last = new Array<number>(ls.length).fill(-2);
  let ready = 0;
  ls.forEach((c, k) =>
    onValue(ref(c.db, 'fan/v'), (s) => {
      const v = (s.val() as number | null) ?? -1;
      if (last[k] === -2) ready++;
      last[k] = v;
      if (waiting && v === waiting.value && --waiting.remaining === 0) waiting.done();
    }),
  );
  while (ready < ls.length) await new Promise((r) => setTimeout(r, 5));
  const lat: number[] = [];
  // The first ~100 writes run while V8 is still compiling the SDK and server hot paths;
  // they are done but not measured.
  const warmup = 100;
  for (let i = 0; i < writes + warmup; i++) {
    const t0 = performance.now();
    await new Promise<void>((resolve) => {
      waiting = { value: i, remaining: ls.length, done: resolve };
      // touchGate: the write also changes what the listeners' read rule reads (README
      // "Revocation on data changes"), so every listen is checked again.
      void (touchGate ? update(ref(writer.db), { 'fan/v': i, 'gate/open': true }) : set(ref(writer.db, 'fan/v'), i));
    });
    if (i >= warmup) lat.push(performance.now() - t0);
  }
  await closeAll([writer, ...ls]);
  return { p50: pct(lat, 50), p99: pct(lat, 99) };
}

async function throughput(t: Target, n = 10, seconds = quick ? 2 : 5): Promise<number> {
  const ns = `tp${Date.now()}`;
  const cs = clients(t, ns, n);
  let events = 0;
  cs.forEach((c) => onValue(ref(c.db, 'tp'), () => events++));
  await new Promise((r) => setTimeout(r, 200));
  let acked = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    cs.map(async (c, k) => {
      // 20 writes in flight per client, each key rewritten in turn so the tree stays small.
      let j = 0;
      const lane = async () => {
        while (performance.now() < end) {
          await set(ref(c.db, `tp/c${k}/k${j++ % 100}`), j);
          acked++;
        }
      };
      await Promise.all(Array.from({ length: 20 }, lane));
    }),
  );
  await closeAll(cs);
  return acked / seconds;
}

async function correctness(t: Target): Promise<{ inc: number; tx: number }> {
  const ns = `ok${Date.now()}`;
  const cs = clients(t, ns, 20);
  await Promise.all(cs.flatMap((c) => Array.from({ length: 10 }, () => update(ref(c.db), { inc: increment(1) }))));
  await Promise.all(cs.flatMap((c) => Array.from({ length: 10 }, () => runTransaction(ref(c.db, 'tx'), (v: number | null) => (v ?? 0) + 1))));
  const res = await (await fetch(`http://127.0.0.1:${t.port}/.json?ns=${ns}`, { headers: { Authorization: 'Bearer owner' } })).json();
  await closeAll(cs);
  return res as { inc: number; tx: number };
}

/** Acked write latency for one child of a 10,000-child node (targaryen copies the siblings). */
async function wideWrite(t: Target, writes = 200): Promise<number> {
  const ns = `wide${Date.now()}`;
  const wide: Record<string, number> = {};
  for (let i = 0; i < 10000; i++) wide[`k${i}`] = i;
  await fetch(`http://127.0.0.1:${t.port}/wide.json?ns=${ns}`, { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(wide) });
  const [c] = clients(t, ns, 1);
  await set(ref(c.db, 'wide/warm'), 0);
  const t0 = performance.now();
  for (let i = 0; i < writes; i++) await set(ref(c.db, `wide/k${i}`), -i);
  const per = (performance.now() - t0) / writes;
  await closeAll([c]);
  return per;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function memory(t: Target): Promise<{ before: number; after: number }> {
  const before = rssMb(t.pid);
  const ns = `mem${Date.now()}`;
  const tree: Record<string, Record<string, { n: number; s: string }>> = {};
  for (let r = 0; r < 100; r++) {
    tree[`room${r}`] = {};
    for (let c = 0; c < 100; c++) tree[`room${r}`][`c${c}`] = { n: c, s: `value ${r}/${c}` };
  }
  // 100 rooms x 100 children x 3 nodes each (child + two leaves) ≈ 30,000 nodes ≥ 10,000.
  await fetch(`http://127.0.0.1:${t.port}/.json?ns=${ns}`, { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(tree) });
  const cs = clients(t, ns, 20);
  let got = 0;
  cs.forEach((c, k) => {
    for (let l = 0; l < 10; l++) onValue(ref(c.db, `room${(k * 10 + l) % 100}/c${l}`), () => got++);
  });
  while (got < 200) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 300));
  const after = rssMb(t.pid);
  await closeAll(cs);
  return { before, after };
}

// ---- faults and abuse ----

const ABUSE_RULES = JSON.stringify({
  rules: {
    open: { '.read': true, '.write': true },
    secret: { '.read': false, '.write': false },
    signed: { '.read': 'auth != null', '.write': 'auth != null' },
  },
});

/** Ack latencies of 50 honest clients, each writing its own key 20 times a second. */
async function honestLatencies(t: Target, ns: string, seconds: number): Promise<number[]> {
  const cs = clients(t, ns, 50);
  await Promise.all(cs.map((c, k) => set(ref(c.db, `open/honest/c${k}`), 0))); // connected and warm
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    cs.map(async (c, k) => {
      for (let i = 1; performance.now() < end; i++) {
        const t0 = performance.now();
        await set(ref(c.db, `open/honest/c${k}`), i);
        lat.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
  await closeAll(cs);
  return lat;
}

interface AbuseResult {
  calm: { p50: number; p99: number; n: number };
  attacked: { p50: number; p99: number; n: number };
  hostile: Record<string, number>;
}

async function abuse(seconds: number): Promise<AbuseResult> {
  const t = await startLocalDbTarget(ABUSE_RULES);
  try {
    const calm = await honestLatencies(t, 'abuse-calm', seconds);
    const hostile = spawn(
      process.execPath,
      ['--import', 'tsx', 'localdb/bench/hostile.ts', '--port', String(t.port), '--ns', 'abuse-hot', '--seconds', String(seconds), ...attacksArg],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    hostile.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const hostileDone = new Promise<void>((r) => hostile.once('exit', () => r()));
    await new Promise((r) => setTimeout(r, 1500)); // let it build its 13 MB value and start
    const attacked = await honestLatencies(t, 'abuse-hot', seconds);
    await hostileDone;
    const sum = (xs: number[]) => ({ p50: pct(xs, 50), p99: pct(xs, 99), n: xs.length });
    return { calm: sum(calm), attacked: sum(attacked), hostile: JSON.parse(out.trim() || '{}') as Record<string, number> };
  } finally {
    await t.stop();
  }
}

/**
 * kill -9 during a stream of writes, `cycles` times on one data directory; after every
 * restart every write acknowledged so far must read back exactly.
 */
async function killCycles(cycles: number): Promise<{ cycles: number; checked: number; lost: number }> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'localdb-kill-')), 'data');
  const acked = new Map<string, number>();
  let checked = 0;
  let lost = 0;
  for (let cycle = 0; cycle <= cycles; cycle++) {
    const t = (await startLocalDbTarget(undefined, dataDir)) as Target & { proc: ChildProcess };
    const data = (await (await fetch(`http://127.0.0.1:${t.port}/data.json?ns=crash`, { headers: { Authorization: 'Bearer owner' } })).json()) as Record<string, number> | null;
    for (const [k, v] of acked) {
      checked++;
      if (data?.[k] !== v) lost++;
    }
    if (cycle === cycles) {
      await t.stop();
      break;
    }
    const cs = clients(t, 'crash', 4);
    let stop = false;
    const writers = cs.map(async (c, w) => {
      for (let i = 0; !stop; i++) {
        await Promise.all(
          [0, 1, 2].map((j) => {
            const key = `c${cycle}w${w}i${i}j${j}`;
            return set(ref(c.db, `data/${key}`), i * 3 + j).then(
              () => void (stop || acked.set(key, i * 3 + j)),
              () => undefined,
            );
          }),
        );
      }
    });
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 400));
    t.proc.kill('SIGKILL');
    await new Promise<void>((r) => (t.proc.exitCode !== null || t.proc.signalCode !== null ? r() : t.proc.once('exit', () => r())));
    stop = true;
    for (const c of cs) goOffline(c.db);
    await Promise.race([Promise.all(writers), new Promise((r) => setTimeout(r, 1000))]);
    await closeAll(cs).catch(() => undefined);
  }
  return { cycles, checked, lost };
}

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
  if (only === 'revocation') return revocation();
  if (only !== 'abuse') await compare();
  if (only !== 'compare') await faults();
  process.exit(0);
}

async function faults(): Promise<void> {
  const seconds = quick ? 5 : 15;
  const a = await abuse(seconds);
  const k = await killCycles(quick ? 3 : 10);
  const h = a.hostile;
  const lines = [
    '',
    `| faults and abuse (${seconds} s each, 50 honest SDK clients writing 20/s each) | figure |`,
    '|---|---|',
    `| honest write-ack latency p50 / p99, alone | ${f2(a.calm.p50)} / ${f2(a.calm.p99)} ms (${a.calm.n} writes) |`,
    `| the same beside the hostile client | ${f2(a.attacked.p50)} / ${f2(a.attacked.p99)} ms (${a.attacked.n} writes) |`,
    `| hostile: junk-frame connections closed by the server | ${h.junkClosedByServer ?? 0} of ${h.junkConnections ?? 0} |`,
    `| hostile: 13 MB denied writes refused (WebSocket / REST) | ${h.deniedWsWrites ?? 0} / ${h.deniedRestWrites ?? 0} |`,
    `| hostile: listens sent / refused over the per-connection cap | ${h.listensSent ?? 0} / ${h.listensRefused ?? 0} |`,
    `| hostile: non-reading sockets closed by back-pressure | ${h.slowSocketsClosed ?? 0} of ${h.slowSocketsOpened ?? 0} |`,
    `| kill -9 during writes: cycles, acknowledged writes checked, lost | ${k.cycles}, ${k.checked}, ${k.lost} |`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** Listens whose read rule reads other data (`gate/open`), as a room's reads its membership. */
const GATED_RULES = JSON.stringify({
  rules: {
    fan: { '.read': "root.child('gate/open').val() === true", '.write': true },
    gate: { '.read': true, '.write': true },
  },
});

/**
 * What re-checking listens after writes costs (README "Revocation on data changes"): fan-out
 * to 50 listeners under a rule that reads `gate/open`, with writes that leave it alone (one
 * comparison per listener) and with writes that touch it (every listen evaluated again).
 */
async function revocation(): Promise<void> {
  const writes = quick ? 200 : 1000;
  const t = await startLocalDbTarget(GATED_RULES);
  try {
    const plain = await fanout(t, 50, writes, 'beside');
    const touching = await fanout(t, 50, writes, 'touching');
    const engine = engineCost(writes * 10);
    process.stdout.write(
      [
        `| the engine alone, in process: one write beside the gate / touching it, 50 listens | ${engine.beside.toFixed(1)} µs | ${engine.touching.toFixed(1)} µs |`,
        '',
        '| fan-out to 50 listeners, gated read rule | p50 | p99 |',
        '|---|---|---|',
        `| writes beside the gate | ${f2(plain.p50)} ms | ${f2(plain.p99)} ms |`,
        `| every write also touches the gate (50 listens re-checked) | ${f2(touching.p50)} ms | ${f2(touching.p99)} ms |`,
      ].join('\n') + '\n',
    );
  } finally {
    await t.stop();
  }
}

/** Mean µs per write of Engine.write with 50 gated listens (sockets replaced by no-ops). */
function engineCost(writes: number): { beside: number; touching: number } {
  const engine = new Engine(compileRules(GATED_RULES));
  const ns = engine.ns('cost');
  const owner = { kind: 'owner' } as const;
  void engine.write(ns, { kind: 'set', segs: ['gate', 'open'], raw: true }, owner);
  for (let k = 0; k < 50; k++) {
    const l: Listener = { owner: { send: () => undefined, identity: { kind: 'anonymous' } }, segs: ['fan'], spec: parseWireQuery(undefined) };
    engine.listen(ns, l);
  }
  const run = (touch: boolean) => {
    const t0 = performance.now();
    for (let i = 0; i < writes; i++) {
      const raw = touch ? { 'fan/v': i, 'gate/open': true } : { 'fan/v': i };
      void engine.write(ns, { kind: 'merge', segs: [], raw }, owner);
    }
    return ((performance.now() - t0) * 1000) / writes;
  };
  run(false);
  run(true); // warm-up
  return { beside: run(false), touching: run(true) };
}

/** Rules that targaryen must evaluate for every write (not the all-open shortcut). */
const CHECKED_RULES = JSON.stringify({
  rules: {
    '.read': true,
    '.write': true,
    tp: { $c: { $k: { '.validate': 'newData.isNumber()' } } },
    wide: { $k: { '.validate': 'newData.isNumber()' } },
  },
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

interface Round {
  p50: number;
  p99: number;
  tput: number;
}

async function measure(start: () => Promise<Target>, writes: number): Promise<Round> {
  const t = await start();
  try {
    const f = await fanout(t, 50, writes);
    const tput = await throughput(t);
    return { p50: f.p50, p99: f.p99, tput };
  } finally {
    await t.stop();
  }
}

/**
 * localdb and firebase-server side by side: `runs` rounds (default 3), each measuring both
 * (a fresh server process each), alternating which goes first so that a noisy spell on the
 * shared machine does not always hit the same one. Figures are medians over the rounds.
 */
async function compare(): Promise<void> {
  const writes = quick ? 200 : 1000;
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
  const local: Round[] = [];
  const anchor: Round[] = [];
  let fsNote = '';
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? ['localdb', 'firebase-server'] : ['firebase-server', 'localdb'];
    for (const which of order) {
      if (which === 'localdb') {
        local.push(await measure(() => startLocalDbTarget(), writes));
      } else if (!fsNote) {
        try {
          anchor.push(await measure(startFirebaseServerTarget, writes));
        } catch (e) {
          fsNote = `firebase-server run failed: ${(e as Error).message.split('\n')[0]}`;
        }
      }
      const last = which === 'localdb' ? local.at(-1) : anchor.at(-1);
      if (last) process.stderr.write(`round ${r + 1} ${which}: fan-out p50 ${f2(last.p50)} p99 ${f2(last.p99)} ms, ${f1(last.tput)} acked writes/s\n`);
    }
  }

  const extra = await startLocalDbTarget();
  const lc = await correctness(extra);
  const lm = await memory(extra);
  await extra.stop();
  // The rounds above run with open rules, which localdb answers without its rules engine
  // (as firebase-server has none). These two run with rules that targaryen evaluates.
  const ruled = await startLocalDbTarget(CHECKED_RULES);
  const rt = await throughput(ruled);
  const lw = await wideWrite(ruled);
  await ruled.stop();

  const med = (rs: Round[], k: keyof Round) => (rs.length ? median(rs.map((x) => x[k])) : null);
  const all = (rs: Round[], k: keyof Round, f: (x: number) => string) => rs.map((x) => f(x[k])).join(' / ');
  const ratio = (a: number | null, b: number | null) => (a !== null && b ? `${f2(a / b)}×` : 'n/a');
  const ms = (x: number | null) => (x === null ? 'n/a' : `${f2(x)} ms`);
  const ws = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x).toLocaleString('en')} /s`);
  const lines = [
    `| medians of ${runs} rounds | localdb | firebase-server 1.1.0 | localdb / firebase-server | goal |`,
    `|---|---|---|---|---|`,
    `| fan-out p50, 1 writer → 50 SDK listeners (${writes} writes after 100 warm-up) | ${ms(med(local, 'p50'))} | ${ms(med(anchor, 'p50'))} | ${ratio(med(local, 'p50'), med(anchor, 'p50'))} | – |`,
    `| fan-out p99 | ${ms(med(local, 'p99'))} | ${ms(med(anchor, 'p99'))} | ${ratio(med(local, 'p99'), med(anchor, 'p99'))} | ≤ 0.50× |`,
    `| acknowledged writes/s, 10 clients with listeners, 20 in flight each | ${ws(med(local, 'tput'))} | ${ws(med(anchor, 'tput'))} | ${ratio(med(local, 'tput'), med(anchor, 'tput'))} | ≥ 5× |`,
    '',
    `each round (localdb; firebase-server): fan-out p99 ${all(local, 'p99', f2)}; ${all(anchor, 'p99', f2)} ms — writes/s ${all(local, 'tput', f1)}; ${all(anchor, 'tput', f1)}`,
    '',
    `| localdb only | figure |`,
    `|---|---|`,
    `| 20 × 10 concurrent increment() (expect 200) | ${lc.inc} |`,
    `| 20 × 10 concurrent transactions (expect 200) | ${lc.tx} |`,
    `| acknowledged writes/s as above, with rules checked (a .validate on every written key) | ${ws(rt)} |`,
    `| acked write under a 10,000-child node (rules checked, sequential) | ${f2(lw)} ms |`,
    `| server RSS idle → 30,000 nodes + 200 listeners | ${f1(lm.before)} MB → ${f1(lm.after)} MB |`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (fsNote) process.stdout.write(`\n${fsNote}\n`);
  process.stdout.write(
    '\nlocaldb runs with persistence on (fdatasync before every ack, group commit); the SDK clients share this process.\n',
  );
}

main().catch((e: Error) => {
  process.stderr.write(`${e.stack ?? e.message}\n`);
  process.exit(1);
});
