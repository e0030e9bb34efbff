// Prints Cah's card bank (content/cahCards.ts) as JSON for a real project (`--print`), ready for
// `npx firebase database:set /cah/questionBank <file>`. Without `--print` it rewrites
// localdb/seed.json, whose cah/questionBank comes from the same cards (features/cah/seed.ts):
// the same as `npm run generate` does for every generated file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLACK_CARDS, WHITE_CARDS } from '../content/cahCards';
import { toStoredBank } from '../features/cah/lib/bank';
import { ROOT, seedJson } from './generated';

async function main() {
  if (process.argv.includes('--print')) {
    process.stdout.write(`${JSON.stringify(toStoredBank(BLACK_CARDS, WHITE_CARDS), null, 2)}\n`);
    return;
  }
  const file = path.join(ROOT, 'localdb', 'seed.json');
  writeFileSync(file, await seedJson());
  console.log(`cah/questionBank: ${BLACK_CARDS.length} black, ${WHITE_CARDS.length} white cards → ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
