// Secret santa codes: 5 characters a person reads off one phone and types on another, so no
// look-alikes (0/O, 1/I) and no case to get wrong: 32 symbols, 32^5 ≈ 33 million codes.

export const CODE_LENGTH = 5;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Random = () => number;

export function newCode(random: Random = Math.random): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return code;
}

/** What the person typed, as stored: spaces dropped, upper case. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isCode(value: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(value);
}
