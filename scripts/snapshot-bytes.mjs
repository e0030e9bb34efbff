// The bytes of each room page's inline first-paint script (the one RoomSnapshotScript writes: the
// read, the card's painter, the password wall) in a built `out/`, raw and gzipped, for docs/rooms.md
// "The card's painter, generated". Usage: node scripts/snapshot-bytes.mjs [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const out = process.argv[2] ?? 'out';
const APPS = ['proost', 'cah', 'battleshots', 'fridge', 'quest'];

for (const app of APPS) {
  const file = path.join(out, app, '_', 'index.html');
  if (!existsSync(file)) {
    console.log(`${app}\tmissing`);
    continue;
  }
  const html = readFileSync(file, 'utf8');
  // The page's own script starts the read and hands it to the painter: `try{var r=(`.
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s.startsWith('try{var r='));
  if (!script) console.log(`${app}\tnone`);
  else console.log(`${app}\t${Buffer.byteLength(script, 'utf8')} bytes\t${gzipSync(script, { level: 9 }).length} gzipped`);
}
