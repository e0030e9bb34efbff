// Room codes (SPEC.md §9): 5 characters from letters in both cases and digits. Codes are
// unique ignoring case (the code index in the database enforces it), so a guest may type
// one in any case.

export const ROOM_CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ROOM_CODE_LENGTH = 5;

/** A fresh code; `random` returns numbers in [0, 1) like Math.random. */
export function randomRoomCode(random: () => number = secureRandom): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_CHARS[Math.floor(random() * ROOM_CODE_CHARS.length) % ROOM_CODE_CHARS.length];
  }
  return code;
}

export function isRoomCode(text: string): boolean {
  return /^[A-Za-z0-9]{5}$/.test(text);
}

/** What a guest typed, without the spaces a phone keyboard likes to add. */
export function cleanRoomCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}
