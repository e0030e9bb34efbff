// The emulator's REST surface: /<path>.json?ns=… reads and writes, owner bypass via
// "Authorization: Bearer owner", per-namespace rules at /.settings/rules.json.
// REST writes go through the same Engine.write as WebSocket writes, so listeners see
// them and they are durable before the response is sent.
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessPolicy, corsOrigin, ownerAllowed, refusal, type AccessPolicy } from './access';
import { CredentialError, identityFromCredential, type Identity } from './auth';
import type { Engine, Namespace } from './database';
import { MAX_MESSAGE_CHARS } from './protocol';
import type { QuerySpec } from './query';
import { MAX_NAME, MIN_NAME, RequestError, childKeys, exportToPlain, getAt, newNode, parsePath, type Leaf, type Val } from './tree';

export const DEFAULT_NAMESPACE = 'demo-portalen';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastPushTime = 0;
let lastRandom: number[] = [];

/** Push ids as the SDK makes them: 8 chars of time, 12 random chars, monotonic per process. */
export function nextPushId(now = Date.now()): string {
  const duplicate = now === lastPushTime;
  lastPushTime = now;
  let time = now;
  const timeChars: string[] = [];
  for (let i = 7; i >= 0; i--) {
    timeChars[i] = PUSH_CHARS.charAt(time % 64);
    time = Math.floor(time / 64);
  }
  if (!duplicate) {
    lastRandom = Array.from({ length: 12 }, () => randomInt(64));
  } else {
    let i = 11;
    for (; i >= 0 && lastRandom[i] === 63; i--) lastRandom[i] = 0;
    if (i >= 0) lastRandom[i]++;
  }
  return timeChars.join('') + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
}

class HttpError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const STATUS_CODES: Record<string, number> = {
  permission_denied: 401,
  invalid_path: 400,
  invalid_data: 400,
  invalid_query: 400,
  datastale: 412,
  invalid_namespace: 400,
  too_many_namespaces: 507,
};

