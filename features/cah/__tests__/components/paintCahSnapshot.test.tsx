import CahSnapshot from '@/features/cah/components/CahSnapshot';
import tableStyles from '@/features/cah/components/TableCard.module.css';
import { cahEarlyPaint } from '@/features/cah/paint.generated';
import { painterOf } from '@/lib/rooms/snapshot';
import { normalized, parsed, renderedMarkup, runInlineScript } from '@/__tests__/components/support/earlyPaint';
import { cahSnapshot } from '@/features/cah/snapshot';

// The generated painter (features/cah/paint.tsx, built from CahCard), run as the page runs it.
const paintCahSnapshot = (value: unknown, also: unknown, id: string) => painterOf(cahEarlyPaint())(value, also, id);

// Before React loads, the inline script paints a Cah room's black card from a string; React then
// replaces it with CahSnapshot's own elements. Any difference would show as a jump on the guest's
// screen, so the two are held to the same markup here, over every branch of tableCard.

function painted(value: unknown, also: unknown, id = 'KortA'): string | null {
  return parsed(paintCahSnapshot(value, also, id));
}

const rendered = (value: unknown, also: unknown, id = 'KortA'): string => renderedMarkup(<CahSnapshot id={id} value={value} also={also} />);

const BLACK = {
  b001: { text: 'Hva gjemmer pappa i garasjen?', pick: 1 },
  b002: { text: 'Det beste med norsk sommer er ____.', pick: 1 },
  b003: { text: '____ og ____: en kjærlighetshistorie.', pick: 2 },
  b004: { text: '<i>Farlig</i> & "sitert" ____', pick: 1 },
  b005: { text: 'Ugyldig pick ____', pick: 3 },
};

const players = { ann: { name: 'Ann', seat: 1 }, bob: { name: 'Bob', seat: 2 }, cid: { seat: 3 }, dag: 'junk' };

function game(round: unknown, status: unknown = 1, plays: unknown = {}, extra: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Kortkveld', created_by: 'ann', game_status: status, game_number: 1, private: false },
    players,
    ...(round === undefined ? {} : { round }),
    selected_cards: plays,
    ...extra,
  };
}

const play = (round: number, ...texts: string[]) => ({ round, cards: Object.fromEntries(texts.map((text, i) => [`c${i}`, { text }])) });

const CASES: Record<string, [unknown, unknown]> = {
  'waiting for the start (no round)': [game(undefined, 0), BLACK],
  'game over with no winning play: the note': [game({ number: 3, czar: 'ann', black: 'b002', pick: 1, phase: 'result', winner: 'gone' }, 2), BLACK],
  'status 1 but a round without its black card id: waiting': [game({ number: 1, czar: 'ann', pick: 1 }, 1), BLACK],
  'a stored status that is no status: waiting': [game({ number: 1, czar: 'ann', black: 'b001', pick: 1 }, 7), BLACK],
  'running round, a gap, czar by name': [game({ number: 2, czar: 'bob', black: 'b002', pick: 1, phase: 'playing' }), BLACK],
  'running round, a question without a gap, pick 2': [game({ number: 4, czar: 'ann', black: 'b001', pick: 2 }), BLACK],
  'czar without a stored name («Spiller»)': [game({ number: 1, czar: 'cid', black: 'b003', pick: 2 }), BLACK],
  'czar who has left the table («ukjent»)': [game({ number: 1, czar: 'zed', black: 'b002', pick: 1 }), BLACK],
  'czar whose player entry is junk': [game({ number: 1, czar: 'dag', black: 'b002', pick: 1 }), BLACK],
  'round number missing (1)': [game({ czar: 'ann', black: 'b002', pick: 1 }), BLACK],
  'result: the winning answer fills the gap, full stop dropped': [
    game({ number: 1, czar: 'ann', black: 'b002', pick: 1, phase: 'result', winner: 'k1' }, 1, { k1: play(1, 'Myggen.'), k2: play(1, 'Regn') }),
    BLACK,
  ],
  'result: two gaps, two answers': [
    game({ number: 5, czar: 'ann', black: 'b003', pick: 2, phase: 'result', winner: 'k2' }, 1, { k2: play(5, 'Kaffe!', 'Kake') }),
    BLACK,
  ],
  'result: one answer for two gaps, an answer of only stops': [
    game({ number: 5, czar: 'ann', black: 'b003', pick: 2, phase: 'result', winner: 'k2' }, 1, { k2: play(5, '!!!') }),
    BLACK,
  ],
  'result without a gap: the answers trail the question': [
    game({ number: 2, czar: 'bob', black: 'b001', pick: 1, phase: 'result', winner: 'k1' }, 1, { k1: play(2, 'En elg.', 'To') }),
    BLACK,
  ],
  'result without a gap and a play without answers: no trailing line': [
    game({ number: 2, czar: 'bob', black: 'b001', pick: 1, phase: 'result', winner: 'k1' }, 1, { k1: { round: 2, cards: {} } }),
    BLACK,
  ],
  'winner chosen but phase still playing: gaps stay empty': [
    game({ number: 1, czar: 'ann', black: 'b002', pick: 1, phase: 'playing', winner: 'k1' }, 1, { k1: play(1, 'Myggen') }),
    BLACK,
  ],
  'winner from another round is not this round’s answer': [
    game({ number: 2, czar: 'ann', black: 'b002', pick: 1, phase: 'result', winner: 'k1' }, 1, { k1: play(1, 'Myggen') }),
    BLACK,
  ],
  'game over: the last winning card with its answer': [
    game({ number: 6, czar: 'bob', black: 'b002', pick: 1, phase: 'playing', winner: 'k9' }, 2, { k9: play(6, 'Solen') }),
    BLACK,
  ],
  'black cards unreadable: the placeholder card': [game({ number: 1, czar: 'ann', black: 'b001', pick: 1 }), null],
  'a black card with a pick the bank does not allow: the placeholder': [game({ number: 1, czar: 'ann', black: 'b005', pick: 1 }), BLACK],
  'black cards stored as an array': [game({ number: 1, czar: 'ann', black: '1', pick: 1 }), [null, { text: 'Fra listen ____', pick: 1 }]],
  'players and plays stored as arrays': [
    { settings: { name: 'Liste', game_status: 1 }, players: [{ name: 'Null' }], round: { number: 1, czar: '0', black: 'b002', phase: 'result', winner: '0' }, selected_cards: [play(1, 'Svar')] },
    BLACK,
  ],
  'no name: the code stands for it; markup in every text': [
    {
      settings: { game_status: 1 },
      players: { ann: { name: '<b>Ann</b> & co' } },
      round: { number: 1, czar: 'ann', black: 'b004', pick: 1, phase: 'result', winner: 'x' },
      selected_cards: { x: play(1, '<script>alert(1)</script>') },
    },
    BLACK,
  ],
};

