// Writes Cah's card bank (content/cahCards.ts) into localdb/seed.json under cah/questionBank of
// every namespace there, or prints it as JSON for a real project (`--print`), ready for
// `npx firebase database:set /cah/questionBank <file>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLACK_CARDS, WHITE_CARDS } from '../content/cahCards';
import { toStoredBank } from '../lib/cah/bank';

const bank = toStoredBank(BLACK_CARDS, WHITE_CARDS);
if (process.argv.includes('--print')) {
  process.stdout.write(`${JSON.stringify(bank, null, 2)}\n`);
} else {
  const file = path.join(__dirname, '..', 'localdb', 'seed.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const tree of Object.values(seed)) {
    const cah = (tree.cah ?? {}) as Record<string, unknown>;
    tree.cah = { ...cah, questionBank: bank };
  }
  writeFileSync(file, `${JSON.stringify(seed, null, 2)}\n`);
  console.log(`cah/questionBank: ${BLACK_CARDS.length} black, ${WHITE_CARDS.length} white cards → ${file}`);
}
