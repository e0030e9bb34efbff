/** @jest-environment node */
// Damaged data directories: only a torn last line is tolerated; any other damage stops
// the start with the file and line named, and --repair keeps every valid record.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startLocalDb, type LocalDb } from '../../localdb';
import { sealLine } from '../../localdb/persistence';
import { readAsOwner, seed } from '../../localdb/testing';

const ROOT = path.resolve(__dirname, '../..');
const RULES = path.join(mkdtempSync(path.join(tmpdir(), 'localdb-rec-rules-')), 'rules.json');
writeFileSync(RULES, JSON.stringify({ rules: { '.read': true, '.write': true } }));
const SEED = path.join(path.dirname(RULES), 'seed.json');
writeFileSync(SEED, JSON.stringify({ rec: { seeded: true } }));
const tmp = () => mkdtempSync(path.join(tmpdir(), 'localdb-rec-'));
const start = (dataDir: string, extra: Parameters<typeof startLocalDb>[0] = {}) =>
  startLocalDb({ dataDir, seedFile: SEED, rulesFile: RULES, quiet: true, ...extra });

const WRITES = { a: 1, b: 2, c: 3, d: 4, e: 5 };

/**
 * A data directory as a crash leaves it: the seed plus one acknowledged write per log
 * line (copied while the server runs, so no shutdown snapshot).
 */
let crashed: string;
beforeAll(async () => {
  const dir = tmp();
  const db = await start(dir);
  for (const [k, v] of Object.entries(WRITES)) await seed(db, 'rec', `/${k}`, v);
  crashed = tmp();
  cpSync(dir, crashed, { recursive: true });
  await db.close();
});

function copyOfCrash(): { dir: string; log: string; lines: string[] } {
  const dir = tmp();
  cpSync(crashed, dir, { recursive: true });
  const log = path.join(dir, 'log.jsonl');
  return { dir, log, lines: readFileSync(log, 'utf8').split('\n').slice(0, -1) };
}

const everything = { seeded: true, ...WRITES };

async function expectRefused(dir: string, file: string, line: number): Promise<void> {
  const before = readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]);
  const started = await start(dir).then(
    async (db) => {
      await db.close();
      return 'started';
    },
    (e: Error) => e.message,
  );
  expect(started).toContain(`${path.join(dir, file)} line ${line} is damaged`);
  // Nothing was changed: no seed import, no truncation.
  expect(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')])).toEqual(before);
}

async function contents(db: LocalDb): Promise<unknown> {
  return readAsOwner(db, 'rec', '/');
}

it('the crash copy holds the seed and every acknowledged write, one per log line', async () => {
  const { dir, lines } = copyOfCrash();
  expect(lines).toHaveLength(1 + Object.keys(WRITES).length);
  const db = await start(dir);
  expect(await contents(db)).toEqual(everything);
  await db.close();
});

it('a torn last line (cut mid-record, or zeros after a crash) is dropped and everything acknowledged is kept', async () => {
  for (const tail of ['f00ba4 {"seq":99,"ns":"rec","op":"set","p":["z"],"d', '\0\0\0\0\0\0\0\0']) {
    const { dir, log } = copyOfCrash();
    appendFileSync(log, tail);
    const db = await start(dir);
    expect(await contents(db)).toEqual(everything);
    await seed(db, 'rec', '/f', 6);
    await db.close();
    const again = await start(dir);
    expect(await contents(again)).toEqual({ ...everything, f: 6 });
    await again.close();
  }
});

it('a damaged byte in the middle of the log stops the start, naming the file and line', async () => {
  const { dir, log, lines } = copyOfCrash();
  // Flip one digit of the value in line 3 (after the seed and "a": "b": 2 becomes 7); JSON stays valid.
  const flipped = lines[2].replace(/"d":2\}$/, '"d":7}');
  expect(flipped).not.toBe(lines[2]);
  lines[2] = flipped;
  writeFileSync(log, lines.map((l) => l + '\n').join(''));
  await expectRefused(dir, 'log.jsonl', 3);
});

it('--repair keeps every valid record, also after the damage, and moves the damaged line aside', async () => {
  const { dir, log, lines } = copyOfCrash();
  lines[2] = lines[2].slice(0, 30) + 'X' + lines[2].slice(31);
  writeFileSync(log, lines.map((l) => l + '\n').join(''));
  const db = await start(dir, { repair: true });
  const rest: Record<string, unknown> = { ...everything };
  delete rest.b; // the damaged record
  expect(await contents(db)).toEqual(rest);
  await db.close();
  const aside = readdirSync(dir).filter((f) => f.startsWith('log.jsonl.damaged-'));
  expect(aside).toHaveLength(1);
  expect(readFileSync(path.join(dir, aside[0]), 'utf8')).toContain(`line 3: ${lines[2]}`);
  // The repaired directory starts normally afterwards.
  const again = await start(dir);
  expect(await contents(again)).toEqual(rest);
  await again.close();
});

