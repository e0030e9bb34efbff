// `npm run perf:offline`: how fast phones catch up after the network returns. Runs the offline
// browser tests that measure it (e2e/offline.spec.ts records `catch-up-ms` annotations) N times
// (default 5) against a fresh local stack and prints the median of each measure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT, startStack } from './stack.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const report = path.join(ROOT, '.tmp', 'catchup', 'report.json');
mkdirSync(path.dirname(report), { recursive: true });

await buildIfNeeded();
const stack = await startStack();
try {
  spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', 'e2e/offline.spec.ts', '-g', 'catches up|Proost room', `--repeat-each=${runs}`, '--reporter=json'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...stack.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
} finally {
  await stack.stop();
}

const samples = new Map();
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        if (result.status !== 'passed') continue;
        for (const { type, description } of result.annotations ?? test.annotations ?? []) {
          if (type !== 'catch-up-ms') continue;
          const [what, ms] = description.split(': ');
          samples.set(what, [...(samples.get(what) ?? []), Number(ms)]);
        }
      }
    }
  }
  (suite.suites ?? []).forEach(visit);
};
JSON.parse(readFileSync(report, 'utf8')).suites.forEach(visit);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log('| after reconnect | median | runs (ms) |\n|---|---:|---|');
for (const [what, xs] of samples) console.log(`| ${what} | ${median(xs)} ms | ${xs.join(', ')} |`);
if (samples.size === 0) {
  console.error('No measurement: the offline tests did not pass.');
  process.exit(1);
}
