// `npm run localdb -- --port <p> --data <dir> [--rules <file>] [--seed <file>] [--host <addr>]`
// Prints exactly one line, "localdb ready on <host>:<port>", once connections are accepted.
import { startLocalDb, type LocalDbOptions } from './index';

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
  process.stderr.write(`localdb: ${e.stack ?? e.message}\n`);
  process.exit(1);
});