test.each(Object.entries(CASES))('the early paint is the markup React renders: %s', (_, [value, also]) => {
  const early = painted(value, also);
  expect(early).not.toBeNull();
  expect(early).toBe(rendered(value, also));
});

test('the fixtures reach every kind of card: notes, gaps, filled and emptied gaps, trailing answers, both picks', () => {
  const box = document.createElement('div');
  box.innerHTML = Object.values(CASES)
    .map(([value, also]) => paintCahSnapshot(value, also, 'KortA'))
    .join('');
  const styles = tableStyles;
  for (const cls of [styles.note, styles.gap, styles.answer, styles.trailing]) expect(box.querySelector(`.${cls}`)).not.toBeNull();
  expect([...box.querySelectorAll(`.${styles.gap}`)].some((gap) => gap.textContent === '')).toBe(true);
  expect(box.textContent).toContain('Velg 2 kort');
  expect(box.textContent).toContain('Kortkonge: ukjent');
  expect(box.textContent).toContain('Kortkonge: Spiller');
  expect(box.textContent).toContain('Spillet er over');
});

test('text from the database is never markup in the early paint', () => {
  const [value, also] = CASES['no name: the code stands for it; markup in every text'];
  const box = document.createElement('div');
  box.innerHTML = paintCahSnapshot(value, also, 'KortA') ?? '';
  expect(box.querySelector('b, i, script')).toBeNull();
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('<i>Farlig</i> & "sitert" <script>alert(1)</script>');
  expect(box.querySelector('[data-testid="round-info"]')?.textContent).toBe('Runde 1 · Kortkonge: <b>Ann</b> & co');
});

test('a value that is not a Cah game paints nothing, as CahSnapshot renders nothing', () => {
  for (const value of [null, 'junk', 3, { players: {} }, { settings: 'x' }]) {
    expect(painted(value, BLACK)).toBeNull();
    expect(rendered(value, BLACK)).toBe('');
  }
});

test('the inline script paints the black card into the empty box the moment the read is back', async () => {
  const [value] = CASES['result: the winning answer fills the gap, full stop dropped'];
  const box = await runInlineScript(cahSnapshot, '/cah/KortA/', cahEarlyPaint(), (url) => (url.includes('questionBank') ? BLACK : value));
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Det beste med norsk sommer er Myggen.');
  expect(normalized(box)).toBe(rendered(value, BLACK));
});
