import { DEFAULT_CARD_COLOR, randomColor, textColorOn } from '@/features/proost/lib/color';
import { drawCard, fillNames, fillPlayers, NO_PLAYER_NAME, pickQuestion } from '@/features/proost/lib/draw';
import { mapProostRoom } from '@/features/proost/lib/data';
import { missingStarters, STARTER_PACK } from '@/features/proost/lib/starterPack';
import { QUESTION_TYPES, type Player, type Question } from '@/features/proost/lib/types';

/** A seeded source (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const q = (key: string, text = `Spørsmål ${key}`): Question => ({ key, text, by: 'u', type: 'Generelt' });
const players = (...names: string[]): Player[] => names.map((name, i) => ({ key: `p${i}`, name, addedBy: 'u' }));

describe('pickQuestion', () => {
  it('repeats no question until the pool is used up, then starts over', () => {
    const questions = ['a', 'b', 'c', 'd'].map((k) => q(k));
    const random = seeded(1);
    let drawn = new Set<string>();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const pick = pickQuestion(questions, drawn, random)!;
      seen.push(pick.question.key);
      drawn = new Set(pick.drawn);
    }
    expect([...seen].sort()).toEqual(['a', 'b', 'c', 'd']);
    const next = pickQuestion(questions, drawn, random)!;
    expect(next.drawn).toEqual([next.question.key]);
  });

  it('ignores drawn keys of questions that no longer exist', () => {
    const pick = pickQuestion([q('a'), q('b')], new Set(['a', 'gone']), () => 0)!;
    expect(pick.question.key).toBe('b');
    expect(pick.drawn.sort()).toEqual(['a', 'b']);
  });

  it('returns null for an empty pool', () => {
    expect(pickQuestion([], new Set(), Math.random)).toBeNull();
  });
});

describe('fillPlayers', () => {
  it('gives each @spiller its own player, all different while there are enough', () => {
    for (let seed = 0; seed < 50; seed++) {
      const text = fillPlayers('@spiller, @spiller og @spiller skåler', players('Ada', 'Bo', 'Cy'), seeded(seed));
      const names = text.replace(' skåler', '').split(/, | og /);
      expect(new Set(names)).toEqual(new Set(['Ada', 'Bo', 'Cy']));
    }
  });

  it('picks every player over many cards, and reuses players only when there are too few', () => {
    const random = seeded(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const name = fillPlayers('@spiller', players('Ada', 'Bo', 'Cy'), random);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['Ada', 'Bo', 'Cy']);
    expect(fillPlayers('@spiller og @spiller', players('Ada'), random)).toBe('Ada og Ada');
  });

  it('leaves text without the token alone and says «noen» with no players', () => {
    expect(fillPlayers('Alle drikker', players('Ada'))).toBe('Alle drikker');
    expect(fillPlayers('@spiller drikker', [])).toBe(`${NO_PLAYER_NAME} drikker`);
  });
});

describe('card colours', () => {
  it('are 24-bit hex colours covering the whole range', () => {
    expect(randomColor(() => 0)).toBe('#000000');
    expect(randomColor(() => 0.99999999)).toBe('#ffffff');
    const random = seeded(3);
    for (let i = 0; i < 100; i++) expect(randomColor(random)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('get readable text', () => {
    expect(textColorOn(DEFAULT_CARD_COLOR)).toBe('#ffffff');
    expect(textColorOn('#ffff66')).toBe('#000000');
  });

  it('give text that meets WCAG AA (4.5:1) on every colour the card can get', () => {
    const channel = (hex: string) => {
      const c = parseInt(hex, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (color: string) => {
      const [r, g, b] = [color.slice(1, 3), color.slice(3, 5), color.slice(5, 7)].map(channel);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    let worst = Infinity;
    // Every 5th value per channel: 52³ colours, the crossover between black and white included.
    for (let r = 0; r < 256; r += 5)
      for (let g = 0; g < 256; g += 5)
        for (let b = 0; b < 256; b += 5) {
          const color = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          worst = Math.min(worst, contrast(color, textColorOn(color)));
        }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});

describe('drawCard', () => {
  it('draws a question with names filled in and a colour', () => {
    const card = drawCard([{ ...q('a', '@spiller drikker'), players: 1 }], players('Ada'), new Set(), seeded(2))!;
    expect(fillNames(card.question.text, card.names.map((p) => p.name))).toBe('Ada drikker');
    expect(card.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(card.drawn).toEqual(['a']);
  });
});

describe('starter pack', () => {
  it('has at least 40 distinct questions of every type, many with @spiller, within the length cap', () => {
    expect(STARTER_PACK.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STARTER_PACK.map((s) => s.type))).toEqual(new Set(QUESTION_TYPES));
    expect(STARTER_PACK.filter((s) => s.text.includes('@spiller')).length).toBeGreaterThanOrEqual(15);
    expect(new Set(STARTER_PACK.map((s) => s.text)).size).toBe(STARTER_PACK.length);
    for (const s of STARTER_PACK) expect(s.text.length).toBeLessThanOrEqual(500);
  });

  it('adds only what a room is missing', () => {
    expect(missingStarters(new Set(['starter01', 'starter02']))).toHaveLength(STARTER_PACK.length - 2);
  });
});

describe('mapProostRoom', () => {
  it('keeps well-formed entries and drops malformed ones', () => {
    const room = mapProostRoom({
      settings: { name: 'Fest', created_by: 'u', allow_entries: true },
      questions: { a: { text: 'Hei', by: 'u', type: 'Generelt' }, b: { text: 'Hei', type: 'Quiz' }, c: 5 },
      players: { p: { name: 'Ada', added_by: 'u', id: 'p' }, x: { name: '' } },
      card: { text: 'Hei', color: 'red', question: 'a' },
      drawn: { a: true },
    })!;
    expect(room.settings).toMatchObject({ name: 'Fest', allow_entries: true, allow_new_players: false });
    expect(room.questions.map((x) => x.key)).toEqual(['a']);
    expect(room.players.map((x) => x.name)).toEqual(['Ada']);
    expect(room.card?.color).toBe(DEFAULT_CARD_COLOR);
    expect([...room.drawn]).toEqual(['a']);
    expect(mapProostRoom(null)).toBeNull();
  });
});
