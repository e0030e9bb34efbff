// Room codes (SPEC.md §9). New codes are 5 symbols of the shared code alphabet
// (lib/random/codeAlphabet.ts: upper case, no look-alikes), easy to say aloud: 32^5 ≈ 33 million.
// Older codes mixed both cases and all digits («qh9O6»); they keep working, so a code is still
// any 5 letters or digits. Codes are unique ignoring case (the code index in the database
// enforces it), so a guest may type one in any case.
import { CODE_ALPHABET } from '@/lib/random/codeAlphabet';

export const ROOM_CODE_LENGTH = 5;

/** A fresh code of the shared alphabet; `random` returns numbers in [0, 1) like Math.random. */
export function randomRoomCode(random: () => number = secureRandom): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length) % CODE_ALPHABET.length];
  }
  return code;
}

/** Any room code, old (both cases, every digit) or new. */
export function isRoomCode(text: string): boolean {
  return /^[A-Za-z0-9]{5}$/.test(text);
}

/** What a guest typed, without the spaces (and dashes) a phone keyboard or a reader adds. */
export function cleanRoomCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}
