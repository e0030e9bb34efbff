// An easy password to say aloud at a party: a short Norwegian word and two digits («sol42»).
// Prefilled when a host makes a party, and used for the party's own game rooms, whose password
// nobody types (members enter them from the party page).

// Letters a-z only, so any phone keyboard types them.
const WORDS = ['sol', 'fjell', 'elg', 'hav', 'skog', 'ugle', 'rev', 'laks', 'fjord', 'vind', 'stjerne', 'kake', 'ost', 'tiger', 'pingvin', 'vaffel'];

export function easyPassword(random: () => number = secureRandom): string {
  const word = WORDS[Math.floor(random() * WORDS.length) % WORDS.length];
  const digits = String(Math.floor(random() * 90) + 10);
  return `${word}${digits}`;
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}
