// What cah's rules tests share (cah.test.ts, audit.test.ts): a rules database with the full card
// bank seeded, the bank as the data module takes it, and a raw multi-path write.
import { ref, update, type Database } from 'firebase/database';
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { mapBank, toStoredBank } from '@/features/cah/lib/bank';
import { setupRulesDb } from '@/__tests__/rules/helpers';

/** A multi-path update at the root, the way a hostile client can send any set of paths at once. */
export const write = (db: Database, changes: Record<string, unknown>) => update(ref(db), changes);
/** Every player counts as active (startGame's `isActive`). */
export const everyone = () => true;
export const fullBank = mapBank(toStoredBank(BLACK_CARDS, WHITE_CARDS));
// Rounds here ask for one card, so each test knows what to play; pick 2 has its own test.
export const bank = { ...fullBank, black: fullBank.black.filter((c) => c.pick === 1) };

/** setupRulesDb with the whole card bank seeded at cah/questionBank. */
export function setupCahDb(prefix: string, users: string[]) {
  return setupRulesDb(prefix, { users, seed: { 'cah/questionBank': toStoredBank(BLACK_CARDS, WHITE_CARDS) } });
}
