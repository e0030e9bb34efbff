// Small polling helper shared by the localdb tests (not a test file itself).
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A raw protocol client that records what the server sends (frames parsed as JSON). */
export interface RawClient {
  ws: import('ws').WebSocket;
  msgs: unknown[];
  closed: () => boolean;
  /** Sends a request and resolves with its response body ({s, d}). */
  request: (a: string, b: Record<string, unknown>) => Promise<{ s: string; d: unknown }>;
}

let rawRequestId = 1000;

export async function rawClient(port: number, ns: string, headers: Record<string, string> = {}): Promise<RawClient> {
  const { WebSocket } = await import('ws');
  const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`, { headers });
  const msgs: unknown[] = [];
  let closed = false;
  const waiting = new Map<number, (b: { s: string; d: unknown }) => void>();
  ws.on('message', (d) => {
    let m: unknown;
    try {
      m = JSON.parse(d.toString());
    } catch {
      m = d.toString();
    }
    msgs.push(m);
    const body = (m as { d?: { r?: number; b?: { s: string; d: unknown } } }).d;
    if (body && typeof body.r === 'number' && body.b) waiting.get(body.r)?.(body.b);
  });
  ws.on('close', () => (closed = true));
  ws.on('error', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    ws,
    msgs,
    closed: () => closed,
    request(a, b) {
      const r = ++rawRequestId;
      return new Promise((resolve) => {
        waiting.set(r, resolve);
        sendFramed(ws, JSON.stringify({ t: 'd', d: { r, a, b } }));
      });
    },
  };
}

/** Data pushes ({a: 'd' | 'm', b: {p, d, t?}}) received so far. */
export function dataPushes(msgs: unknown[]): { a: string; b: { p: string; d: unknown; t?: number } }[] {
  return msgs
    .map((m) => (m as { t?: string; d?: { a?: string; b?: unknown } }).d)
    .filter((d): d is { a: string; b: { p: string; d: unknown; t?: number } } => !!d && (d.a === 'd' || d.a === 'm'));
}

/** JSON with every object's keys sorted, so key order never matters in comparisons. */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const keys = Object.keys(v).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** Sends a message the way the SDK does: pieces of 16 384 chars after a count frame. */
export function sendFramed(ws: import('ws').WebSocket, text: string): void {
  if (text.length <= 16384) return ws.send(text);
  ws.send(String(Math.ceil(text.length / 16384)));
  for (let i = 0; i < text.length; i += 16384) ws.send(text.slice(i, i + 16384));
}

/**
 * Opens a raw WebSocket the server refuses at connection level and returns what it sent
 * before closing (the shutdown control message is all it may send).
 */
export async function refusedConnection(port: number, ns: string, headers: Record<string, string> = {}): Promise<unknown[]> {
  const { WebSocket } = await import('ws');
  const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`, { headers });
  const msgs: unknown[] = [];
  ws.on('message', (d) => msgs.push(JSON.parse(d.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once('close', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return msgs;
}

/** The reason of a shutdown control message ({t:'c', d:{t:'s', d:reason}}), or null. */
export function shutdownReason(msg: unknown): string | null {
  const m = msg as { t?: string; d?: { t?: string; d?: unknown } };
  return m?.t === 'c' && m.d?.t === 's' && typeof m.d.d === 'string' ? m.d.d : null;
}