it('a damaged first line never makes the directory look fresh: no seed over it', async () => {
  const { dir, log, lines } = copyOfCrash();
  lines[0] = lines[0].replace('seeded', 'seedex');
  writeFileSync(log, lines.map((l) => l + '\n').join(''));
  await expectRefused(dir, 'log.jsonl', 1);
});

it('a wrongly shaped record with a valid checksum stops the start instead of crashing it', async () => {
  for (const bad of ['{"seq":50,"ns":"rec","op":"set","p":"a","d":1}', '{"seq":50,"ns":"rec","op":"merge","p":[],"d":3}', '[]', '{"seq":2,"ns":"rec","op":"set","p":["x"],"d":1}']) {
    const { dir, log, lines } = copyOfCrash();
    lines.push(sealLine(bad));
    writeFileSync(log, lines.map((l) => l + '\n').join(''));
    await expectRefused(dir, 'log.jsonl', lines.length);
  }
});

describe('snapshot', () => {
  async function withSnapshot(text: string): Promise<string> {
    const dir = tmp();
    const db = await start(dir);
    await seed(db, 'rec', '/a', 1);
    await db.close(); // clean shutdown: everything is in snapshot.json, the log is empty
    expect(readFileSync(path.join(dir, 'log.jsonl'), 'utf8')).toBe('');
    if (text) writeFileSync(path.join(dir, 'snapshot.json'), text);
    return dir;
  }

  it('a clean shutdown leaves a checksummed snapshot that restarts to the same data', async () => {
    const dir = await withSnapshot('');
    const db = await start(dir);
    expect(await contents(db)).toEqual({ seeded: true, a: 1 });
    await db.close();
  });

  it('refuses {} , null, a wrongly shaped or a changed snapshot (naming it) and never re-imports the seed', async () => {
    const good = readFileSync(path.join(await withSnapshot(''), 'snapshot.json'), 'utf8');
    const flipped = good.replace('"a":1', '"a":7');
    expect(flipped).not.toBe(good);
    for (const text of ['{}', 'null', '{"seq":"x","namespaces":[]}', sealLine('{"seq":1}'), flipped]) {
      const dir = await withSnapshot(text);
      await expectRefused(dir, 'snapshot.json', 1);
    }
  });

  it('--repair moves a damaged snapshot aside and keeps what the log holds', async () => {
    const dir = await withSnapshot('null');
    const db = await start(dir, { repair: true });
    await seed(db, 'rec', '/after', true);
    expect(await contents(db)).toEqual({ after: true });
    await db.close();
    expect(readdirSync(dir).some((f) => f.startsWith('snapshot.json.damaged-'))).toBe(true);
  });
});

it('a failed log append is never acknowledged and the server stops serving', async () => {
  const dir = tmp();
  let failNext = false;
  let fatal: Error | null = null;
  const db = await start(dir, {
    beforeLogWrite: () => {
      if (failNext) throw new Error('ENOSPC: no space left on device');
    },
    onFatal: (e) => (fatal = e),
  });
  await seed(db, 'rec', '/kept', 1);
  failNext = true;
  const put = await fetch(`${db.url}/lost.json?ns=rec`, { method: 'PUT', body: '2' }).then(
    (r) => r.status,
    () => 'connection closed',
  );
  expect(put).not.toBe(200);
  expect(fatal).not.toBeNull();
  await expect(fetch(`${db.url}/kept.json?ns=rec`)).rejects.toThrow();
  await db.close();
  const again = await start(dir);
  expect(await contents(again)).toEqual({ seeded: true, kept: 1 });
  await again.close();
});

it('the CLI refuses a damaged directory with one clear message and exit code 1', async () => {
  const { dir, log, lines } = copyOfCrash();
  lines[1] = lines[1].replace('"d":1', '"d":9');
  writeFileSync(log, lines.map((l) => l + '\n').join(''));
  const proc = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['localdb/cli.ts', '--port', '0', '--data', dir, '--rules', RULES], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((r) => proc.once('exit', r));
  expect(code).toBe(1);
  expect(err).toContain(`${log} line 2 is damaged (checksum mismatch)`);
  expect(err).toContain('--repair');
  expect(err).not.toMatch(/\n\s+at /); // no stack trace
  expect(existsSync(path.join(dir, 'snapshot.json'))).toBe(false);
}, 30000);
