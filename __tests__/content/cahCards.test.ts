import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLACK_CARDS, BLANK, WHITE_CARDS } from '@/content/cahCards';
import { mapBank, toStoredBank } from '@/features/cah/lib/bank';

const normal = (text: string) => text.toLocaleLowerCase('nb').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('Cah card bank', () => {
  it('is big enough for a long party: at least 60 black and 300 white cards', () => {
    expect(BLACK_CARDS.length).toBeGreaterThanOrEqual(60);
    expect(WHITE_CARDS.length).toBeGreaterThanOrEqual(300);
  });

  it('has no duplicates, ignoring case and punctuation', () => {
    for (const texts of [BLACK_CARDS.map((c) => c.text), WHITE_CARDS]) {
      const seen = new Map<string, string>();
      const dupes = texts.filter((t) => {
        const n = normal(t);
        if (seen.has(n)) return true;
        seen.set(n, t);
        return false;
      });
      expect(dupes).toEqual([]);
    }
  });

  it('marks every gap with ____, and a card without a gap is a question', () => {
    for (const card of BLACK_CARDS) {
      const gaps = card.text.split(BLANK).length - 1;
      expect({ text: card.text, ok: gaps === card.pick || (gaps === 0 && card.pick === 1 && card.text.endsWith('?')) }).toEqual({
        text: card.text,
        ok: true,
      });
      // A stray underscore run of another length would not be recognised as a gap.
      expect(card.text.replaceAll(BLANK, '')).not.toMatch(/_/);
    }
    expect(BLACK_CARDS.filter((c) => c.pick === 2).length).toBeGreaterThanOrEqual(5);
  });

  it('white cards are clean single lines that fit the rules (≤ 500 characters)', () => {
    for (const text of WHITE_CARDS) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/_|\n/);
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(120);
    }
  });

  it('is what localdb/seed.json loads into cah/questionBank (run `npm run cah:bank` after editing)', () => {
    const seed = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'localdb', 'seed.json'), 'utf8'));
    const stored = seed['demo-portalen'].cah.questionBank;
    expect(stored).toEqual(toStoredBank(BLACK_CARDS, WHITE_CARDS));
    const bank = mapBank(stored);
    expect(bank.black.map((c) => c.text)).toEqual(BLACK_CARDS.map((c) => c.text));
    expect(bank.white).toEqual(WHITE_CARDS);
  });
});
