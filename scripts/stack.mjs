// Starts the local portal: localdb (the Realtime Database stand-in), the Firebase Auth emulator
// and the Firebase Hosting emulator serving the static export with firebase.json's rewrites.
// Used by `npm start`, `npm test` and the test runners' global setups, so all run the same way.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-portalen';
export const NAMESPACE = 'demo-portalen';
/** The ports `npm start` uses; the database's is lib/firebase/config.ts's DEFAULT_DATABASE_PORT. */
export const STANDARD_PORTS = { hosting: 5000, auth: 9099, database: 9000 };
const BIN = path.join(ROOT, 'node_modules', '.bin');
const HOSTING_GUARD = path.join(ROOT, 'scripts', 'hosting-guard.cjs');

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// The emulators start in seconds on an idle machine; on a shared 2-core machine under a build they
// have taken over a minute, and a stack that gives up then fails a whole test run for nothing.
async function waitFor(label, check, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited (code ${child.exitCode})`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s`);
}

/** IPv4 addresses of this machine that phones on the same network can reach. */
export function lanAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/** `next dev`'s address (`npm run dev` beside `npm start`). */
const NEXT_DEV_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/**
 * The browser origins localdb serves: the pages of the Hosting emulator (by IP and by name),
 * the LAN address in --lan mode, and next dev. Pages from anywhere else are refused.
 */
export function allowedOrigins({ host, hostingPort }) {
  const origins = [...NEXT_DEV_ORIGINS];
  if (hostingPort) {
    const hosts = ['127.0.0.1', 'localhost', ...(host === '0.0.0.0' ? lanAddresses() : host === '127.0.0.1' ? [] : [host])];
    for (const h of hosts) origins.push(`http://${h}:${hostingPort}`);
  }
  return origins;
}

export const LAN_WARNING = `
WARNING: --lan makes the database and the Auth emulator reachable by everyone on this network.
  The Auth emulator's tokens are unsigned: a guest with the browser's developer tools can forge
  a token for any user id and do whatever the database rules allow that user (the owner
  credential still works only from this machine). Use --lan only on a network you trust, such
  as your home Wi-Fi at a party; for anything else, deploy to a real Firebase project.
`;

// Every server child of this process, so a Ctrl-C at any moment (even mid-start) stops them all.
const running = new Set();

/** Stops every server this process started; safe to call more than once. */
export async function stopAllServers() {
  await Promise.all([...running].map((child) => stopChild(child)));
}

// Last resort when the process exits without stopping its servers (an uncaught error).
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function spawnLogged(command, args, { cwd, log, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32', // own process group, so stop() reaches grandchildren
  });
  child.output = '';
  const collect = (chunk) => {
    child.output += chunk;
    if (child.output.length > 200_000) child.output = child.output.slice(-100_000);
    log?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  });
}

/** Every .html file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((name) => String(name).endsWith('.html'))
    .map((name) => path.join(dir, String(name)));
}

/**
 * A page with the emulator config as `window.__portalenEmulators` (lib/firebase/config.ts's
 * EMULATOR_CONFIG_GLOBAL), set by the first script in its head, before anything reads it.
 */
export function withEmulatorConfig(html, config) {
  const script = `<script>self.__portalenEmulators=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${script}`) : html;
}

/**
 * Options: ports (0 = free), host to listen on ('127.0.0.1' or '0.0.0.0' for --lan), dataDir for
 * localdb (null = a fresh folder inside workDir), siteDir (the export to serve; null = no Hosting emulator), workDir
 * for generated config, log (receives server output).
 */
