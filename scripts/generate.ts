// `npm run generate` (run by `npm run build`): writes every generated file (scripts/generated.ts)
// whose text differs. `--check` only reports stale files (exit code 1 if any).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles, ROOT } from './generated';

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, text } of await generatedFiles()) {
    const absolute = path.join(ROOT, file);
    if (existsSync(absolute) && readFileSync(absolute, 'utf8') === text) continue;
    stale += 1;
    if (check) console.error(`${file} is stale: run npm run generate`);
    else {
      writeFileSync(absolute, text);
      console.log(`${file} written`);
    }
  }
  if (check && stale) process.exitCode = 1;
  else if (!stale) console.log('generated files are up to date');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
