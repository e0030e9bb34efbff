// The hostile client of `npm run bench` (its own process, so its CPU work is not charged
// to the honest clients). For `--seconds` it keeps four attacks going against one
// namespace and prints a JSON summary of what the server did to it:
//   junk frames, huge denied writes (WebSocket and REST), listen floods, and sockets that
//   keep requesting a 2 MB node but never read the answers.
// Usage: node --import tsx localdb/bench/hostile.ts --port <p> --ns <ns> --seconds <s>
//   [--attacks junk,huge,listens,nonreader]
import WebSocket from 'ws';

const arg = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const port = Number(arg('port'));
const ns = arg('ns');
const seconds = Number(arg('seconds'));
const end = Date.now() + seconds * 1000;
const url = `ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`;

const stats = {
  junkConnections: 0,
  junkClosedByServer: 0,
  deniedWsWrites: 0,
  deniedRestWrites: 0,
  listensSent: 0,
  listensRefused: 0,
  slowSocketsClosed: 0,
  slowSocketsOpened: 0,
};

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const closed = (ws: WebSocket) => new Promise<void>((r) => (ws.readyState === ws.CLOSED ? r() : ws.once('close', () => r())));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function junk(): Promise<void> {
  const garbage = ['{not json', '\u0000\u0001', '999999', JSON.stringify({ t: 'x', d: 1 }), '[' + '['.repeat(5000)];
  for (let i = 0; Date.now() < end; i++) {
    const ws = await open().catch(() => null);
    if (!ws) continue;
    stats.junkConnections++;
    ws.on('error', () => {});
    if (i % 3 === 0) ws.send(Buffer.from([1, 2, 3])); // binary frames are not part of the protocol
    else ws.send(garbage[i % garbage.length]);
    await Promise.race([closed(ws).then(() => stats.junkClosedByServer++), sleep(500)]);
    ws.terminate();
    await sleep(20);
  }
}

// 13 MB of small nodes: the value that took the server ~5 s to refuse before.
const big = (() => {
  const v: Record<string, { n: number; s: string }> = {};
  for (let i = 0; i < 200_000; i++) v[`k${i}`] = { n: i, s: 'x'.repeat(40) };
  return JSON.stringify(v);
})();

async function hugeDenied(): Promise<void> {
  const ws = await open();
  ws.on('error', () => {});
  let r = 0;
  const replies = new Map<number, () => void>();
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    if (m.d?.r && replies.has(m.d.r)) {
      if (m.d.b?.s === 'permission_denied') stats.deniedWsWrites++;
      replies.get(m.d.r)!();
    }
  });
  while (Date.now() < end) {
    const id = ++r;
    const done = new Promise<void>((resolve) => replies.set(id, resolve));
    // As the SDK frames it (16 384-char pieces): a single 13 MB frame is cut off by ws at once.
    const text = `{"t":"d","d":{"r":${id},"a":"p","b":{"p":"/secret/x","d":${big}}}}`;
    ws.send(String(Math.ceil(text.length / 16384)));
    for (let i = 0; i < text.length; i += 16384) ws.send(text.slice(i, i + 16384));
    await Promise.race([done, sleep(5000)]);
    const res = await fetch(`http://127.0.0.1:${port}/signed/x.json?ns=${ns}`, { method: 'PUT', body: big }).catch(() => null);
    if (res?.status === 401) stats.deniedRestWrites++;
    await res?.text().catch(() => '');
  }
  ws.terminate();
}

async function listenFlood(): Promise<void> {
  while (Date.now() < end) {
    const ws = await open().catch(() => null);
    if (!ws) continue;
    ws.on('error', () => {});
    let replies = 0;
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      if (m.d?.r) {
        replies++;
        if (m.d.b?.s === 'too_many_listens') stats.listensRefused++;
      }
    });
    for (let i = 0; i < 20_000; i++) {
      ws.send(JSON.stringify({ t: 'd', d: { r: i + 1, a: 'q', b: { p: `/open/flood/x${i}`, h: '' } } }));
      stats.listensSent++;
    }
    const t0 = Date.now();
    while (replies < 20_000 && Date.now() - t0 < 10_000 && Date.now() < end) await sleep(50);
    ws.terminate();
  }
}

async function nonReader(): Promise<void> {
  // One allowed 2 MB node, then sockets that keep asking for it and never read the answers.
  const writer = await open();
  writer.on('error', () => {});
  await new Promise<void>((resolve) => {
    writer.on('message', (d) => JSON.parse(d.toString()).d?.r === 1 && resolve());
    const text = `{"t":"d","d":{"r":1,"a":"p","b":{"p":"/open/big","d":${JSON.stringify('b'.repeat(2 * 1024 * 1024))}}}}`;
    writer.send(String(Math.ceil(text.length / 16384)));
    for (let i = 0; i < text.length; i += 16384) writer.send(text.slice(i, i + 16384));
  });
  writer.terminate();
  while (Date.now() < end) {
    const ws = await open().catch(() => null);
    if (!ws) continue;
    stats.slowSocketsOpened++;
    let gone = false;
    ws.once('close', () => (gone = true));
    ws.on('error', () => (gone = true));
    ws.pause(); // never read: only the server's back-pressure limit can end this
    for (let i = 0; Date.now() < end && !gone && ws.readyState === ws.OPEN; i++) {
      // Requests still go out while we do not read; each answer is 2 MB we never take.
      try {
        ws.send(JSON.stringify({ t: 'd', d: { r: i + 1, a: 'g', b: { p: '/open/big', q: {} } } }));
      } catch {
        gone = true;
      }
      await sleep(100);
    }
    if (gone || ws.readyState !== ws.OPEN) stats.slowSocketsClosed++;
    ws.terminate();
  }
}

const ATTACKS: Record<string, () => Promise<void>> = { junk, huge: hugeDenied, listens: listenFlood, nonreader: nonReader };
const chosen = process.argv.includes('--attacks') ? arg('attacks').split(',') : Object.keys(ATTACKS);
Promise.all(chosen.map((name) => ATTACKS[name]())).then(
  () => {
    process.stdout.write(JSON.stringify(stats) + '\n');
    process.exit(0);
  },
  (e: Error) => {
    process.stderr.write(`${e.stack ?? e.message}\n`);
    process.exit(1);
  },
);
