/** @jest-environment node */
// The owner credential only from this machine and never from a browser page; browser
// origins only when the portal is served from them.
import { networkInterfaces } from 'node:os';
import { accessPolicy, ownerAllowed, refusal } from '../../localdb/access';
import { startTestDb, uniqueNamespace } from '../../localdb/testing';
import { rawClient, refusedConnection, shutdownReason, type RawClient } from './helpers';

const PORTAL = 'http://127.0.0.1:5000';
const RULES = { rules: { secret: { '.read': false, '.write': false }, open: { '.read': true, '.write': true } } };
const ns = uniqueNamespace('access');

let server: Awaited<ReturnType<typeof startTestDb>>;
const raws: RawClient[] = [];

beforeAll(async () => {
  // On all interfaces, so the LAN test below can reach it from a non-loopback address.
  server = await startTestDb({ rules: RULES, host: '0.0.0.0', allowedOrigins: [PORTAL] });
  await fetch(`http://127.0.0.1:${server.port}/secret.json?ns=${ns}`, { method: 'PUT', body: '"s"', headers: { Authorization: 'Bearer owner' } });
});
afterAll(async () => {
  for (const r of raws) r.ws.close();
  await server.close();
});

const base = (host = '127.0.0.1') => `http://${host}:${server.port}`;

async function status(path: string, init: RequestInit = {}, host?: string): Promise<number> {
  const res = await fetch(`${base(host)}${path}${path.includes('?') ? '&' : '?'}ns=${ns}`, init);
  await res.text();
  return res.status;
}

describe('REST', () => {
  it('honours the owner credential from this machine outside a browser (header and query forms)', async () => {
    expect(await status('/secret.json', { headers: { Authorization: 'Bearer owner' } })).toBe(200);
    expect(await status('/secret.json?auth=owner')).toBe(200);
    expect(await status('/secret.json?access_token=owner')).toBe(200);
    // Typed into the browser's address bar on this machine.
    expect(await status('/secret.json?auth=owner', { headers: { 'Sec-Fetch-Site': 'none' } })).toBe(200);
  });

  it('never honours it for a request a web page made, even from the portal itself', async () => {
    const pages: Record<string, string>[] = [
      { Origin: PORTAL, Authorization: 'Bearer owner' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', Authorization: 'Bearer owner' },
      { 'Sec-Fetch-Site': 'same-origin', Authorization: 'Bearer owner' },
    ];
    for (const headers of pages) {
      expect(await status('/secret.json', { headers })).toBe(401);
      expect(await status('/.settings/rules.json', { method: 'PUT', body: '{"rules":{".read":true}}', headers })).toBe(401);
    }
  });

  it('refuses other origins before anything runs, with no CORS headers', async () => {
    const res = await fetch(`${base()}/open/x.json?ns=${ns}`, { method: 'POST', body: '1', headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await status('/open.json', { headers: { Authorization: 'Bearer owner' } })).toBe(200);
    expect(await (await fetch(`${base()}/open.json?ns=${ns}`)).json()).toBeNull();
    // The portal's own pages get CORS for their origin only.
    const ok = await fetch(`${base()}/open.json?ns=${ns}`, { headers: { Origin: PORTAL } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });

  it('refuses a foreign host name pointed at this machine (DNS rebinding)', async () => {
    // fetch() will not set Host, so plain http.get.
    const { get } = await import('node:http');
    const withHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        get({ host: '127.0.0.1', port: server.port, path: `/open.json?ns=${ns}`, headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    expect(await withHost(`evil.example:${server.port}`)).toBe(403);
    expect(await withHost(`localhost:${server.port}`)).toBe(200);
    expect(await withHost(`127.0.0.1:${server.port}`)).toBe(200);
  });
});

describe('WebSocket', () => {
  it('accepts clients without Origin and the portal origin, refuses others', async () => {
    raws.push(await rawClient(server.port, ns));
    raws.push(await rawClient(server.port, ns, { Origin: PORTAL }));
    // Refused before anything runs: the only thing sent is the shutdown message saying why.
    const evil = await refusedConnection(server.port, ns, { Origin: 'http://evil.example' });
    expect(evil).toHaveLength(1);
    expect(shutdownReason(evil[0])).toMatch(/origin http:\/\/evil\.example is not allowed.*--allow-origin/);
    const opaque = await refusedConnection(server.port, ns, { Origin: 'null' });
    expect(opaque).toHaveLength(1);
    expect(shutdownReason(opaque[0])).toMatch(/opaque origin is not allowed/);
  });

  it('honours owner only on a connection no browser page opened', async () => {
    const node = await rawClient(server.port, ns);
    const page = await rawClient(server.port, ns, { Origin: PORTAL });
    raws.push(node, page);
    expect((await node.request('auth', { cred: 'owner' })).s).toBe('ok');
    expect((await node.request('g', { p: '/secret', q: {} })).d).toBe('s');
    expect((await page.request('auth', { cred: 'owner' })).s).toBe('invalid_token');
    expect((await page.request('g', { p: '/secret', q: {} })).s).toBe('permission_denied');
  });
});

const lan = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

(lan ? describe : describe.skip)(`from the LAN address (${lan ?? 'none on this machine'})`, () => {
  it('the owner credential does nothing, over REST and WebSocket', async () => {
    expect(await status('/secret.json', { headers: { Authorization: 'Bearer owner' } }, lan)).toBe(401);
    expect(await status('/secret.json?auth=owner', {}, lan)).toBe(401);
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`ws://${lan}:${server.port}/.ws?v=5&ns=${ns}`);
    const replies: string[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (d) => {
        const m = JSON.parse(d.toString());
        if (m.t === 'c') ws.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'auth', b: { cred: 'owner' } } }));
        else if (m.d?.r === 1) {
          replies.push(m.d.b.s);
          resolve();
        }
      });
      ws.on('error', reject);
    });
    ws.close();
    expect(replies).toEqual(['invalid_token']);
  });
});

describe('policy', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as import('node:http').IncomingMessage;

  it('owner needs loopback and no browser', () => {
    expect(ownerAllowed(req('127.0.0.1'))).toBe(true);
    expect(ownerAllowed(req('::1'))).toBe(true);
    expect(ownerAllowed(req('::ffff:127.0.0.1'))).toBe(true);
    expect(ownerAllowed(req('192.168.1.20'))).toBe(false);
    expect(ownerAllowed(req('::ffff:10.0.0.3'))).toBe(false);
    expect(ownerAllowed(req('127.0.0.1', { origin: 'http://127.0.0.1:5000' }))).toBe(false);
  });

  it('origins are compared exactly (scheme, host and port)', () => {
    const p = accessPolicy(['http://192.168.1.20:5000', 'http://localhost:3000']);
    expect(refusal(req('1.2.3.4', { host: '192.168.1.20:9000', origin: 'http://192.168.1.20:5000' }), p)).toBeNull();
    expect(refusal(req('1.2.3.4', { host: '192.168.1.20:9000', origin: 'http://192.168.1.20:5001' }), p)).not.toBeNull();
    expect(refusal(req('1.2.3.4', { host: '192.168.1.20:9000', origin: 'https://192.168.1.20:5000' }), p)).not.toBeNull();
    expect(refusal(req('1.2.3.4', { host: 'localhost:9000', origin: 'http://LOCALHOST:3000' }), p)).toBeNull();
  });
});
