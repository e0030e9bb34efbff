// `npm run setup-project -- --project <id>`: writes the owner data of a fresh Firebase project
// (fridge categories, the Cah card bank, the admin codes of scopes site and swg) with the
// installed firebase-tools (`firebase database:set`), since no client may write any of it.
//
//   --project <id>        the Firebase project (required unless --rest)
//   --instance <name>     a database instance other than the project's default
//   --only <parts>        comma-separated: categories,cah,admin (default: all three)
//   --generate-codes      generate both admin codes without asking (they are printed once)
//   --dry-run             print what would be written and the commands, write nothing
//   --rest <url> --ns <n> write through a Realtime Database emulator's REST surface instead
//                         (localdb: `npm run localdb`), with owner access; used by the tests
//
// Admin codes: asked for on a terminal (Enter generates one), or taken from the environment
// (SITE_ADMIN_CODE, SWG_ADMIN_CODE), or generated. Generated codes come from a CSPRNG and are
// printed once; they are never written to a file in the repo.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ADMIN_SCOPES, type AdminScope } from '../lib/admin/code';
import { checkAdminCode, firebaseSetArgs, generateAdminCode, SETUP_PARTS, setupWrites, type SetupPart, type SetupWrite } from '../lib/setup/ownerData';

type Options = {
  project?: string;
  instance?: string;
  parts: SetupPart[];
  generate: boolean;
  dryRun: boolean;
  rest?: string;
  ns?: string;
};

function parseArgs(argv: string[]): Options {
  const opts: Options = { parts: [...SETUP_PARTS], generate: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--project': opts.project = value(); break;
      case '--instance': opts.instance = value(); break;
      case '--only': {
        const parts = value().split(',').map((p) => p.trim()).filter(Boolean);
        for (const p of parts) if (!SETUP_PARTS.includes(p as SetupPart)) throw new Error(`--only: unknown part ${p} (use ${SETUP_PARTS.join(',')})`);
        opts.parts = parts as SetupPart[];
        break;
      }
      case '--generate-codes': opts.generate = true; break;
      case '--dry-run': opts.dryRun = true; break;
      case '--rest': opts.rest = value(); break;
      case '--ns': opts.ns = value(); break;
      case '--help':
      case '-h':
        console.log('npm run setup-project -- --project <id> [--instance <name>] [--only categories,cah,admin] [--generate-codes] [--dry-run]');
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  if (!opts.project && !opts.rest) throw new Error('--project <id> is required (the Firebase project to set up)');
  if (opts.rest && !opts.ns) throw new Error('--rest needs --ns <namespace>');
  return opts;
}

const ENV_NAMES: Record<AdminScope, string> = { site: 'SITE_ADMIN_CODE', swg: 'SWG_ADMIN_CODE' };

/** The admin codes to store: from the environment, asked for on a terminal, or generated. */
async function adminCodes(opts: Options): Promise<{ codes: Record<AdminScope, string>; generated: AdminScope[] }> {
  const codes = {} as Record<AdminScope, string>;
  const generated: AdminScope[] = [];
  const ask = !opts.generate && !opts.dryRun && process.stdin.isTTY;
  // What is typed is not echoed: a code on the screen is a code in every screenshot.
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = ask ? createInterface({ input: process.stdin, output, terminal: true }) : null;
  // Lines are read from the iterator, which queues them: typed ahead (or pasted) lines are kept.
  const lines = rl?.[Symbol.asyncIterator]();
  const question = async (prompt: string) => {
    process.stdout.write(prompt);
    muted = true;
    try {
      const next = await lines!.next();
      if (next.done) throw new Error('no answer (input ended)');
      return next.value;
    } finally {
      muted = false;
      process.stdout.write('\n');
    }
  };
  try {
    for (const scope of ADMIN_SCOPES) {
      const fromEnv = process.env[ENV_NAMES[scope]];
      if (fromEnv) {
        const checked = checkAdminCode(fromEnv);
        if ('error' in checked) throw new Error(`${ENV_NAMES[scope]}: ${checked.error}`);
        codes[scope] = checked.code;
        continue;
      }
      while (rl) {
        const typed = await question(`Admin code for scope "${scope}" (at least 16 characters, not shown; Enter to generate one): `);
        if (!typed.trim()) break;
        const checked = checkAdminCode(typed);
        if ('code' in checked) {
          codes[scope] = checked.code;
          break;
        }
        console.log(checked.error);
      }
      if (!codes[scope]) {
        codes[scope] = generateAdminCode();
        generated.push(scope);
      }
    }
  } finally {
    rl?.close();
  }
  return { codes, generated };
}

function show(write: SetupWrite, reveal: boolean): string {
  if (write.secret && !reveal) return '"<secret>"';
  const json = JSON.stringify(write.value);
  return json.length > 400 ? `${json.slice(0, 400)}… (${json.length} characters)` : json;
}

async function writeRest(opts: Options, write: SetupWrite): Promise<void> {
  const url = `${opts.rest!.replace(/\/+$/, '')}${write.path}.json?ns=${encodeURIComponent(opts.ns!)}`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(write.value),
  });
  if (!response.ok) throw new Error(`PUT ${write.path}: ${response.status} ${await response.text()}`);
}

