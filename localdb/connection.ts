// One SDK WebSocket connection: framing, request dispatch, its listens, its auth (and
// token expiry) and its onDisconnect queue. Messages are handled strictly in arrival
// order, so an `auth` is always in effect before the listens queued behind it; they wait
// in an inbox worked off in short slices, so one client's burst never holds the others.
// Only write acks wait (for durability), and they never hold back later requests.
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { setImmediate } from 'node:timers';
import type { WebSocket } from 'ws';
import { CredentialError, identityFromCredential, isExpired, type Identity } from './auth';
import type { Engine, Listener, ListenerOwner, Namespace, WriteOp } from './database';
import type { Limits } from './limits';
import { FRAME_CHARS, FrameError, FrameReader, PONG, handshake, parseMessage, response, shutdown, textFrame, toFrames, type ClientRequest } from './protocol';
import { filtersData, parseWireQuery } from './query';
import { RequestError, getAt, parsePath, pathString } from './tree';
import { unrefTimer } from './values';

let sessionCounter = 0;

export interface ConnectionOptions {
  host: string;
  /** The owner credential may be honoured (loopback, not a browser page). */
  ownerAllowed: boolean;
  limits: Limits;
  log: (msg: string) => void;
  /** Refused credentials by session id, shared by the server's connections. */
  authRefusals?: RefusalMemory;
  /** The session this client had before (`ls=` on its reconnect URL). */
  lastSession?: string | null;
}

/**
 * Which credential (a digest) each recent session had refused. The SDK answers a refused
 * `auth` by closing the socket and reconnecting with a forcibly refreshed token and
 * `ls=<its last session id>`; when that brings the very same credential, its token source
 * cannot do better and retrying is a silent loop. Bounded: the oldest entries go first.
 */
export class RefusalMemory {
  private readonly bySession = new Map<string, string>();
  constructor(private readonly max = 1000) {}
  get(session: string | null | undefined): string | undefined {
    return session ? this.bySession.get(session) : undefined;
  }
  set(session: string, digest: string): void {
    this.bySession.delete(session);
    this.bySession.set(session, digest);
    if (this.bySession.size > this.max) this.bySession.delete(this.bySession.keys().next().value as string);
  }
  forget(session: string): void {
    this.bySession.delete(session);
  }
}

function credentialDigest(cred: unknown): string {
  return createHash('sha1').update(typeof cred === 'string' ? cred : JSON.stringify(cred) ?? '').digest('hex');
}