export async function startStack({
  host = '127.0.0.1',
  hostingPort = 0,
  authPort = 0,
  databasePort = 0,
  dataDir = null,
  siteDir = path.join(ROOT, 'out'),
  seedFile,
  workDir = path.join(ROOT, '.tmp', `stack-${process.pid}-${Date.now()}`),
  log,
} = {}) {
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  const ports = {
    hosting: siteDir ? hostingPort || (await freePort()) : null,
    auth: authPort || (await freePort()),
    database: databasePort || (await freePort()),
    hub: await freePort(),
    logging: await freePort(),
  };
  for (const [name, port] of Object.entries(ports)) {
    if (port && (await portInUse(port, probeHost))) {
      throw new Error(`Port ${port} (${name}) is already in use. Is another copy of the portal running?`);
    }
  }
  mkdirSync(workDir, { recursive: true });
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // localdb
    const dbArgs = [path.join(ROOT, 'localdb', 'cli.ts'), '--port', String(ports.database), '--host', host];
    for (const origin of allowedOrigins({ host, hostingPort: ports.hosting })) dbArgs.push('--allow-origin', origin);
    if (host === '0.0.0.0') process.stderr.write(LAN_WARNING);
    // Without a data directory (tests) the database lives in the stack's own scratch folder.
    dbArgs.push('--data', dataDir ?? path.join(workDir, 'db'));
    if (seedFile) dbArgs.push('--seed', seedFile);
    const localdb = spawnLogged(path.join(BIN, 'tsx'), dbArgs, { cwd: ROOT, log });
    children.push(localdb);

    // Firebase emulators, from a generated config so ports never clash with another stack.
    const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
    const config = {
      hosting: siteDir ? { ...base.hosting, public: 'site' } : undefined,
      emulators: {
        auth: { host, port: ports.auth },
        ...(siteDir ? { hosting: { host, port: ports.hosting } } : {}),
        hub: { host: probeHost, port: ports.hub },
        logging: { host: probeHost, port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    if (siteDir) {
      if (!existsSync(path.join(siteDir, 'index.html'))) {
        throw new Error(`No built site in ${siteDir}: run \`npm run build\` first.`);
      }
      cpSync(siteDir, path.join(workDir, 'site'), { recursive: true });
      // The browser app reads these instead of assuming the default ports: written into every
      // page, so a room's first read starts without a round trip, and as a file for the rest.
      const emulators = { authPort: ports.auth, databasePort: ports.database, namespace: NAMESPACE };
      writeFileSync(path.join(workDir, 'site', 'emulators.json'), JSON.stringify(emulators));
      for (const file of htmlFiles(path.join(workDir, 'site'))) {
        writeFileSync(file, withEmulatorConfig(readFileSync(file, 'utf8'), emulators));
      }
    }
    writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify(config, null, 2));
    const only = siteDir ? 'auth,hosting' : 'auth';
    const emulators = spawnLogged(
      path.join(BIN, 'firebase'),
      ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', path.join(workDir, 'firebase.json')],
      {
        cwd: workDir,
        log,
        env: {
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          // A request for `//` would otherwise stop the Hosting emulator (scripts/hosting-guard.cjs).
          NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(HOSTING_GUARD)}`].filter(Boolean).join(' '),
        },
      },
    );
    children.push(emulators);

    await waitFor('localdb', async () => localdb.output.includes('localdb ready on'), localdb);
    await waitFor('Auth emulator', async () => (await fetch(`http://${probeHost}:${ports.auth}/`)).ok, emulators);
    if (siteDir) {
      await waitFor(
        'Hosting emulator',
        async () => (await fetch(`http://${probeHost}:${ports.hosting}/`)).ok,
        emulators,
      );
    }
  } catch (error) {
    const output = children.map((c) => c.output).join('\n').slice(-4000);
    await stop();
    error.message += `\n--- server output ---\n${output}`;
    throw error;
  }

  const env = {
    PORTALEN_BASE_URL: siteDir ? `http://${probeHost}:${ports.hosting}` : '',
    // The served copy of the export: a browser test "deploys" a new service worker there.
    PORTALEN_SITE_DIR: siteDir ? path.join(workDir, 'site') : '',
    LOCALDB_HOST: probeHost,
    LOCALDB_PORT: String(ports.database),
    FIREBASE_AUTH_EMULATOR_HOST: `${probeHost}:${ports.auth}`,
    FIREBASE_PROJECT_ID: PROJECT_ID,
  };
  return { ports, env, stop, children, workDir };
}