function writeFirebase(opts: Options, write: SetupWrite, dir: string): void {
  // The value goes through a file readable only by this user: on the command line a secret would
  // be visible to every process list and shell history.
  const file = path.join(dir, `${write.part}-${path.basename(write.path)}.json`);
  writeFileSync(file, JSON.stringify(write.value), { mode: 0o600 });
  const args = firebaseSetArgs(write, file, { project: opts.project!, instance: opts.instance });
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'firebase.cmd' : 'firebase');
  const result = spawnSync(bin, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`firebase ${args.slice(0, 2).join(' ')} failed (exit ${result.status ?? result.signal})`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const target = opts.rest ? `${opts.rest} (namespace ${opts.ns})` : `project ${opts.project}${opts.instance ? `, instance ${opts.instance}` : ''}`;
  const { codes, generated } = opts.parts.includes('admin') && !opts.dryRun ? await adminCodes(opts) : { codes: {}, generated: [] };
  const writes = setupWrites(opts.parts, codes);

  if (opts.dryRun) {
    console.log(`Dry run: would write to ${target}:`);
    for (const write of writes) {
      console.log(`- ${write.path}: ${write.summary}`);
      console.log(`    ${show(write, false)}`);
      if (!opts.rest) console.log(`    $ firebase ${firebaseSetArgs(write, `<${write.part}.json>`, { project: opts.project!, instance: opts.instance }).join(' ')}`);
    }
    if (opts.parts.includes('admin')) {
      for (const scope of ADMIN_SCOPES) {
        console.log(`- /secrets/admin_codes/${scope}: admin code for scope ${scope}, from ${ENV_NAMES[scope]}, asked for, or generated (20 symbols from a CSPRNG)`);
      }
    }
    console.log('Nothing was written.');
    return;
  }

  console.log(`Setting up ${target}:`);
  const dir = opts.rest ? null : mkdtempSync(path.join(tmpdir(), 'portalen-setup-'));
  try {
    for (const write of writes) {
      if (opts.rest) await writeRest(opts, write);
      else writeFirebase(opts, write, dir!);
      console.log(`✔ ${write.path}: ${write.summary}`);
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  if (generated.length > 0) {
    console.log('\nGenerated admin codes (shown only now: keep them in a password manager, never in the repo):');
    for (const scope of generated) console.log(`  ${scope}: ${codes[scope]}`);
  }
  console.log('\nDone. Type an admin code on /admin (site) or /Swg/admin (swg) to become admin.');
}

main().catch((error: unknown) => {
  console.error(`setup-project: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
