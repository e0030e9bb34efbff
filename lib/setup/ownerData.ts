// The owner data of a fresh Firebase project (what no client may write): fridge categories, the
// Cah card bank and the admin codes. `npm run setup-project` turns this plan into writes with
// firebase-tools; the pure parts live here so they can be tested without a project.
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { ADMIN_CODE_MAX, ADMIN_SCOPES, normaliseAdminCode, type AdminScope } from '@/lib/admin/code';
import { toStoredBank } from '@/features/cah/lib/bank';

/** Categories a new project starts with; 4 (Diverse) is the fridge form's default (SPEC §5). */
export const DEFAULT_CATEGORIES: Readonly<Record<string, string>> = {
  1: 'Meieri',
  2: 'Kjøtt og fisk',
  3: 'Frukt og grønt',
  4: 'Diverse',
  5: 'Drikke',
  6: 'Frossenmat',
};

/**
 * Admin codes must be long: the rules only slow guessing down (a limited number of attempts per
 * second), they cannot stop someone who keeps trying for days, so the code must make the number
 * of tries needed astronomically large. 16 characters from 31 symbols is about 79 bits.
 */
export const ADMIN_CODE_MIN = 16;

// No 0/o, 1/l/i: a code is read off a screen and typed on a phone.
const CODE_SYMBOLS = 'abcdefghjkmnpqrstuvwxyz23456789';
const GENERATED_LENGTH = 20;

/** A uniform integer in [0, n) from the platform's CSPRNG (rejection sampling, no modulo bias). */
export function secureRandomInt(n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % n;
  }
}

/** 20 symbols from a CSPRNG in groups of four (`k7p2-x9qd-…`), already normalised. */
export function generateAdminCode(randomInt: (n: number) => number = secureRandomInt): string {
  const chars: string[] = [];
  for (let i = 0; i < GENERATED_LENGTH; i++) chars.push(CODE_SYMBOLS[randomInt(CODE_SYMBOLS.length)]);
  return chars.join('').match(/.{4}/g)!.join('-');
}

/** A code the owner typed, as the rules will compare it (trimmed, lower case), or an error. */
export function checkAdminCode(raw: string): { code: string } | { error: string } {
  const code = normaliseAdminCode(raw);
  if (code.length < ADMIN_CODE_MIN) return { error: `An admin code needs at least ${ADMIN_CODE_MIN} characters (got ${code.length}).` };
  if (code.length > ADMIN_CODE_MAX) return { error: `An admin code may have at most ${ADMIN_CODE_MAX} characters.` };
  return { code };
}

export type SetupPart = 'categories' | 'cah' | 'admin';
export const SETUP_PARTS: readonly SetupPart[] = ['categories', 'cah', 'admin'];

/** One write of the setup: `database:set path value` (the value replaces what is there). */
export type SetupWrite = { part: SetupPart; path: string; value: unknown; secret: boolean; summary: string };

export function setupWrites(parts: readonly SetupPart[], codes: Partial<Record<AdminScope, string>> = {}): SetupWrite[] {
  const writes: SetupWrite[] = [];
  if (parts.includes('categories')) {
    writes.push({
      part: 'categories',
      path: '/fridge/categories',
      value: { ...DEFAULT_CATEGORIES },
      secret: false,
      summary: `${Object.keys(DEFAULT_CATEGORIES).length} fridge categories (${Object.values(DEFAULT_CATEGORIES).join(', ')})`,
    });
  }
  if (parts.includes('cah')) {
    const bank = toStoredBank(BLACK_CARDS, WHITE_CARDS);
    writes.push({
      part: 'cah',
      path: '/cah/questionBank',
      value: bank,
      secret: false,
      summary: `Cah card bank: ${Object.keys(bank.black).length} black, ${Object.keys(bank.white).length} white cards`,
    });
  }
  if (parts.includes('admin')) {
    for (const scope of ADMIN_SCOPES) {
      const code = codes[scope];
      if (code === undefined) continue;
      const checked = checkAdminCode(code);
      if ('error' in checked) throw new Error(`${scope}: ${checked.error}`);
      writes.push({
        part: 'admin',
        path: `/secrets/admin_codes/${scope}`,
        value: checked.code,
        secret: true,
        summary: `admin code for scope ${scope} (${checked.code.length} characters)`,
      });
    }
  }
  return writes;
}

/** The firebase-tools arguments that perform one write from a file (a secret never sits in argv). */
export function firebaseSetArgs(write: SetupWrite, file: string, target: { project: string; instance?: string }): string[] {
  const args = ['database:set', write.path, file, '--project', target.project, '--force'];
  if (target.instance) args.push('--instance', target.instance);
  return args;
}
