// `npm run deploy -- --project <id>`: a fresh production build, then database rules and hosting
// with the installed firebase-tools. Refuses to build without the project's web config, because
// such a build talks to the local emulators and would ship a portal that cannot sign anyone in.
//
//   --project <id>   the Firebase project (required)
//   --only <list>    firebase deploy targets (default: database,hosting)
//   --dry-run        check the config and print the commands, run nothing
import { spawnSync } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { ROOT } from './stack.mjs';

export const REQUIRED_ENV = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_DATABASE_URL',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
];

function parseArgs(argv) {
  const opts = { project: null, only: 'database,hosting', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--project') opts.project = argv[++i] ?? null;
    else if (flag === '--only') opts.only = argv[++i] ?? opts.only;
    else if (flag === '--dry-run') opts.dryRun = true;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!opts.project || opts.project.startsWith('--')) throw new Error('--project <id> is required (the Firebase project to deploy to)');
  return opts;
}

/** What is wrong with the build environment for `project`, as a list of sentences (empty: fine). */
export function configProblems(env, project) {
  const problems = [];
  const missing = REQUIRED_ENV.filter((name) => !env[name]);
  if (missing.length > 0) {
    problems.push(
      `missing ${missing.join(', ')}: put the web app's config in .env.production.local (Project settings → Your apps); without it the build would talk to the local emulators`,
    );
  }
  const configured = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (configured && configured !== project) {
    problems.push(`NEXT_PUBLIC_FIREBASE_PROJECT_ID is ${configured}, but --project is ${project}: the site would use another project's database`);
  }
  return problems;
}

function run(bin, args, dryRun) {
  console.log(`$ ${path.basename(bin)} ${args.join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(bin, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args[0]} failed (exit ${result.status ?? result.signal})`);
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  // The same files and order `next build` reads (.env.production.local, .env.local, .env.production, .env).
  const { combinedEnv } = nextEnv.loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
  const problems = configProblems(combinedEnv, opts.project);
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const bin = (name) => path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  // Always a fresh build: out/ may hold an emulator build from `npm start`.
  run(bin('next'), ['build'], opts.dryRun);
  run(bin('firebase'), ['deploy', '--project', opts.project, '--only', opts.only], opts.dryRun);
  if (opts.dryRun) {
    console.log('Dry run: nothing was built or deployed.');
    return;
  }
  // out/ now holds the production build; mark it stale so `npm start` rebuilds for the emulators
  // instead of serving a site that talks to the real project.
  const marker = path.join(ROOT, 'out', 'index.html');
  if (existsSync(marker)) utimesSync(marker, 0, 0);
  console.log(`\nDeployed to ${opts.project}. First time? Run \`npm run setup-project -- --project ${opts.project}\` (owner data and admin codes).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
