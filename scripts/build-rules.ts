// `npm run rules`: writes database.rules.json from the rules modules (rules/index.ts: the shared
// ones in rules/ and each app's, named by its manifest). `npm run generate` writes it too.
// `--check` only reports whether the committed file is up to date (exit code 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '../features';
import { rulesJson } from '../rules/build';

async function main() {
  const file = path.join(__dirname, '..', 'database.rules.json');
  const text = await rulesJson(MANIFESTS);
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
