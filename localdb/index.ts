// Server entry: wires HTTP (REST), WebSocket (SDK protocol), persistence, seed import
// and rules-file watching together. See README.md for the design.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { accessPolicy, ownerAllowed, refusal } from './access';
import { Connection, RefusalMemory } from './connection';
import { Engine } from './database';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { unrefTimer } from './values';
import { Store } from './persistence';
import { MAX_FRAME_BYTES, shutdown } from './protocol';
import { createRestHandler, DEFAULT_NAMESPACE } from './rest';
import { OPEN_RULES_TEXT, compileRules } from './rules';
import { RequestError, fromJson, type Val } from './tree';

export { DEFAULT_NAMESPACE };

export interface LocalDbOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Directory for the log and snapshot; null keeps everything in memory. Default ".localdb". */
  dataDir?: string | null;
  /** Default: database.rules.json at the repository root. */
  rulesFile?: string;
  /** Imported once into an empty data directory; null disables. Default localdb/seed.json. */
  seedFile?: string | null;
  quiet?: boolean;
  /** Where messages go instead of stderr (tests count refusals with it); ignored when quiet. */
  log?: (msg: string) => void;
  /**
   * Browser origins allowed to connect (the Hosting emulator, the LAN address, next dev).
   * Clients that send no Origin (Node SDK, tests) are always allowed.
   */
  allowedOrigins?: string[];
  /** Overrides of the limits in limits.ts (tests use small ones). */
  limits?: Partial<Limits>;
  /** Keep valid log records and move damaged data aside instead of refusing to start. */
  repair?: boolean;
  /**
   * Called when the log cannot be written: the server has already stopped serving.
   * The CLI exits; the default only logs.
   */
  onFatal?: (e: Error) => void;
  /** Test seam: runs before each log write; throwing simulates a disk error, a promise a slow disk. */
  beforeLogWrite?: () => void | Promise<void>;
}

export interface LocalDb {
  port: number;
  host: string;
  url: string;
  close(): Promise<void>;
}

/**
 * The localdb source directory. `__dirname` exists under tsx (this package is CJS)
 * and under Jest's SWC transform; the cwd walk covers ESM-style runners.
 */
