import { isQuestRoomId } from '@/features/quest/lib/quest';
import { createRandom } from '@/lib/random/random';
import { ID_ADJECTIVES, ID_NOUNS, idFromTyped, READABLE_ID_PATTERN, readableId } from '@/lib/rooms/readableId';
import { isValidFridgeId } from '@/features/fridge/paths';

describe('readableId', () => {
  it('is two words and four digits, valid as a fridge id and as a quest code', () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i++) {
      const id = readableId(random);
      expect(id).toMatch(READABLE_ID_PATTERN);
      expect(isValidFridgeId(id)).toBe(true);
      expect(isQuestRoomId(id)).toBe(true);
    }
  });

  it('covers the whole word lists and the digit range at the edges of [0, 1)', () => {
    expect(readableId(() => 0)).toBe(`${ID_ADJECTIVES[0]}-${ID_NOUNS[0]}-1000`);
    const last = 1 - 2 ** -32;
    expect(readableId(() => last)).toBe(`${ID_ADJECTIVES.at(-1)}-${ID_NOUNS.at(-1)}-9999`);
  });

  it('uses the CSPRNG by default and rarely repeats', () => {
    const ids = new Set(Array.from({ length: 200 }, () => readableId()));
    expect(ids.size).toBeGreaterThan(195);
  });

  it('word lists are plain a–z and without duplicates', () => {
    for (const list of [ID_ADJECTIVES, ID_NOUNS]) {
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[a-z]+$/);
    }
  });
});

describe('idFromTyped', () => {
  it('takes an id as typed, trimmed', () => {
    expect(idFromTyped('  glad-elg-1234 ', 'fridge')).toBe('glad-elg-1234');
    expect(idFromTyped('   ', 'fridge')).toBe('');
  });
  it('takes the id out of a pasted link', () => {
    expect(idFromTyped('https://portal.example/fridge/glad-elg-1234/', 'fridge')).toBe('glad-elg-1234');
    expect(idFromTyped('http://127.0.0.1:5000/quest/Q1?x=1', 'quest')).toBe('Q1');
    expect(idFromTyped('https://x/fridge/r%C3%A9/', 'fridge')).toBe('ré');
  });
});
