// `npm run migrate -- <export.json>`: turns a Realtime Database export in SPEC.md's shapes into
// the shapes this portal stores (lib/migrate/migrate.ts, with each app's step named by its manifest), writes it as a new JSON file and prints
// what changed, what could not be mapped (kept under migration_unmapped/) and what the owner
// still has to set up.
//
//   --out <file>            where to write (default: <export>.migrated.json beside the export)
//   --now <ms>              the time stamped on new lobby entries (default: now)
//   --write --project <id>  then replace the project's database with the result, with the
//                           installed firebase-tools (`firebase database:set /`, which asks first)
//   --instance <name>       a database instance other than the project's default
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '../features';
import { migrate } from '../lib/migrate/migrate';

type Options = { input: string; out?: string; now: number; write: boolean; project?: string; instance?: string };

function parseArgs(argv: string[]): Options {
  const opts: Options = { input: '', now: Date.now(), write: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--out') opts.out = value();
    else if (flag === '--now') opts.now = Number(value());
    else if (flag === '--write') opts.write = true;
    else if (flag === '--project') opts.project = value();
    else if (flag === '--instance') opts.instance = value();
    else if (flag.startsWith('--')) throw new Error(`unknown option ${flag}`);
    else if (!opts.input) opts.input = flag;
    else throw new Error(`one export at a time (got ${opts.input} and ${flag})`);
  }
  if (!opts.input) throw new Error('usage: npm run migrate -- <export.json> [--out <file>] [--write --project <id>]');
  if (!Number.isFinite(opts.now)) throw new Error('--now takes a time in milliseconds');
  if (opts.write && !opts.project) throw new Error('--write needs --project <id>');
  return opts;
}

function section(title: string, lines: string[]) {
  console.log(`\n${title} (${lines.length}):`);
  for (const line of lines) console.log(`  - ${line}`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const exported: unknown = JSON.parse(readFileSync(opts.input, 'utf8'));
  const { data, report } = await migrate(exported, { now: opts.now }, MANIFESTS);
  const out = opts.out ?? path.join(path.dirname(opts.input), `${path.basename(opts.input, '.json')}.migrated.json`);
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });

  section('Changed', report.changed);
  section('Could not be mapped (kept under migration_unmapped/)', report.unmapped);
  section('Still to do', report.todo);
  console.log(`\nWrote ${out}. Check it before it replaces anything.`);

  if (opts.write) {
    const bin = path.join(__dirname, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'firebase.cmd' : 'firebase');
    const args = ['database:set', '/', out, '--project', opts.project!];
    if (opts.instance) args.push('--instance', opts.instance);
    console.log(`$ firebase ${args.join(' ')}`);
    // No --force: firebase-tools asks before it replaces the whole database.
    const result = spawnSync(bin, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`firebase database:set failed (exit ${result.status ?? result.signal})`);
  }
}

main().catch((error: unknown) => {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
