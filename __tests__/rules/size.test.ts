import { statSync } from 'node:fs';
import { RULES_FILE } from './helpers';

// Firebase documents a 256 KB limit for a Realtime Database rules file (its limits page); localdb has no such
// limit, so nothing else would notice before a real deploy fails.
const FIREBASE_RULES_LIMIT_BYTES = 256 * 1024;

it('database.rules.json stays within what Firebase accepts for deploy', () => {
  expect(statSync(RULES_FILE).size).toBeLessThan(FIREBASE_RULES_LIMIT_BYTES);
});
