// `npm run localdb -- --port <p> --data <dir> [--rules <file>] [--seed <file>] [--host <addr>]
//   [--allow-origin <origin>]... [--max-namespaces <n>] [--repair]`
// Prints exactly one line on stdout, "localdb ready on <host>:<port>", once connections are accepted.
import { isLoopback } from './access';
import { startLocalDb, type LocalDbOptions } from './index';
import { DamagedDataError } from './persistence';

const LAN_WARNING = `localdb: WARNING: listening beyond this machine. Anyone on this network can reach the
  database. Auth-emulator tokens are unsigned, so a guest can forge any uid with developer tools
  and do whatever the rules allow that user. The owner credential works only from this machine.
  Use --lan only on a network you trust; use a real Firebase project for anything else.
`;

function parseArgs(argv: string[]): LocalDbOptions {
  const opts: LocalDbOptions = { port: 9000 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    switch (flag) {
      case '--port':
        opts.port = Number(need());
        if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('bad --port');
        break;
      case '--host':
        opts.host = need();
        break;
      case '--data':
        opts.dataDir = need();
        break;
      case '--memory':
        opts.dataDir = null;
        break;
      case '--rules':
        opts.rulesFile = need();
        break;
      case '--seed':
        opts.seedFile = need();
        break;
      case '--no-seed':
        opts.seedFile = null;
        break;
      case '--quiet':
        opts.quiet = true;
        break;
      case '--allow-origin':
        (opts.allowedOrigins ??= []).push(need());
        break;
      case '--max-namespaces':
        opts.limits = { ...opts.limits, maxNamespaces: Number(need()) };
        if (!Number.isInteger(opts.limits.maxNamespaces) || (opts.limits.maxNamespaces ?? 0) < 1) throw new Error('bad --max-namespaces');
        break;
      case '--repair':
        opts.repair = true;
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return opts;
}

async function main(): Promise<void> {
  let opts: LocalDbOptions;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`localdb: ${(e as Error).message}\n`);
    process.exit(2);
  }
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopback(host) && host !== 'localhost') process.stderr.write(LAN_WARNING);
  // Serving state that is not on disk would lose acknowledged writes on the next start.
  opts.onFatal = () => process.exit(1);
  const db = await startLocalDb(opts);
  process.stdout.write(`localdb ready on ${db.host}:${db.port}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    db.close().then(
      () => process.exit(0),
      (e: Error) => {
        process.stderr.write(`localdb: shutdown failed: ${e.message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: Error) => {
  // Damaged data explains itself; a stack trace would only bury the message.
  process.stderr.write(e instanceof DamagedDataError ? `${e.message}\n` : `localdb: ${e.stack ?? e.message}\n`);
  process.exit(1);
});
