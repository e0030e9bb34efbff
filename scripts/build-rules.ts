// `npm run rules`: writes database.rules.json from the rules modules in rules/ (rules/index.ts).
// `--check` only reports whether the committed file is up to date (exit code 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rulesJson } from '../rules/build';

const file = path.join(__dirname, '..', 'database.rules.json');
const text = rulesJson();
const current = readFileSync(file, 'utf8');
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('database.rules.json is not what rules/ generates: run npm run rules');
    process.exitCode = 1;
  } else console.log('database.rules.json is up to date');
} else if (current === text) {
  console.log('database.rules.json is up to date');
} else {
  writeFileSync(file, text);
  console.log(`database.rules.json written (${text.length.toLocaleString('en')} bytes)`);
}
