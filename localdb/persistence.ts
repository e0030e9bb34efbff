// Durable storage: an append-only log (one JSON record per line) plus a snapshot.
//
// * A write is acknowledged only after its log line is fdatasync'ed. Records that
//   arrive while a sync is in flight form the next batch (group commit), so many
//   writes share one fsync.
// * Compaction writes every namespace to snapshot.json.tmp, fsyncs it, renames it
//   over snapshot.json and fsyncs the directory; only then is the log truncated.
//   Records carry a sequence number and replay skips those the snapshot already
//   contains, so a crash between any two steps is harmless.
// * A crash can leave a torn last line; recovery drops everything from the first
//   unparseable line on (it was never acknowledged) and truncates the file there.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { Val } from './tree';

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

const COMPACT_BYTES = 8 * 1024 * 1024;

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

  private constructor(
    private readonly dir: string,
    private readonly log: fsp.FileHandle,
    private readonly snapshotNow: () => Snapshot,
  ) {}

  static async open(dir: string, snapshotNow: () => Snapshot): Promise<{ store: Store; recovered: Recovered }> {
    await fsp.mkdir(dir, { recursive: true });
    await fsp.rm(path.join(dir, 'snapshot.json.tmp'), { force: true });
    let snapshot: Snapshot | null = null;
    try {
      snapshot = JSON.parse(await fsp.readFile(path.join(dir, 'snapshot.json'), 'utf8')) as Snapshot;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`localdb: unreadable snapshot in ${dir}: ${(e as Error).message}`);
    }
    const logPath = path.join(dir, 'log.jsonl');
    let text = '';
    try {
      text = await fsp.readFile(logPath, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    const records: LogRecord[] = [];
    let validBytes = 0;
    for (const line of text.split('\n')) {
      // The final element is "" after a complete last line, or a torn fragment.
      let rec: LogRecord;
      try {
        rec = JSON.parse(line) as LogRecord;
      } catch {
        break;
      }
      if (typeof rec !== 'object' || rec === null || typeof rec.seq !== 'number') break;
      records.push(rec);
      validBytes += Buffer.byteLength(line) + 1;
    }
    const log = await fsp.open(logPath, 'a+');
    if (validBytes < Buffer.byteLength(text)) {
      await log.truncate(validBytes);
      await log.datasync();
    }
    const store = new Store(dir, log, snapshotNow);
    store.logBytes = validBytes;
    const base = snapshot?.seq ?? 0;
    return { store, recovered: { snapshot, records: records.filter((r) => r.seq > base) } };
  }

  /** Resolves once the record is on disk. */
  append(rec: LogRecord): Promise<void> {
    if (this.closed) return Promise.reject(new Error('store closed'));
    const line = JSON.stringify(rec) + '\n';
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      if (!this.loop) this.loop = this.run();
    });
  }

  private async run(): Promise<void> {
    // Yield once so that writes arriving in the same event-loop turn share the fsync.
    await new Promise<void>((r) => setImmediate(r));
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      const buf = Buffer.from(batch.map((w) => w.line).join(''), 'utf8');
      try {
        let off = 0;
        while (off < buf.length) off += (await this.log.write(buf, off, buf.length - off)).bytesWritten;
        await this.log.datasync();
        this.logBytes += buf.length;
        for (const w of batch) w.resolve();
      } catch (e) {
        for (const w of batch) w.reject(e as Error);
      }
      if (this.logBytes > COMPACT_BYTES) {
        try {
          await this.compact();
        } catch (e) {
          // The log still holds everything; compaction is retried after the next batch.
          process.stderr.write(`localdb: compaction failed: ${(e as Error).message}\n`);
        }
      }
    }
    this.loop = null;
  }

  async compact(): Promise<void> {
    const snap = JSON.stringify(this.snapshotNow());
    const tmp = path.join(this.dir, 'snapshot.json.tmp');
    const fh = await fsp.open(tmp, 'w');
    try {
      await fh.writeFile(snap, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, path.join(this.dir, 'snapshot.json'));
    const dirFh = await fsp.open(this.dir, 'r');
    try {
      await dirFh.sync();
    } finally {
      await dirFh.close();
    }
    await this.log.truncate(0);
    await this.log.datasync();
    this.logBytes = 0;
  }

  /** Waits for queued records, compacts, and closes the files. */
  async close(): Promise<void> {
    while (this.loop) await this.loop;
    this.closed = true;
    try {
      if (this.logBytes > 0) await this.compact();
    } finally {
      await this.log.close();
    }
  }
}
