// `npm test`: every test against the same local stack `npm start` runs — the static export under
// the Hosting emulator, the Auth emulator and localdb — on free ports with a fresh database.
// Jest (unit, component, rules, localdb) first, then Playwright in a real Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, startStack } from './stack.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const passThrough = process.argv.slice(2);

function run(label, command, args, env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  return result.status === 0;
}

async function main() {
  const started = Date.now();
  buildIfNeeded();
  const stack = await startStack();
  let ok = false;
  try {
    const env = { ...stack.env, CI: process.env.CI ?? '', NEXT_TELEMETRY_DISABLED: '1' };
    const jestOk = run('Jest: unit, component, rules, localdb', bin('jest'), ['--ci', '--maxWorkers=2', ...passThrough], env);
    const e2eOk = run('Playwright: browser tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], env);
    ok = jestOk && e2eOk;
  } finally {
    await stack.stop();
  }
  console.log(`\nAll tests ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
