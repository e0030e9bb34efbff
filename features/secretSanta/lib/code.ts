// Secret santa codes: 10 characters a person reads off one phone and types on another, so no
// look-alikes (0/O, 1/I) and no case to get wrong: 32 symbols, 32^10 ≈ 1.1 × 10^15 codes.
// Ten, not five: a code opens an assignment, and the rules let each uid try one
// code every 3 s. Firebase lets one IP address make 100 new uids an hour, so its guessing rate
// grows with time; with 200 people signed up, five symbols fall in minutes, eight in about two
// weeks, ten hold for more than a year (docs/security.md, "Why per-uid limits").

import { CODE_ALPHABET } from '@/lib/random/codeAlphabet';

export { CODE_ALPHABET };
export const CODE_LENGTH = 10;

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

/** As shown: two groups of five, easier to read off and type («ABCDE FGHJK»). */
export function formatCode(code: string): string {
  return code.length === CODE_LENGTH ? `${code.slice(0, 5)} ${code.slice(5)}` : code;
}

export function isCode(value: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(value);
}
