// `npm test`: every test against the same local stack `npm start` runs — the static export under
// the Hosting emulator, the Auth emulator and localdb — on free ports with a fresh database.
// Jest (unit, component, rules, localdb) runs while the export builds; Playwright in a real
// Chromium follows once both are done (docs/testing.md, its opening section).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * Runs a test runner; resolves to whether it passed. With `logFile` its output goes there and is
 * printed in one piece when it ends, so that it does not interleave with the build's.
 */
function run(label, command, args, env, logFile) {
  const started = Date.now();
  const fd = logFile ? openSync(logFile, 'w') : null;
  console.log(logFile ? `\n=== ${label}: started; its output follows when it ends ===` : `\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...env },
    });
    const done = (ok) => {
      if (fd !== null) {
        closeSync(fd);
        process.stdout.write(`\n=== ${label}: output ===\n${readFileSync(logFile, 'utf8')}`);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ===`);
      resolve(ok);
    };
    child.once('error', (error) => {
      console.error(error);
      done(false);
    });
    child.once('exit', (code) => done(code === 0));
  });
}

const RESULTS = path.join(ROOT, '.tmp', 'test-results');
const JEST_JSON = path.join(RESULTS, 'jest.json');
const JEST_LOG = path.join(RESULTS, 'jest.log');
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
  const common = { CI: process.env.CI ?? '', NEXT_TELEMETRY_DISABLED: '1' };
  const stacks = [];
  const stackFor = async (options) => {
    const stack = await startStack(options);
    stacks.push(stack);
    return stack;
  };
  let ok = false;
  try {
    // Jest needs no export (its rules and localdb tests start localdb in-process; one signs in
    // through the Auth emulator of a stack without a site), so it runs while the export builds:
    // the build leaves one core idle through its TypeScript check, and Jest leaves a fifth of both
    // idle while its tests wait. The browser tests wait for both: beside Jest they cost more than
    // apart (performance.md, "Start and test times").
    const jest = onlyE2e
      ? Promise.resolve(true)
      : stackFor({ siteDir: null }).then((stack) =>
          run(
            'Jest: unit, component, rules, localdb',
            bin('jest'),
            ['--ci', '--randomize', '--maxWorkers=2', '--json', `--outputFile=${JEST_JSON}`, ...passThrough],
            { ...stack.env, ...common },
            onlyJest ? undefined : JEST_LOG,
          ),
        );
    const built = onlyJest ? Promise.resolve(null) : buildIfNeeded().then(() => stackFor());
    // Both settle before anything is stopped, even when one of them throws.
    const [jestResult, siteResult] = await Promise.allSettled([jest, built]);
    for (const result of [jestResult, siteResult]) if (result.status === 'rejected') console.error(result.reason);
    const jestOk = jestResult.status === 'fulfilled' && jestResult.value;
    // Jest's stack is done; only the site's serves the browser tests.
    const site = siteResult.status === 'fulfilled' ? siteResult.value : null;
    await Promise.all(stacks.filter((stack) => stack !== site).map((stack) => stack.stop()));
    let e2eOk = onlyJest;
    if (site) {
      const env = { ...site.env, ...common, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON };
      const args = ['test', '-c', 'e2e/playwright.config.ts', ...(onlyE2e ? passThrough : [])];
      e2eOk = await run('Playwright: browser tests', bin('playwright'), args, env);
    }
    ok = jestOk && e2eOk;
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
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
