// `npm start`: build the export if needed, then run localdb, the Auth emulator and the Hosting
// emulator on the standard ports until Ctrl-C. `npm start -- --lan` listens on all interfaces
// so phones on the same Wi-Fi can join.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, STANDARD_PORTS, startStack, stopAllServers } from './stack.mjs';

const args = process.argv.slice(2);
const lan = args.includes('--lan');
const verbose = args.includes('--verbose');

function lanAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

function adminCodes() {
  const seed = path.join(ROOT, 'localdb', 'seed.json');
  if (!existsSync(seed)) return null;
  try {
    return JSON.parse(readFileSync(seed, 'utf8'))?.secrets?.admin_codes ?? null;
  } catch {
    return null;
  }
}

let stopping = false;
let stack = null;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping …');
  if (stack) await stack.stop();
  else await stopAllServers();
  process.exit(code);
}
// Installed first, so Ctrl-C during the build or the start still stops every server.
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  const started = Date.now();
  await buildIfNeeded({ force: args.includes('--build') });
  stack = await startStack({
    host: lan ? '0.0.0.0' : '127.0.0.1',
    hostingPort: STANDARD_PORTS.hosting,
    authPort: STANDARD_PORTS.auth,
    databasePort: STANDARD_PORTS.database,
    dataDir: path.join(ROOT, '.localdb'),
    log: verbose ? (text) => process.stdout.write(text) : undefined,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nPortalen is running (ready in ${seconds} s):`);
  console.log(`  http://127.0.0.1:${stack.ports.hosting}/`);
  if (lan) for (const address of lanAddresses()) console.log(`  http://${address}:${stack.ports.hosting}/  (phones on this network)`);
  console.log(`  database: localdb on port ${stack.ports.database} (data in .localdb/), auth emulator on port ${stack.ports.auth}`);
  const codes = adminCodes();
  if (codes) console.log(`  admin codes (from localdb/seed.json): ${JSON.stringify(codes)}`);
  console.log('Press Ctrl-C to stop.');

  for (const child of stack.children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`A server stopped unexpectedly (exit ${code}):\n${child.output.slice(-2000)}`);
      shutdown(1);
    });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
