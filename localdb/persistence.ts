// Durable storage: an append-only log plus a snapshot, both checksummed.
//
// * Each log line is "<16 hex checksum> <JSON record>\n". A write is acknowledged only
//   after its line is fdatasync'ed. Records that arrive while a sync is in flight form
//   the next batch (group commit), so many writes share one fsync.
// * snapshot.json is one line of the same form holding every namespace. Compaction
//   writes it to snapshot.json.tmp, fsyncs, renames it over snapshot.json and fsyncs the
//   directory; only then is the log truncated. Records carry sequence numbers and replay
//   skips those the snapshot holds, so a crash between any two steps is harmless.
// * Recovery tolerates exactly one kind of damage: a torn last line (no newline, or
//   zeros) left by a crash mid-append; it was never acknowledged and is cut away. Any
//   other damage (bad checksum, bad JSON, a wrongly shaped record, a damaged snapshot)
//   stops the start with a message naming the file and line, because carrying on would
//   silently drop acknowledged writes. `repair: true` keeps every valid record and moves
//   the damaged lines (or snapshot) aside into *.damaged-<time> files.
// * A failed append is never acknowledged; the store fails for good and tells its owner,
//   which stops serving (state in memory would no longer match the disk).
import { setImmediate } from 'node:timers';
import { createHash } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { fromJson, isValidKey, isValidNamespace, type Val } from './tree';

export type LogRecord =
  | { seq: number; ns: string; op: 'set'; p: string[]; d: Val }
  | { seq: number; ns: string; op: 'merge'; p: string[]; d: Record<string, Val> };

export interface Snapshot {
  seq: number;
  namespaces: Record<string, Val>;
}

export interface Recovered {
  snapshot: Snapshot | null;
  records: LogRecord[];
}

export interface StoreOptions {
  /** Keep valid records and move damaged data aside instead of refusing to start. */
  repair?: boolean;
  /** Called once when an append fails; the store refuses everything afterwards. */
  onFatal?: (e: Error) => void;
  /** Test seam: runs before each log write and may throw (a disk error) or wait (a slow disk). */
  beforeWrite?: () => void | Promise<void>;
  log?: (msg: string) => void;
}

const COMPACT_BYTES = 8 * 1024 * 1024;
export const LOG_FILE = 'log.jsonl';
export const SNAPSHOT_FILE = 'snapshot.json';

export function checksum(json: string): string {
  return createHash('sha1').update(json, 'utf8').digest('hex').slice(0, 16);
}

export function sealLine(json: string): string {
  return `${checksum(json)} ${json}`;
}

/** Raised when the data directory is damaged beyond a torn last line. */
export class DamagedDataError extends Error {}

/** The JSON body of a sealed line, or a reason why it is damaged. */
function unseal(line: string): { json: string } | { bad: string } {
  const m = /^([0-9a-f]{16}) (.*)$/s.exec(line);
  if (!m) return { bad: 'no checksum' };
  if (checksum(m[2]) !== m[1]) return { bad: 'checksum mismatch' };
  return { json: m[2] };
}

function isKeyPath(p: unknown): p is string[] {
  return Array.isArray(p) && p.length <= 32 && p.every((k) => typeof k === 'string' && isValidKey(k));
}

/** A parsed log record, or a reason why it is not one. */
function toRecord(json: string, prevSeq: number): { rec: LogRecord } | { bad: string } {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return { bad: 'not JSON' };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { bad: 'not a record' };
  const r = v as Record<string, unknown>;
  if (typeof r.seq !== 'number' || !Number.isInteger(r.seq) || r.seq <= prevSeq) return { bad: 'bad sequence number' };
  if (typeof r.ns !== 'string' || !isValidNamespace(r.ns)) return { bad: 'bad namespace' };
  if (!isKeyPath(r.p)) return { bad: 'bad path' };
  if (r.op === 'set') return { rec: { seq: r.seq, ns: r.ns, op: 'set', p: r.p, d: fromJson(r.d) } };
  if (r.op === 'merge') {
    if (typeof r.d !== 'object' || r.d === null || Array.isArray(r.d)) return { bad: 'bad merge data' };
    const d = fromJson(r.d) as Record<string, Val>;
    if (!Object.keys(d).every((rel) => isKeyPath(rel.split('/')))) return { bad: 'bad merge path' };
    return { rec: { seq: r.seq, ns: r.ns, op: 'merge', p: r.p, d } };
  }
  return { bad: 'unknown operation' };
}

