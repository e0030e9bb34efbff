// Secret santa codes: 8 characters a person reads off one phone and types on another, so no
// look-alikes (0/O, 1/I) and no case to get wrong: 32 symbols, 32^8 ≈ 1.1 × 10^12 codes.
// Eight, not five (issue 23 §3): a code opens an assignment, and the rules let each uid try one
// code every 3 s; with 200 people signed up, five symbols (33 million codes) would give up a hit
// to one address's allowed sign-ups within hours, eight hold for years (README, "Security").

export const CODE_LENGTH = 8;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Random = () => number;

export function newCode(random: Random = Math.random): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return code;
}

/** What the person typed, as stored: spaces and dashes dropped, upper case. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** As shown: two groups of four, easier to read off and type («ABCD EFGH»). */
export function formatCode(code: string): string {
  return code.length === CODE_LENGTH ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

export function isCode(value: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(value);
}
