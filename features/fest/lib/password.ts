// Passwords for a party. The party's own is easy to say aloud (two short words and two digits,
// «elgkake42»): prefilled when a host makes a party, changeable, and carried by the invite link.
// About 140,000 of them, so at the rooms' attempt limit (one guess per uid every 3 s,
// docs/security.md §Guessing) one address needs hours, longer than a party's evening.
// The party's game rooms get a long random one instead: nobody types it, members enter the
// rooms from the party page (docs/rooms.md §Festrom).

// Letters a-z only, so any phone keyboard types them.
const WORDS = [
  'sol', 'fjell', 'elg', 'hav', 'skog', 'ugle', 'rev', 'laks', 'fjord', 'vind', 'stjerne', 'kake', 'ost', 'tiger', 'pingvin', 'vaffel',
  'hytte', 'ski', 'bolle', 'katt', 'hund', 'hest', 'ku', 'gris', 'bjelle', 'lys', 'regn', 'foss', 'eple', 'banan', 'plomme', 'brus',
  'gitar', 'tromme', 'fiol', 'dans', 'sang', 'lykt', 'bro', 'sti',
];

/** Symbols of a random room password: no look-alikes (secret santa's alphabet). */
const SYMBOLS = 'abcdefghjkmnpqrstuvwxyz23456789';

export function easyPassword(random: () => number = secureRandom): string {
  const pick = () => WORDS[Math.floor(random() * WORDS.length) % WORDS.length];
  const first = pick();
  const second = pick();
  const digits = String(Math.floor(random() * 90) + 10);
  return `${first}${second}${digits}`;
}

/** 12 random symbols (about 59 bits): for a party's game room, whose password nobody types. */
export function roomPassword(random: () => number = secureRandom): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += SYMBOLS[Math.floor(random() * SYMBOLS.length) % SYMBOLS.length];
  return out;
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}
