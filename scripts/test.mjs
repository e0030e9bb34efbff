// `npm test`: every test against the same local stack `npm start` runs — the static export under
// the Hosting emulator, the Auth emulator and localdb — on free ports with a fresh database.
// Jest (unit, component, rules, localdb) first, then Playwright in a real Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, startStack, stopAllServers } from './stack.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
// `npm test -- ARGS` passes ARGS to Jest. Two switches narrow a run while working on one part:
// `--only-jest` skips the build and the browser tests, and `--only-e2e [spec …]` skips Jest and
// passes the rest to Playwright (`npm test -- --only-e2e e2e/cah.spec.ts`). CI runs neither.
const argv = process.argv.slice(2);
const onlyJest = argv.includes('--only-jest');
const onlyE2e = argv.includes('--only-e2e');
const passThrough = argv.filter((arg) => arg !== '--only-jest' && arg !== '--only-e2e');

function run(label, command, args, env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  return result.status === 0;
}

const RESULTS = path.join(ROOT, '.tmp', 'test-results');
const JEST_JSON = path.join(RESULTS, 'jest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'playwright.json');

/** Passed/failed/skipped counts from the runners' JSON reports (missing report = nothing ran). */
function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(JEST_JSON)) {
    const jest = JSON.parse(readFileSync(JEST_JSON, 'utf8'));
    total.passed += jest.numPassedTests;
    total.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
    total.skipped += jest.numPendingTests + jest.numTodoTests;
  }
  if (existsSync(PLAYWRIGHT_JSON)) {
    const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8'));
    total.passed += stats.expected + stats.flaky;
    total.failed += stats.unexpected;
    total.skipped += stats.skipped;
  }
  return total;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAllServers();
    process.exit(130);
  });
}

async function main() {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  // Jest needs no export (its rules and localdb tests start localdb in-process; one signs in
  // through the stack's Auth emulator), so `--only-jest` starts a stack without a site and skips
  // the build. Otherwise one stack serves both, one after the other: side by side they cost more
  // CPU than apart on two cores (performance.md, "Start and test times").
  if (!onlyJest) await buildIfNeeded();
  const stack = await startStack(onlyJest ? { siteDir: null } : {});
  let ok = false;
  try {
    const env = {
      ...stack.env,
      CI: process.env.CI ?? '',
      NEXT_TELEMETRY_DISABLED: '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
    };
    const jestOk =
      onlyE2e ||
      run(
        'Jest: unit, component, rules, localdb',
        bin('jest'),
        ['--ci', '--randomize', '--maxWorkers=2', '--json', `--outputFile=${JEST_JSON}`, ...passThrough],
        env,
      );
    const e2eOk =
      onlyJest ||
      run(
        'Playwright: browser tests',
        bin('playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', ...(onlyE2e ? passThrough : [])],
        env,
      );
    ok = jestOk && e2eOk;
  } finally {
    await stack.stop();
  }
  const total = counts();
  if (total.passed + total.failed === 0) ok = false; // a run that ran nothing is no pass
  console.log(`\nAll tests ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
