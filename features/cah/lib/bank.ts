// The card bank as stored at `cah/questionBank`: black cards keyed b001…, white cards w001….
// Stable keys (by position in content/cahCards.ts) let a game refer to a black card by id.
import type { BankBlackCard } from '@/content/cahCards';
import { asRecord, num, str } from '@/lib/firebase/values';
import type { BlackCard } from './types';

export type StoredBank = {
  black: Record<string, { text: string; pick: 1 | 2 }>;
  white: Record<string, string>;
};

const key = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(3, '0')}`;

export function toStoredBank(black: readonly BankBlackCard[], white: readonly string[]): StoredBank {
  return {
    black: Object.fromEntries(black.map((card, i) => [key('b', i), { text: card.text, pick: card.pick }])),
    white: Object.fromEntries(white.map((text, i) => [key('w', i), text])),
  };
}

export type Bank = { black: BlackCard[]; white: string[] };

/** The stored bank, with malformed entries left out. */
export function mapBank(value: unknown): Bank {
  const record = asRecord(value);
  const white = Object.values(asRecord(record?.white) ?? {}).filter((t): t is string => typeof t === 'string' && t.length > 0);
  return { black: mapBlackCards(record?.black), white };
}

/**
 * The bank's black cards (`cah/questionBank/black`), sorted by id, malformed ones left out. The
 * room's first paint reads this part alone: a round stores only its black card's id.
 */
export function mapBlackCards(value: unknown): BlackCard[] {
  const black: BlackCard[] = [];
  for (const [id, raw] of Object.entries(asRecord(value) ?? {})) {
    const card = asRecord(raw);
    const text = str(card?.text);
    const pick = num(card?.pick);
    if (text && (pick === 1 || pick === 2)) black.push({ id, text, pick });
  }
  return black.sort((a, b) => (a.id < b.id ? -1 : 1));
}
