// Who may talk to localdb, and who may be owner.
//
// A browser sends every request to 127.0.0.1 that a page asks for, whatever site the
// page came from. So:
// * Requests carrying an Origin header are served only for the origins the portal is
//   served from (the Hosting emulator, the LAN address in --lan mode, next dev); others
//   are refused before anything runs (a cross-site POST needs no CORS preflight).
// * The owner credential counts only on a loopback connection that no browser page
//   made: no Origin and no Sec-Fetch-Site other than "none" (typed into the address bar).
// * The Host header must name an IP address, localhost or an allowed origin's host,
//   which shuts out DNS rebinding (a foreign name pointed at 127.0.0.1).
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export interface AccessPolicy {
  /** Normalised origins ("http://127.0.0.1:5000"). */
  origins: ReadonlySet<string>;
  /** Host names (no port) of those origins. */
  hostnames: ReadonlySet<string>;
}

function normaliseOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin.toLowerCase();
  } catch {
    return null;
  }
}

export function accessPolicy(allowedOrigins: readonly string[]): AccessPolicy {
  const origins = new Set<string>();
  const hostnames = new Set<string>();
  for (const o of allowedOrigins) {
    const n = normaliseOrigin(o);
    if (!n) throw new Error(`localdb: not an http(s) origin: ${o}`);
    origins.add(n);
    hostnames.add(new URL(n).hostname);
  }
  return { origins, hostnames };
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Why a request must be refused before anything runs, or null when it may proceed. */
export function refusal(req: IncomingMessage, policy: AccessPolicy): string | null {
  const host = header(req, 'host');
  if (host !== undefined) {
    let hostname: string;
    try {
      hostname = new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return 'bad Host header';
    }
    if (!isIP(hostname) && hostname !== 'localhost' && !policy.hostnames.has(hostname)) {
      return `host ${hostname} is not served here`;
    }
  }
  const origin = header(req, 'origin');
  if (origin !== undefined && origin !== 'null') {
    const n = normaliseOrigin(origin);
    if (!n || !policy.origins.has(n)) return `origin ${origin} is not allowed`;
  } else if (origin === 'null') {
    return 'opaque origin is not allowed';
  }
  return null;
}

/** Whether the owner credential may be honoured on this request or WebSocket. */
export function ownerAllowed(req: IncomingMessage): boolean {
  if (!isLoopback(req.socket.remoteAddress)) return false;
  if (header(req, 'origin') !== undefined) return false;
  const site = header(req, 'sec-fetch-site');
  return site === undefined || site === 'none';
}

/** The Access-Control-Allow-Origin value for an allowed request (none without Origin). */
export function corsOrigin(req: IncomingMessage): string | undefined {
  return header(req, 'origin');
}
