// Wire framing of the RTDB WebSocket protocol v5 (realtime/WebSocketConnection.ts).
// Client messages longer than 16 384 chars arrive as a count frame followed by that
// many pieces; the client keepalive is a bare "0". We split our own large messages the
// same way, and never send a count of 0 (the client would stall forever).

export const FRAME_CHARS = 16384;
export const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;
/**
 * The SDK never sends a WebSocket frame over 16 384 chars (≤ 48 KiB of UTF-8); anything
 * bigger is refused by `ws` before it is buffered, so a client cannot make us hold a
 * 16 MB frame. Big messages arrive as a count frame and pieces instead.
 */
export const MAX_FRAME_BYTES = 64 * 1024;

export class FrameError extends Error {}

/** Reassembles client frames; returns complete message texts. Throws FrameError. */
export class FrameReader {
  private remaining = 0;
  private parts: string[] = [];
  private size = 0;
  private skipping = false;

  /**
   * @param refuseEarly sees the first piece of a multi-frame message; returning true
   *   drops the message (its remaining pieces are counted, never stored).
   */
  constructor(private readonly refuseEarly: (firstPiece: string) => boolean = () => false) {}

  push(frame: string): string | null {
    if (this.remaining > 0) {
      if (this.skipping) {
        if (--this.remaining === 0) this.skipping = false;
        return null;
      }
      if (this.parts.length === 0 && this.refuseEarly(frame)) {
        this.skipping = --this.remaining > 0;
        return null;
      }
      this.size += frame.length;
      if (this.size > MAX_MESSAGE_CHARS) throw new FrameError('message too large');
      this.parts.push(frame);
      if (--this.remaining > 0) return null;
      const msg = this.parts.join('');
      this.parts = [];
      this.size = 0;
      return msg;
    }
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      const n = Number(frame);
      if (n === 0) return null; // keepalive
      if (n > Math.ceil(MAX_MESSAGE_CHARS / FRAME_CHARS) + 1) throw new FrameError('frame count too large');
      this.remaining = n;
      return null;
    }
    if (frame.length > MAX_MESSAGE_CHARS) throw new FrameError('message too large');
    return frame;
  }
}

/** Splits an outgoing message text into frames the client can reassemble. */
export function toFrames(text: string): string[] {
  if (text.length <= FRAME_CHARS) return [text];
  const frames = [String(Math.ceil(text.length / FRAME_CHARS))];
  for (let i = 0; i < text.length; i += FRAME_CHARS) frames.push(text.slice(i, i + FRAME_CHARS));
  return frames;
}

/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2) holding `text`. Server frames
 * are never masked, so one frame can be written to every socket that gets the message.
 */
export function textFrame(text: string): Buffer {
  const len = Buffer.byteLength(text, 'utf8');
  const head = len < 126 ? 2 : len < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + len);
  frame[0] = 0x81;
  if (head === 2) frame[1] = len;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(len, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(len, 6);
  }
  frame.write(text, head, 'utf8');
  return frame;
}

// ---- Envelopes ----

export function handshake(sessionId: string, host: string): string {
  return JSON.stringify({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: host, s: sessionId } } });
}

export const PONG = JSON.stringify({ t: 'c', d: { t: 'o', d: {} } });

/**
 * The shutdown control message. The SDK logs `reason` as a FIREBASE WARNING and never
 * reconnects that Database instance (realtime/Connection.ts onConnectionShutdown_,
 * PersistentConnection's onKill -> interrupt('server_kill')). For refusals no retry can fix.
 */
export function shutdown(reason: string): string {
  return JSON.stringify({ t: 'c', d: { t: 's', d: reason } });
}

export function response(r: number, status: string, data: unknown): string {
  return JSON.stringify({ t: 'd', d: { r, b: { s: status, d: data } } });
}

export function push(action: string, body: Record<string, unknown>): string {
  return JSON.stringify({ t: 'd', d: { a: action, b: body } });
}

/** A data push whose value is already serialised (shared by all listeners of a write). */
export function dataPushRaw(action: 'd' | 'm', pathStr: string, valueJson: string, tag?: number): string {
  const tagPart = tag === undefined ? '' : `,"t":${tag}`;
  return `{"t":"d","d":{"a":"${action}","b":{"p":${JSON.stringify(pathStr)},"d":${valueJson}${tagPart}}}}`;
}

export interface ClientRequest {
  r?: number;
  a: string;
  b: Record<string, unknown>;
}

/** Parses one message; returns a control message, a data request, or throws FrameError. */
export function parseMessage(text: string): { kind: 'control'; t: string } | { kind: 'data'; req: ClientRequest } {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    throw new FrameError('malformed JSON');
  }
  if (typeof msg !== 'object' || msg === null) throw new FrameError('message is not an object');
  const env = msg as { t?: unknown; d?: unknown };
  const d = env.d as Record<string, unknown> | null | undefined;
  if (typeof d !== 'object' || d === null) throw new FrameError('message has no body');
  if (env.t === 'c') return { kind: 'control', t: typeof d.t === 'string' ? d.t : '' };
  if (env.t !== 'd') throw new FrameError('unknown envelope');
  const r = typeof d.r === 'number' && Number.isInteger(d.r) ? d.r : undefined;
  const a = typeof d.a === 'string' ? d.a : '';
  const b = typeof d.b === 'object' && d.b !== null && !Array.isArray(d.b) ? (d.b as Record<string, unknown>) : {};
  return { kind: 'data', req: { r, a, b } };
}