export function localdbDir(): string {
  if (typeof __dirname === 'string' && existsSync(path.join(__dirname, 'seed.json'))) return __dirname;
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'localdb');
    if (existsSync(path.join(candidate, 'seed.json')) && existsSync(path.join(candidate, 'index.ts'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('localdb: cannot locate the localdb directory');
    dir = parent;
  }
}

export function defaultRulesFile(): string {
  return path.join(localdbDir(), '..', 'database.rules.json');
}

function loadSeed(file: string): Record<string, Val> {
  const seed = fromJson(JSON.parse(readFileSync(file, 'utf8')));
  if (typeof seed !== 'object' || seed === null || Array.isArray(seed)) {
    throw new Error(`localdb: seed ${file} must map namespace names to trees`);
  }
  return seed as Record<string, Val>;
}

export async function startLocalDb(options: LocalDbOptions = {}): Promise<LocalDb> {
  const host = options.host ?? '127.0.0.1';
  const log = options.quiet ? () => {} : (options.log ?? ((m: string) => process.stderr.write(`localdb: ${m}\n`)));
  const rulesFile = options.rulesFile ?? defaultRulesFile();
  // The file's stat is taken with its text, so a change made right after the start is seen
  // (fs.watchFile takes its first stat later, and missed such changes under load).
  const statOf = (): string => {
    try {
      const st = statSync(rulesFile);
      return `${st.mtimeMs}:${st.size}`;
    } catch {
      return 'missing';
    }
  };
  let lastStat = statOf();
  const rulesText = existsSync(rulesFile) ? readFileSync(rulesFile, 'utf8') : OPEN_RULES_TEXT;
  if (!existsSync(rulesFile)) log(`no rules file at ${rulesFile}; everything is readable and writable`);
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const engine = new Engine(compileRules(rulesText), limits.maxNamespaces);
  const policy = accessPolicy(options.allowedOrigins ?? []);

  // Set once the log cannot be written: from then on nothing is served.
  let fatal: Error | null = null;
  let stopServing: () => void = () => {};
  const dataDir = options.dataDir === undefined ? path.resolve('.localdb') : options.dataDir;
  // Only a missing or empty directory is fresh: damaged files must never look like "no data".
  const fresh = dataDir === null || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (dataDir !== null) {
    const { store, recovered } = await Store.open(dataDir, () => engine.snapshot(), {
      repair: options.repair,
      log,
      beforeWrite: options.beforeLogWrite,
      onFatal: (e) => {
        fatal = e;
        process.stderr.write(`localdb: FATAL: ${e.message}; stopping, so that nothing is served that is not on disk\n`);
        stopServing();
        options.onFatal?.(e);
      },
    });
    engine.restore(recovered.snapshot, recovered.records);
    engine.store = store;
    if (store.needsCompaction) await store.compact();
  }
  const seedFile = options.seedFile === undefined ? path.join(localdbDir(), 'seed.json') : options.seedFile;
  if (fresh && seedFile) {
    const writes = Object.entries(loadSeed(seedFile)).map(([ns, tree]) =>
      engine.write(engine.ns(ns), { kind: 'set', segs: [], raw: tree }, { kind: 'owner' }),
    );
    await Promise.all(writes);
  }

  // Rules file changes: reload, re-check active listens; keep the old rules if broken.
  let lastRules = rulesText;
  const onRulesFileChange = () => {
    let text: string;
    try {
      text = readFileSync(rulesFile, 'utf8');
    } catch {
      return;
    }
    if (text === lastRules) return;
    try {
      engine.setFileRules(compileRules(text));
      lastRules = text;
      log(`reloaded rules from ${rulesFile}`);
    } catch (e) {
      log(`ignoring invalid rules in ${rulesFile}: ${(e as Error).message}`);
    }
  };
  const rulesPoll = setInterval(() => {
    const now = statOf();
    if (now === lastStat) return;
    lastStat = now;
    onRulesFileChange();
  }, 100);
  unrefTimer(rulesPoll);

  const rest = createRestHandler(engine, (ns) => log(`rules replaced over REST for namespace ${ns}`), policy);
  const server: Server = createServer((req, res) => {
    if (fatal) {
      res.writeHead(503).end();
      return;
    }
    rest(req, res).catch(() => res.destroy());
  });
  // Tracked so close() can wait for every socket's onDisconnect writes before flushing.
  const open = new Set<import('ws').WebSocket>();
  let allClosed: (() => void) | null = null;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  // Sessions whose last auth was refused, by session id, so that a client presenting the
  // same refused credential again after its forced refresh is told to stop (connection.ts).
  const authRefusals = new RefusalMemory();
  // A refusal of the whole connection accepts the upgrade only to say why: an HTTP error
  // on the upgrade makes the SDK retry forever in silence; the shutdown message is
  // printed as a FIREBASE WARNING and ends the retries.
  const refuseConnection = (req: IncomingMessage, socket: Duplex, head: Buffer, reason: string) => {
    log(`refused a WebSocket: ${reason}`);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      ws.send(shutdown(`localdb refused this connection: ${reason}`));
      ws.close(1000);
      // A client that never completes the close handshake is cut off.
      unrefTimer(setTimeout(() => ws.terminate(), 2000));
    });
  };
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    socket.on('error', () => socket.destroy());
    if (fatal || !url.pathname.startsWith('/.ws')) {
      socket.destroy();
      return;
    }
    const refused = refusal(req, policy);
    if (refused) {
      const hint = /^origin /.test(refused) ? ' (start localdb with --allow-origin <origin> to serve that page)' : '';
      return refuseConnection(req, socket, head, `${refused}${hint}`);
    }
    const nsName = url.searchParams.get('ns') || DEFAULT_NAMESPACE;
    let ns: ReturnType<Engine['ns']>;
    try {
      ns = engine.ns(nsName);
    } catch (e) {
      const why = e instanceof RequestError ? e.message : 'cannot open it';
      return refuseConnection(req, socket, head, `namespace ${JSON.stringify(nsName.slice(0, 100))}: ${why}`);
    }
    const trusted = ownerAllowed(req);
    const lastSession = url.searchParams.get('ls');
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      open.add(ws);
      ws.once('close', () => {
        open.delete(ws);
        if (open.size === 0) allClosed?.();
      });
      new Connection(ws, engine, ns, { host: req.headers.host ?? host, ownerAllowed: trusted, limits, log, authRefusals, lastSession });
    });
  });
  stopServing = () => {
    for (const ws of wss.clients) ws.terminate();
    server.close();
    server.closeAllConnections();
  };
  server.on('clientError', (_e, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    port,
    host,
    url: `http://${urlHost}:${port}`,
    close() {
      closing ??= (async () => {
        clearInterval(rulesPoll);
        const drained = new Promise<void>((resolve) => {
          allClosed = resolve;
          if (open.size === 0) resolve();
          const timer = setTimeout(resolve, 2000);
          unrefTimer(timer);
        });
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        await drained;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        if (engine.store) await engine.store.close();
      })();
      return closing;
    },
  };
}
