/**
 * Type-to-filter helpers shared by the link dashboard (/links) and the logo-tile page (/tiles).
 * Matching ignores case and diacritics, so "sok" finds "Søk", "svt play" finds "SVT Play" and
 * "hander" finds "Handelsbanken".
 */

/** Letters that Unicode normalisation does not split into base letter + mark. */
const FOLDED_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
};

/** Lower-cases, strips diacritics (å→a, é→e, ø→o, æ→ae) and collapses whitespace. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðłþ]/g, (ch) => FOLDED_LETTERS[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when every word of the query occurs somewhere in one of the texts. An empty or
 * blank query matches everything.
 */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(normalizeSearchText).join(' \u0000 ');
  return words.every((word) => haystack.includes(word));
}

/** Something that can be searched: a display name plus optional extra words (aliases). */
export type Searchable = { name: string; keywords?: readonly string[] };

/** Items whose name or keywords match the query, in their original order. */
export function filterItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesQuery([item.name, ...(item.keywords ?? [])], query));
}

/** Groups with their items filtered; groups left empty are dropped. */
export function filterGroups<G extends { items: readonly Searchable[] }>(
  groups: readonly G[],
  query: string,
): G[] {
  return groups
    .map((group) => ({ ...group, items: filterItems(group.items, query) }) as G)
    .filter((group) => group.items.length > 0);
}