const LARGE_SET_PREFIX = /^\{"t":"d","d":\{"r":(\d{1,15}),"a":"(p|o)","b":\{"p":("(?:[^"\\]|\\.){0,1000}")/;

/** Handling time one connection gets before others' messages run (a slice, in ms). */
const SLICE_MS = 2;
/** Queued messages above which the connection's socket is no longer read. */
const INBOX_HIGH = 1000;

/** Token expiry timers are capped at setTimeout's range; a later expiry re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Output held back in one turn beyond this goes out early (a listen burst of big values). */
const CORK_MAX_BYTES = 256 * 1024;

/** Connections corked in the current turn; all are flushed by one nextTick. */
const corkedNow: Connection[] = [];
function uncorkAll(): void {
  for (const c of corkedNow.splice(0)) c.uncork();
}

/**
 * The WebSocket frame of a message, remembered for the next call: a write's push is one
 * string sent to every listener, so it is framed once, not once per socket (ws would also
 * allocate a header, an options object and two writes per send).
 */
let lastText = '';
let lastFrame: Buffer | null = null;
function framed(text: string): Buffer {
  if (lastFrame === null || text !== lastText) {
    lastText = text;
    lastFrame = textFrame(text);
  }
  return lastFrame;
}

export class Connection implements ListenerOwner {
  private current: Identity = { kind: 'anonymous' };
  private expiryTimer: NodeJS.Timeout | null = null;
  private readonly listens = new Map<string, Listener>();
  private readonly onDisconnect: WriteOp[] = [];
  // The first piece of a big set is enough to refuse it when the rules deny it anyway.
  // Only when everything before it has been handled (an `auth` ahead of it counts).
  private readonly reader = new FrameReader((first) => !this.draining && !this.pending() && this.refusedUnparsed(first));
  private closed = false;
  private readonly log: (msg: string) => void;
  /** Messages received and not yet handled, in arrival order. */
  private inbox: string[] = [];
  private inboxHead = 0;
  private draining = false;
  private readPaused = false;
  private protocolFailed = false;
  private corked = false;
  /** Messages waiting behind an ack that is not yet durable (null text: that ack). */
  private outbox: { text: string | null }[] = [];
  private outboxHead = 0;
  private readonly sessionId = `localdb${Date.now().toString(36)}${(++sessionCounter).toString(36)}`;
  /** Digest of the credential last refused to this client (carried over from its previous session). */
  private lastRefused: string | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly engine: Engine,
    private readonly ns: Namespace,
    private readonly opts: ConnectionOptions,
  ) {
    this.log = opts.log;
    ns.connections++;
    this.lastRefused = opts.authRefusals?.get(opts.lastSession);
    ws.send(handshake(this.sessionId, opts.host));
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
  }

  /** The identity rules see; an expired token counts as signed out from that moment. */
  get identity(): Identity {
    if (isExpired(this.current)) this.expire();
    return this.current;
  }

  /**
   * Sends in order behind any write of this client that is not yet durable: its ack must
   * come before the pushes of every later write, as Firebase orders them. The SDK counts
   * on it: on an ack it sends its next queued transactions with the hash of what it has
   * heard since, but their values were computed before; a later write's push arriving
   * first went unnoticed (it changes nothing visible under the client's pending writes),
   * and that stale batch passed the hash check and overwrote the other client's increments.
   */
  send(text: string): void {
    if (this.outboxHead < this.outbox.length) this.outbox.push({ text });
    else this.transmit(text);
  }

  /** Holds the place of a write's ack until `settle` fills it in. */
  private ackSlot(): { text: string | null } {
    const slot = { text: null as string | null };
    this.outbox.push(slot);
    return slot;
  }

  private settle(slot: { text: string | null }, text: string): void {
    slot.text = text;
    while (this.outboxHead < this.outbox.length) {
      const next = this.outbox[this.outboxHead];
      if (next.text === null) return;
      this.outboxHead++;
      if (next.text !== '') this.transmit(next.text);
    }
    this.outbox = [];
    this.outboxHead = 0;
  }

  private transmit(text: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    // Back-pressure: a client that does not read would make us buffer without limit.
    if (this.ws.bufferedAmount > this.opts.limits.maxBacklogBytes) {
      this.log(`closing connection: more than ${this.opts.limits.maxBacklogBytes} bytes unsent (client not reading)`);
      this.ws.terminate();
      this.onClose();
      return;
    }
    if (text.length > FRAME_CHARS) {
      // A big message goes out at once, as before corking: held back it would count
      // against the back-pressure limit above for the rest of the turn.
      this.uncork();
      for (const frame of toFrames(text)) this.ws.send(frame);
      return;
    }
    const socket = this.cork();
    if (!socket) return this.ws.send(text);
    // Written straight to the socket as one whole frame: ws writes its own frames (pongs,
    // close) whole too, uses no compression here, and its bufferedAmount counts the socket's.
    socket.write(framed(text));
    if (socket.writableLength > CORK_MAX_BYTES) this.uncork();
  }

  /**
   * Everything sent to this client in the current turn (a burst of acks after one group
   * commit, the pushes of many writes handled in one slice) leaves in one system call
   * instead of one per message. ws keeps its socket as `_socket` (not public API; without
   * it, messages simply go out one by one).
   */
  private cork(): Socket | null {
    const socket = (this.ws as unknown as { _socket?: Socket })._socket;
    if (!socket || typeof socket.cork !== 'function') return null;
    if (this.corked) return socket;
    this.corked = true;
    socket.cork();
    corkedNow.push(this);
    if (corkedNow.length === 1) process.nextTick(uncorkAll);
    return socket;
  }

  /** Sends what is held back now (at the end of each turn, or early when it grows large). */
  uncork(): void {
    if (!this.corked) return;
    this.corked = false;
    (this.ws as unknown as { _socket?: Socket })._socket?.uncork();
  }

  private setIdentity(id: Identity): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    this.current = id;
    if (id.kind === 'user' && id.exp !== null) this.armExpiry(id.exp * 1000);
  }

  private armExpiry(atMs: number): void {
    const delay = Math.max(0, atMs - Date.now());
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      if (Date.now() < atMs) return this.armExpiry(atMs);
      if (isExpired(this.current)) this.expire();
    }, Math.min(delay, MAX_TIMER_MS));
    unrefTimer(this.expiryTimer);
  }

  /** As production: the connection is signed out and told so; the SDK refreshes its token and reconnects. */
  private expire(): void {
    this.setIdentity({ kind: 'anonymous' });
    this.send(JSON.stringify({ t: 'd', d: { a: 'ac', b: { s: 'expired_token', d: 'Auth token is expired.' } } }));
    this.afterAuthChange();
  }

  private onFrame(data: unknown, isBinary: boolean): void {
    if (this.closed) return;
    try {
      const text = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      if (isBinary) throw new FrameError('binary frames are not part of the protocol');
      const msg = this.reader.push(text);
      if (msg === null) return;
      this.inbox.push(msg);
      // A client sending faster than we handle stops being read until it has been served.
      if (this.inbox.length - this.inboxHead > INBOX_HIGH && !this.readPaused) {
        this.readPaused = true;
        this.ws.pause();
      }
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => this.drain());
      }
    } catch (e) {
      this.protocolError(e as Error);
    }
  }

  /**
   * Handles queued messages in arrival order, a slice at a time: a burst of thousands of
   * requests from one client (a listen flood) is interleaved with everybody else's work
   * instead of holding the event loop.
   */
  private drain(budgetMs = SLICE_MS): void {
    const until = performance.now() + budgetMs;
    let n = 0;
    while (this.pending() && !this.protocolFailed) {
      this.handleMessage(this.nextMessage());
      if (++n % 16 === 0 && performance.now() > until) break;
    }
    if (this.pending() && !this.protocolFailed) {
      setImmediate(() => this.drain());
      return;
    }
    this.draining = false;
    if (this.readPaused && !this.closed) {
      this.readPaused = false;
      this.ws.resume();
    }
  }

  private pending(): boolean {
    return this.inboxHead < this.inbox.length;
  }

  private nextMessage(): string {
    const msg = this.inbox[this.inboxHead++];
    if (this.inboxHead === this.inbox.length) {
      this.inbox = [];
      this.inboxHead = 0;
    }
    return msg;
  }

  private handleMessage(msg: string): void {
    try {
      if (msg.length > FRAME_CHARS && this.refusedUnparsed(msg)) return;
      const parsed = parseMessage(msg);
      if (parsed.kind === 'control') {
        if (parsed.t === 'p') this.send(PONG);
        return;
      }
      this.handle(parsed.req);
    } catch (e) {
      this.protocolError(e as Error);
    }
  }

  /** Sends the shutdown control message (a FIREBASE WARNING, no reconnect) and closes. */
  private stop(reason: string): void {
    this.log(`told a client to stop: ${reason}`);
    this.protocolFailed = true;
    this.inbox = [];
    this.inboxHead = 0;
    this.send(shutdown(reason));
    this.ws.close(1000);
    this.onClose();
  }

  private protocolError(e: Error): void {
    // A stream we cannot parse cannot be resynchronised: drop this client only.
    this.protocolFailed = true;
    this.inbox = [];
    this.inboxHead = 0;
    this.log(`closing connection: ${e.message}`);
    this.ws.close(1002, 'protocol error');
    this.onClose();
  }

  /**
   * A large set is refused from its prefix when the rules deny it whatever its value,
   * so a hostile client cannot make us parse megabytes first. The SDK always writes
   * {"t":"d","d":{"r":…,"a":"p","b":{"p":"…","d":…}} in this key order.
   */
  private refusedUnparsed(msg: string): boolean {
    const m = LARGE_SET_PREFIX.exec(msg.slice(0, 2048));
    if (!m) return false;
    const r = Number(m[1]);
    let segs: string[];
    try {
      segs = parsePath(JSON.parse(m[3]) as unknown);
      this.engine.precheck(this.ns, segs, this.identity);
      return false;
    } catch (e) {
      if (!(e instanceof RequestError)) return false;
      this.reply(r, e.status, e.message);
      return true;
    }
  }

  private reply(r: number | undefined, status: string, data: unknown): void {
    if (r !== undefined) this.send(response(r, status, data));
  }

  private handle(req: ClientRequest): void {
    const { r, a, b } = req;
    try {
      switch (a) {
        case 'q':
          return this.onListen(r, b);
        case 'n': {
          const key = listenKey(b.p, b.q);
          const l = this.listens.get(key);
          if (l) {
            this.listens.delete(key);
            this.engine.unlisten(this.ns, l);
          }
          return this.reply(r, 'ok', '');
        }
        case 'p':
        case 'm': {
          const segs = parsePath(b.p, a === 'p');
          const op: WriteOp =
            a === 'p'
              ? { kind: 'set', segs, raw: b.d, hash: typeof b.h === 'string' ? b.h : undefined }
              : { kind: 'merge', segs, raw: b.d };
          let durable: Promise<void>;
          try {
            durable = this.engine.write(this.ns, op, this.identity);
          } catch (e) {
            if (e instanceof RequestError && e.status === 'datastale') {
              // The client re-runs the transaction on its cache right away: give it the
              // current value first or it retries with the same stale hash.
              // Only what the client may read: the rules allowed the write, not necessarily a read.
              if (this.engine.canRead(this.ns, segs, this.identity)) {
                this.send(JSON.stringify({ t: 'd', d: { a: 'd', b: { p: pathString(segs), d: getAt(this.ns.root, segs) } } }));
              }
            }
            throw e;
          }
          // The writer's own push went out above; its ack waits for the disk, and so does
          // everything sent to it after this point.
          const slot = this.ackSlot();
          durable.then(
            () => this.settle(slot, r === undefined ? '' : response(r, 'ok', '')),
            (err: Error) => this.settle(slot, r === undefined ? '' : response(r, 'write_failed', err.message)),
          );
          return;
        }
        case 'g': {
          const segs = parsePath(b.p);
          const spec = parseWireQuery(b.q);
          const hasQuery = typeof b.q === 'object' && b.q !== null && Object.keys(b.q).length > 0;
          return this.reply(r, 'ok', this.engine.read(this.ns, segs, this.identity, spec, hasQuery));
        }
        case 'o':
        case 'om': {
          const segs = parsePath(b.p);
          const op: WriteOp = a === 'o' ? { kind: 'set', segs, raw: b.d } : { kind: 'merge', segs, raw: b.d };
          this.engine.check(this.ns, op, this.identity);
          this.onDisconnect.push(op);
          return this.reply(r, 'ok', '');
        }
        case 'oc': {
          const segs = parsePath(b.p);
          for (let i = this.onDisconnect.length - 1; i >= 0; i--) {
            const s = this.onDisconnect[i].segs;
            if (segs.every((k, j) => s[j] === k)) this.onDisconnect.splice(i, 1);
          }
          return this.reply(r, 'ok', '');
        }
        case 'auth':
        case 'gauth': {
          let id: Identity;
          try {
            id = identityFromCredential(b.cred, this.opts.ownerAllowed);
          } catch (e) {
            // A refused credential leaves the connection signed out, never with the old identity.
            this.setIdentity({ kind: 'anonymous' });
            this.afterAuthChange();
            const reason = (e as Error).message;
            const digest = credentialDigest(b.cred);
            if (digest === this.lastRefused) {
              // Refused before and presented again after the SDK's forced refresh: its
              // token source cannot do better. Say why once, and stop the retry loop.
              return this.stop(`localdb refused the auth credential again (${reason}); this client stops reconnecting. Fix the token or how it is made, then reload.`);
            }
            this.lastRefused = digest;
            this.opts.authRefusals?.set(this.sessionId, digest);
            this.log(`refused an auth credential: ${reason}`);
            // invalid_token is the SDK's invalid-credentials path: it drops the token, closes,
            // reconnects with a refreshed one and, for Firebase Auth, warns after three.
            const expired = e instanceof CredentialError && e.expired;
            return this.reply(r, expired ? 'expired_token' : 'invalid_token', reason);
          }
          this.lastRefused = undefined;
          this.opts.authRefusals?.forget(this.sessionId);
          this.setIdentity(id);
          this.afterAuthChange();
          return this.reply(r, 'ok', { auth: id.kind === 'user' ? id.auth.token : null, expires: id.kind === 'user' ? id.exp : null });
        }
        case 'unauth':
          this.setIdentity({ kind: 'anonymous' });
          this.afterAuthChange();
          return this.reply(r, 'ok', '');
        case 's':
        case 'appcheck':
        case 'unappeck':
          return this.reply(r, 'ok', '');
        default:
          return this.reply(r, 'invalid_action', `Unknown action ${JSON.stringify(a).slice(0, 40)}`);
      }
    } catch (e) {
      if (e instanceof RequestError) return this.reply(r, e.status, e.message);
      this.log(`internal error on ${a}: ${(e as Error).stack ?? e}`);
      return this.reply(r, 'internal_error', 'Internal error');
    }
  }

  private onListen(r: number | undefined, b: Record<string, unknown>): void {
    const key = listenKey(b.p, b.q);
    const max = this.opts.limits.maxListensPerConnection;
    // Checked first and answered without building an error: a flood is mostly refusals.
    if (this.listens.size >= max && !this.listens.has(key)) return this.reply(r, 'too_many_listens', `At most ${max} listens per connection`);
    const segs = parsePath(b.p);
    const spec = parseWireQuery(b.q);
    const hasQuery = typeof b.q === 'object' && b.q !== null && Object.keys(b.q).length > 0;
    const tag = typeof b.t === 'number' && Number.isInteger(b.t) && filtersData(spec) ? b.t : undefined;
    const old = this.listens.get(key);
    if (old) this.engine.unlisten(this.ns, old);
    this.listens.delete(key);
    const l: Listener = { owner: this, segs, spec, tag, wireQ: hasQuery ? b.q : undefined };
    this.engine.listen(this.ns, l); // throws permission_denied before registering
    this.listens.set(key, l);
    this.reply(r, 'ok', {});
  }

  private afterAuthChange(): void {
    this.engine.revalidate(this.ns, this);
  }

  /** The engine revoked `l` (auth, rules or data changed): its key is free again. */
  revoked(l: Listener): void {
    for (const [k, v] of this.listens) if (v === l) this.listens.delete(k);
  }

  private onClose(): void {
    if (this.closed) return;
    // What arrived before the close still happens, in order (a write, an onDisconnect).
    if (!this.protocolFailed) while (this.pending()) this.handleMessage(this.nextMessage());
    if (this.closed) return; // a protocol error among them closed it already
    this.closed = true;
    this.ns.connections--;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    for (const l of this.listens.values()) this.engine.unlisten(this.ns, l);
    this.listens.clear();
    for (const op of this.onDisconnect.splice(0)) {
      try {
        // Rules are checked again now, with this connection's auth, as in production.
        this.engine.write(this.ns, op, this.identity).catch((e: Error) => this.log(`onDisconnect not durable: ${e.message}`));
      } catch (e) {
        this.log(`onDisconnect op refused: ${(e as Error).message}`);
      }
    }
  }
}

function listenKey(p: unknown, q: unknown): string {
  return `${String(p)}|${q === undefined || q === null ? '{}' : JSON.stringify(q)}`;
}
