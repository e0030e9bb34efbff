// Readable ids for things opened by link (a fridge, a quest game): two Norwegian words and four
// digits, e.g. `glad-elg-4821`. Only a–z, digits and `-`, so they fit both the fridge's and the
// quest log's key rules, survive being read aloud and typed on a phone, and need no encoding in
// a URL. About 9 million ids: a collision is unlikely, and the rules refuse one anyway.
import type { Random } from '@/lib/random/random';

export const ID_ADJECTIVES = [
  'glad', 'rask', 'stille', 'modig', 'lur', 'kul', 'sterk', 'vill', 'varm', 'kald', 'snill', 'frisk',
  'lett', 'rolig', 'sprek', 'klok', 'tapper', 'munter', 'gul', 'hvit', 'svart', 'rosa', 'lilla', 'brun',
] as const;

export const ID_NOUNS = [
  'elg', 'rev', 'ulv', 'gaupe', 'hare', 'ugle', 'ravn', 'laks', 'torsk', 'sel', 'hval', 'oter',
  'ekorn', 'mus', 'katt', 'hund', 'hest', 'geit', 'sau', 'gris', 'and', 'pingvin', 'tiger', 'panda',
  'koala', 'delfin', 'hummer', 'krabbe', 'maur', 'bie', 'humle', 'frosk', 'padde', 'snegl', 'spurv', 'kanin',
  'lemen', 'mink', 'hjort', 'falk',
] as const;

export const READABLE_ID_PATTERN = /^[a-z]+-[a-z]+-[1-9][0-9]{3}$/;

/** A fresh id; `random` returns numbers in [0, 1) like Math.random (a CSPRNG by default). */
export function readableId(random: Random = secureRandom): string {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length) % list.length];
  const number = 1000 + (Math.floor(random() * 9000) % 9000);
  return `${pick(ID_ADJECTIVES)}-${pick(ID_NOUNS)}-${number}`;
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

/**
 * What someone typed to open an id: the id itself, or a whole link to it (pasted from a chat).
 * Returns the id, trimmed, or '' when nothing usable was typed.
 */
export function idFromTyped(typed: string, route: string): string {
  const text = typed.trim();
  if (!text) return '';
  const marker = `/${route}/`;
  const at = text.indexOf(marker);
  if (at >= 0) {
    const rest = text.slice(at + marker.length).split(/[/?#]/)[0];
    try {
      return decodeURIComponent(rest).trim();
    } catch {
      return rest.trim();
    }
  }
  return text;
}
