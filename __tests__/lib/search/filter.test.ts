import { filterGroups, filterItems, matchesQuery, normalizeSearchText } from '@/lib/search/filter';

describe('normalizeSearchText', () => {
  it('lower-cases, strips diacritics and folds Nordic letters', () => {
    expect(normalizeSearchText('Søk')).toBe('sok');
    expect(normalizeSearchText('ÅRSTID')).toBe('arstid');
    expect(normalizeSearchText('Blåbær')).toBe('blabaer');
    expect(normalizeSearchText('Café Crème')).toBe('cafe creme');
    expect(normalizeSearchText('Räksmörgås')).toBe('raksmorgas');
  });

  it('collapses and trims whitespace', () => {
    expect(normalizeSearchText('  SVT \t  Play ')).toBe('svt play');
  });
});

describe('matchesQuery', () => {
  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery(['Netflix'], '')).toBe(true);
    expect(matchesQuery(['Netflix'], '   ')).toBe(true);
  });

  it('finds substrings regardless of case and diacritics', () => {
    expect(matchesQuery(['Handelsbanken'], 'BANK')).toBe(true);
    expect(matchesQuery(['Søk'], 'sok')).toBe(true);
    expect(matchesQuery(['Sok'], 'søk')).toBe(true);
    expect(matchesQuery(['Netflix'], 'flux')).toBe(false);
  });

  it('requires every word, in any order, but never across two texts', () => {
    expect(matchesQuery(['SVT Play'], 'play svt')).toBe(true);
    expect(matchesQuery(['SVT Play'], 'svt radio')).toBe(false);
    expect(matchesQuery(['NRK', 'TV'], 'nrk tv')).toBe(true);
    expect(matchesQuery(['ab', 'cd'], 'bc')).toBe(false);
  });
});

describe('filterItems and filterGroups', () => {
  const groups = [
    { id: 'a', items: [{ name: 'DNB', keywords: ['nettbank'] }, { name: 'Nordea' }] },
    { id: 'b', items: [{ name: 'Netflix' }, { name: 'Spotify', keywords: ['musikk'] }] },
  ];

  it('matches names and keywords, keeping the original order', () => {
    expect(filterItems(groups[1].items, 'musikk').map((i) => i.name)).toEqual(['Spotify']);
    expect(filterItems(groups[0].items, 'n').map((i) => i.name)).toEqual(['DNB', 'Nordea']);
  });

  it('drops groups left empty and keeps the others intact', () => {
    const result = filterGroups(groups, 'nettbank');
    expect(result).toEqual([{ id: 'a', items: [{ name: 'DNB', keywords: ['nettbank'] }] }]);
    expect(filterGroups(groups, '')).toEqual(groups);
    expect(filterGroups(groups, 'zzz')).toEqual([]);
  });

  it('does not mutate its input', () => {
    filterGroups(groups, 'netflix');
    expect(groups[0].items).toHaveLength(2);
    expect(groups[1].items).toHaveLength(2);
  });
});