function toSnapshot(json: string): Snapshot | string {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return 'not JSON';
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not a snapshot object';
  const s = v as Record<string, unknown>;
  if (typeof s.seq !== 'number' || !Number.isInteger(s.seq) || s.seq < 0) return 'bad sequence number';
  if (typeof s.namespaces !== 'object' || s.namespaces === null || Array.isArray(s.namespaces)) return 'no namespaces';
  const namespaces = fromJson(s.namespaces) as Record<string, Val>;
  if (!Object.keys(namespaces).every(isValidNamespace)) return 'bad namespace name';
  return { seq: s.seq, namespaces };
}

async function syncDir(dir: string): Promise<void> {
  const fh = await fsp.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp`;
  const fh = await fsp.open(tmp, 'w');
  try {
    await fh.writeFile(text, 'utf8');
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fsp.rename(tmp, file);
  await syncDir(path.dirname(file));
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fsp.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

interface Waiter {
  line: string;
  resolve: () => void;
  reject: (e: Error) => void;
}

export class Store {
  private pending: Waiter[] = [];
  private loop: Promise<void> | null = null;
  private logBytes = 0;
  private closed = false;
  private failure: Error | null = null;
  /** Set when recovery read unchecksummed data; the owner compacts once state is loaded. */
  needsCompaction = false;

  private constructor(
    private readonly dir: string,
    private readonly log: fsp.FileHandle,
    private readonly snapshotNow: () => Snapshot,
    private readonly opts: StoreOptions,
  ) {}

  static async open(
    dir: string,
    snapshotNow: () => Snapshot,
    opts: StoreOptions = {},
  ): Promise<{ store: Store; recovered: Recovered }> {
    const say = opts.log ?? (() => {});
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await fsp.mkdir(dir, { recursive: true });
    await fsp.rm(path.join(dir, `${SNAPSHOT_FILE}.tmp`), { force: true });
    await fsp.rm(path.join(dir, `${LOG_FILE}.tmp`), { force: true });

    // ---- snapshot ----
    const snapPath = path.join(dir, SNAPSHOT_FILE);
    let snapshot: Snapshot | null = null;
    let needsCompaction = false;
    const snapText = await readIfExists(snapPath);
    if (snapText !== null) {
      const body = snapText.replace(/\n$/, '');
      // A snapshot from before checksums existed is a bare JSON object.
      const legacy = body.startsWith('{');
      if (legacy) needsCompaction = true;
      const sealed = legacy ? { json: body } : unseal(body);
      const parsed = 'json' in sealed ? toSnapshot(sealed.json) : sealed.bad;
      if (typeof parsed === 'string') {
        if (!opts.repair) {
          throw new DamagedDataError(
            `localdb: ${snapPath} line 1 is damaged (${parsed}). Nothing was changed. ` +
              'Start with --repair to move it aside and keep what the log holds.',
          );
        }
        const aside = `${snapPath}.damaged-${stamp}`;
        await fsp.rename(snapPath, aside);
        await syncDir(dir);
        say(`repair: moved the damaged snapshot to ${aside}`);
      } else {
        snapshot = parsed;
      }
    }

    // ---- log ----
    const logPath = path.join(dir, LOG_FILE);
    const text = (await readIfExists(logPath)) ?? '';
    const lines = text.split('\n');
    // The element after the last "\n" is "" for a complete log, otherwise a torn tail.
    const tail = lines.pop() ?? '';
    const records: LogRecord[] = [];
    const kept: string[] = [];
    const damaged: string[] = [];
    let prevSeq = -1;
    let sawSealed = false;
    lines.forEach((line, i) => {
      // Logs written before checksums existed are read once (then compacted); a plain
      // JSON line after a sealed one is damage.
      const legacy = !sawSealed && line.startsWith('{');
      if (legacy) needsCompaction = true;
      else sawSealed = true;
      const sealed = legacy ? { json: line } : unseal(line);
      const parsed = 'json' in sealed ? toRecord(sealed.json, prevSeq) : sealed;
      if ('bad' in parsed) {
        if (!opts.repair) {
          throw new DamagedDataError(
            `localdb: ${logPath} line ${i + 1} is damaged (${parsed.bad}). Nothing was changed. ` +
              `Start with --repair to keep the valid records and move the damaged lines aside.`,
          );
        }
        damaged.push(`line ${i + 1}: ${line}`);
        return;
      }
      prevSeq = parsed.rec.seq;
      records.push(parsed.rec);
      kept.push(line);
    });
    if (tail.length > 0) say(`dropped a torn last log line (${Buffer.byteLength(tail)} bytes, never acknowledged)`);
    const log = await fsp.open(logPath, 'a+');
    const keptText = kept.map((l) => l + '\n').join('');
    if (damaged.length > 0) {
      const aside = `${logPath}.damaged-${stamp}`;
      await writeDurably(aside, damaged.join('\n') + '\n');
      await writeDurably(logPath, keptText);
      say(`repair: kept ${kept.length} valid records, moved ${damaged.length} damaged lines to ${aside}`);
    } else if (tail.length > 0) {
      await log.truncate(Buffer.byteLength(keptText));
      await log.datasync();
    }
    // After a repair the old handle may point at the replaced file: reopen.
    const handle = damaged.length > 0 ? (await log.close(), await fsp.open(logPath, 'a+')) : log;
    const store = new Store(dir, handle, snapshotNow, opts);
    store.logBytes = Buffer.byteLength(keptText);
    store.needsCompaction = needsCompaction;
    const base = snapshot?.seq ?? 0;
    return { store, recovered: { snapshot, records: records.filter((r) => r.seq > base) } };
  }

  /** Resolves once the record is on disk; rejects (and never resolves) if it cannot be. */
  append(rec: LogRecord): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('store closed'));
    const line = sealLine(JSON.stringify(rec)) + '\n';
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      if (!this.loop) this.loop = this.run();
    });
  }

  get failed(): Error | null {
    return this.failure;
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    for (const w of this.pending.splice(0)) w.reject(e);
    this.opts.onFatal?.(e);
  }

  private async run(): Promise<void> {
    // Yield once so that writes arriving in the same event-loop turn share the fsync.
    await new Promise<void>((r) => setImmediate(r));
    while (this.pending.length > 0 && !this.failure) {
      const batch = this.pending;
      this.pending = [];
      const buf = Buffer.from(batch.map((w) => w.line).join(''), 'utf8');
      try {
        await this.opts.beforeWrite?.();
        let off = 0;
        while (off < buf.length) off += (await this.log.write(buf, off, buf.length - off)).bytesWritten;
        await this.log.datasync();
        this.logBytes += buf.length;
        for (const w of batch) w.resolve();
      } catch (e) {
        const err = new Error(`log append failed: ${(e as Error).message}`);
        for (const w of batch) w.reject(err);
        this.fail(err);
        break;
      }
      if (this.logBytes > COMPACT_BYTES) {
        try {
          await this.compact();
        } catch (e) {
          // The log still holds everything; compaction is retried after the next batch.
          (this.opts.log ?? ((m: string) => process.stderr.write(`localdb: ${m}\n`)))(`compaction failed: ${(e as Error).message}`);
        }
      }
    }
    this.loop = null;
  }

  async compact(): Promise<void> {
    await writeDurably(path.join(this.dir, SNAPSHOT_FILE), sealLine(JSON.stringify(this.snapshotNow())) + '\n');
    await this.log.truncate(0);
    await this.log.datasync();
    this.logBytes = 0;
  }

  /** Waits for queued records, compacts, and closes the files. */
  async close(): Promise<void> {
    while (this.loop) await this.loop;
    this.closed = true;
    try {
      if (this.logBytes > 0 && !this.failure) await this.compact();
    } finally {
      await this.log.close();
    }
  }
}
