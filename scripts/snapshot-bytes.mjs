// The bytes of each room page's inline first-paint script (the one RoomSnapshotScript writes:
// the read, the card's painter and the password wall) in a built `out/`, for docs/rooms.md
// "The card's painter, generated". Usage: node scripts/snapshot-bytes.mjs [outDir]
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

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
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((s) => s.startsWith('try{var r='));
  const bytes = scripts.map((s) => Buffer.byteLength(s, 'utf8'));
  console.log(`${app}\t${bytes.join(',') || 'none'}`);
}