function identityFor(req: IncomingMessage, params: URLSearchParams): Identity {
  const header = req.headers.authorization;
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const cred = bearer || params.get('auth') || params.get('access_token');
  if (!cred) return { kind: 'anonymous' };
  try {
    return identityFromCredential(cred, ownerAllowed(req));
  } catch (e) {
    if (e instanceof CredentialError && e.expired) throw new HttpError(401, 'Auth token is expired');
    throw new HttpError(401, `Could not parse auth token: ${(e as Error).message}`);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_MESSAGE_CHARS) {
        reject(new HttpError(413, 'Payload too large (limit 16 MB)'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

function queryParam(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, `${name} must be valid JSON`);
  }
}

function isBound(v: unknown): v is Leaf | null {
  // JSON.parse('1e999') is Infinity: refused like every other non-finite number.
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/** REST query parameters (orderBy, startAt, endAt, equalTo, limitTo*) -> QuerySpec. */
function restQuery(params: URLSearchParams): QuerySpec | undefined {
  const orderBy = queryParam(params, 'orderBy');
  if (orderBy === undefined) {
    for (const k of ['startAt', 'endAt', 'equalTo', 'limitToFirst', 'limitToLast']) {
      if (params.has(k)) throw new HttpError(400, 'orderBy must be defined when other query parameters are defined');
    }
    return undefined;
  }
  if (typeof orderBy !== 'string') throw new HttpError(400, 'orderBy must be a string');
  const spec: QuerySpec = {
    index:
      orderBy === '$key'
        ? { kind: 'key' }
        : orderBy === '$value'
          ? { kind: 'value' }
          : orderBy === '$priority'
            ? { kind: 'priority' }
            : { kind: 'child', path: parsePath(orderBy) },
  };
  const startAt = queryParam(params, 'startAt');
  const endAt = queryParam(params, 'endAt');
  const equalTo = queryParam(params, 'equalTo');
  for (const v of [startAt, endAt, equalTo]) if (v !== undefined && !isBound(v)) throw new HttpError(400, 'Bad query bound');
  if (equalTo !== undefined) {
    spec.start = { value: equalTo as Leaf | null, name: MIN_NAME, inclusive: true };
    spec.end = { value: equalTo as Leaf | null, name: MAX_NAME, inclusive: true };
  } else {
    if (startAt !== undefined) spec.start = { value: startAt as Leaf | null, name: MIN_NAME, inclusive: true };
    if (endAt !== undefined) spec.end = { value: endAt as Leaf | null, name: MAX_NAME, inclusive: true };
  }
  const first = queryParam(params, 'limitToFirst');
  const last = queryParam(params, 'limitToLast');
  const limit = first ?? last;
  if (limit !== undefined) {
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) throw new HttpError(400, 'Bad limit');
    spec.limit = { n: limit, fromLeft: first !== undefined };
  }
  return spec;
}

function send(res: ServerResponse, code: number, body: unknown, silent = false): void {
  if (silent && code < 300) {
    res.writeHead(204);
    res.end();
    return;
  }
  const text = JSON.stringify(body === undefined ? null : body);
  res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function createRestHandler(
  engine: Engine,
  onRules: (ns: string, text: string) => void,
  policy: AccessPolicy = accessPolicy([]),
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Refused before anything runs: a cross-site POST reaches us without a preflight.
    const refused = refusal(req, policy);
    if (refused) {
      req.resume();
      return send(res, 403, { error: `Forbidden: ${refused}` });
    }
    const origin = corsOrigin(req);
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Firebase-ETag, If-Match');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = url.searchParams;
      const nsName = params.get('ns') || DEFAULT_NAMESPACE;
      const identity = identityFor(req, params);
      const silent = params.get('print') === 'silent';
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        throw new HttpError(400, 'Bad URL encoding');
      }
      // Reads of a namespace nobody wrote see null and do not create it.
      const existing = engine.peek(nsName);
      const nsForWrite = (): Namespace => existing ?? engine.ns(nsName);

      if (pathname === '/.settings/rules.json') {
        if (identity.kind !== 'owner') throw new HttpError(401, 'Permission denied');
        const ns = nsForWrite();
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(ns.rules.rules.text);
          return;
        }
        if (req.method !== 'PUT') throw new HttpError(405, 'Method not allowed');
        const text = await readBody(req);
        try {
          engine.setNamespaceRules(ns, text);
        } catch (e) {
          throw new HttpError(400, (e as Error).message);
        }
        onRules(ns.name, text);
        return send(res, 200, { status: 'ok' });
      }

      if (!pathname.endsWith('.json')) throw new HttpError(400, 'Paths must end in .json');
      const segs = parsePath(pathname.slice(0, -'.json'.length));

      switch (req.method) {
        case 'GET': {
          const spec = restQuery(params);
          const ns = existing ?? engine.transient(nsName); // validates the name, creates nothing
          let v: unknown = engine.read(ns, segs, identity, spec, spec !== undefined);
          if (params.get('shallow') === 'true') {
            const keys = childKeys(v as Val);
            if (keys.length > 0) v = Object.fromEntries(keys.map((k) => [k, true]));
          }
          return send(res, 200, params.get('format') === 'export' ? v : exportToPlain(v as Val), silent);
        }
        case 'PUT': {
          const ns = nsForWrite();
          // A write the rules refuse whatever its value is refused before its body is read.
          engine.precheck(ns, segs, identity);
          const body = parseJsonBody(await readBody(req));
          await engine.write(ns, { kind: 'set', segs, raw: body }, identity);
          return send(res, 200, exportToPlain(getAt(ns.root, segs)), silent);
        }
        case 'POST': {
          const ns = nsForWrite();
          const name = nextPushId();
          engine.precheck(ns, [...segs, name], identity);
          const body = parseJsonBody(await readBody(req));
          await engine.write(ns, { kind: 'set', segs: [...segs, name], raw: body }, identity);
          return send(res, 200, { name }, silent);
        }
        case 'PATCH': {
          const ns = nsForWrite();
          const body = parseJsonBody(await readBody(req));
          await engine.write(ns, { kind: 'merge', segs, raw: body }, identity);
          // Like Firebase, answer with the written children (server values resolved).
          const written: Record<string, unknown> = newNode();
          for (const rel of Object.keys(body as object)) written[rel] = exportToPlain(getAt(ns.root, [...segs, ...parsePath(rel)]));
          return send(res, 200, written, silent);
        }
        case 'DELETE': {
          const ns = nsForWrite();
          await engine.write(ns, { kind: 'set', segs, raw: null }, identity);
          return send(res, 200, null, silent);
        }
        default:
          throw new HttpError(405, 'Method not allowed');
      }
    } catch (e) {
      // A body refused before it was read is discarded as it arrives, never buffered.
      if (!req.readableEnded && !req.destroyed) req.resume();
      if (e instanceof HttpError) return send(res, e.code, { error: e.message });
      if (e instanceof RequestError) return send(res, STATUS_CODES[e.status] ?? 400, { error: e.message });
      return send(res, 500, { error: 'Internal error' });
    }
  };
}
