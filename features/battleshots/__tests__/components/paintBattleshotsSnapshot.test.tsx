import BattleshotsSnapshot from '@/features/battleshots/components/BattleshotsSnapshot';
import { battleshotsEarlyPaint } from '@/features/battleshots/paint.generated';
import { painterOf } from '@/lib/rooms/snapshot';
import { normalized, parsed, renderedMarkup, runInlineScript } from '@/__tests__/components/support/earlyPaint';
import { battleshotsSnapshot } from '@/features/battleshots/snapshot';

// The generated painter (features/battleshots/paint.tsx, built from BattleshotsCard), run as the page runs it.
const paintBattleshotsSnapshot = (value: unknown, also: unknown, id: string) => painterOf(battleshotsEarlyPaint())(value, also, id);

// Before React loads, the inline script paints a Battleshots room's status card from a string;
// React then replaces it with BattleshotsSnapshot's own elements. Any difference would show as a
// jump on the guest's screen, so the two are held to the same markup here, over every branch of
// roomStatus (seats, phases, a board that contradicts its answers, forfeits, the shots so far).

function painted(value: unknown, id = 'SjoeA'): string | null {
  return parsed(paintBattleshotsSnapshot(value, null, id));
}

const rendered = (value: unknown, id = 'SjoeA'): string => renderedMarkup(<BattleshotsSnapshot id={id} value={value} />);

// Ships 0–4 (lengths 5, 4, 3, 3, 2) lying along rows A–E from column 1.
const FLEET = [0, 1, 2, 3, 4].map((row) => ({ row, col: 0, horizontal: true }));
const shot = (at: number, result?: string, ship?: number) => ({ at, ...(result ? { result } : {}), ...(ship === undefined ? {} : { ship }) });

function room(game: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Havet', private: false, created_by: 'ann', game_active: false, allow_new_players: true },
    challenger: 'bob',
    players: { ann: { name: 'Ann', points: 0 }, bob: { name: 'Bob', points: 1 } },
    game,
    ...extra,
  };
}

const ready = { ann: true, bob: true };

const ROOMS: Record<string, unknown> = {
  'the second seat is free': room({}, { challenger: null }),
  'the second seat is free, the creator has no name yet': room({}, { challenger: '', players: {} }),
  'a stored winner but no challenger: still waiting': room({ winner: 'ann' }, { challenger: null }),
  'both placing': room({ ready: {} }),
  'the creator is ready': room({ ready: { ann: true } }),
  'the challenger is ready, unnamed seats': room({ ready: { bob: true } }, { players: { ann: { points: 2 }, bob: 'junk' } }),
  'someone else is ready (not a seat)': room({ ready: { zed: true } }),
  'playing, the creator shoots first (no turn stored)': room({ ready }),
  'playing, the challenger shoots': room({ ready, turn: 'bob' }),
  'playing, a turn nobody holds': room({ ready, turn: '' }),
  'playing, a shot waits for its answer; shots of every kind': room({
    ready,
    turn: 'ann',
    pending: 'J10',
    shots: {
      ann: { A1: shot(3, 'hit', 0), B2: shot(1, 'miss'), C3: shot(2, 'sunk', 2), J10: shot(9), K1: shot(4, 'hit'), A11: shot(5, 'hit'), D4: 'junk' },
      bob: [shot(1, 'hit', 1)],
      zed: { A1: shot(1, 'hit', 0) },
    },
  }),
  'over: the creator won': room({ ready, winner: 'ann', shots: { ann: { A1: shot(1, 'hit', 0) } } }),
  'over: a winner who is no seat': room({ ready, winner: 'zed' }),
  'over by forfeit': room({ ready, winner: 'bob', forfeit: 'ann', shots: { bob: { A1: shot(1, 'miss') } } }),
  'over, honest boards uncovered': room({
    ready,
    winner: 'ann',
    revealed: { ann: FLEET, bob: FLEET },
    shots: {
      ann: { E1: shot(1, 'hit', 4), E2: shot(2, 'sunk', 4), J1: shot(3, 'miss'), A1: shot(4) },
      bob: { A1: shot(1, 'hit', 0), F1: shot(2, 'miss') },
    },
  }),
  'over, the winner’s board contradicts a «bom»': room({
    ready,
    winner: 'bob',
    revealed: { bob: FLEET },
    shots: { ann: { A1: shot(1, 'miss') } },
  }),
  'over, a hit named on the wrong ship': room({ ready, winner: 'ann', revealed: { ann: FLEET }, shots: { bob: { A1: shot(1, 'hit', 1) } } }),
  'over, a hit on water': room({ ready, winner: 'bob', revealed: { bob: FLEET }, shots: { ann: { J9: shot(1, 'hit', 0) } } }),
  'over, a ship sunk too early': room({ ready, winner: 'bob', revealed: { bob: FLEET }, shots: { ann: { E1: shot(1, 'sunk', 4) } } }),
  'over, honest answers stored out of order (read in the order they were fired)': room({
    ready,
    winner: 'bob',
    revealed: { bob: FLEET },
    shots: { ann: { E2: shot(2, 'sunk', 4), E1: shot(1, 'hit', 4) } },
  }),
  'over, a sinking answered as a hit (shots out of order in storage)': room({
    ready,
    winner: 'bob',
    revealed: { bob: FLEET },
    shots: { ann: { E2: shot(2, 'hit', 4), E1: shot(1, 'hit', 4) } },
  }),
  'over, boards that are no fleet are ignored (overlap, off the board, missing ship, junk)': room({
    ready,
    winner: 'bob',
    forfeit: 'ann',
    revealed: {
      bob: [...FLEET.slice(0, 4), { row: 0, col: 0, horizontal: true }],
      ann: [...FLEET.slice(0, 4), { row: 9, col: 9, horizontal: true }],
      zed: FLEET.slice(0, 4),
      yan: 'junk',
    },
    shots: { ann: { A1: shot(1, 'miss') }, bob: { A1: shot(1, 'miss') } },
  }),
  'over, a board stored as an object with a fractional row is ignored': room({
    ready,
    winner: 'ann',
    revealed: { ann: { 0: FLEET[0], 1: FLEET[1], 2: FLEET[2], 3: FLEET[3], 4: { row: 4.5, col: 0, horizontal: true } } },
    shots: { bob: { A1: shot(1, 'miss') } },
  }),
  'no name: the code stands for it; markup in names and the pending cell': room(
    { ready, turn: 'bob', pending: '<b>A1</b>', shots: { bob: { A1: shot(1, 'hit', 0) } } },
    { settings: { created_by: 'ann' }, players: { ann: { name: '<img src=x onerror=alert(1)>' }, bob: { name: 'Bob & "Co"' } } },
  ),
};

test.each(Object.entries(ROOMS))('the early paint is the markup React renders: %s', (_, value) => {
  const early = painted(value);
  expect(early).not.toBeNull();
  expect(early).toBe(rendered(value));
});

test('the fixtures reach every line the status card can say', () => {
  const box = document.createElement('div');
  box.innerHTML = Object.values(ROOMS)
    .map((value) => paintBattleshotsSnapshot(value, null, 'SjoeA'))
    .join('');
  const lines = [...box.querySelectorAll('[data-testid="battleshots-status"] p:nth-child(2)')].map((p) => p.textContent);
  for (const line of [
    'Den andre plassen er ledig.',
    'Spillerne plasserer skipene …',
    'Ann er klar. Bob plasserer skipene …',
    'Spiller 2 er klar. Spiller 1 plasserer skipene …',
    'Ann skal skyte.',
    'Ingen skal skyte.',
    'Ann skjøt på J10, venter på svar.',
    'Ann vant spillet.',
    'Bob vant spillet.',
    'Ingen vant spillet.',
    'Bob vant spillet: Ann ble borte.',
    'Ann vant spillet: brettet til Bob stemte ikke.',
    'Bob vant spillet: brettet til Ann stemte ikke.',
  ])
    expect(lines).toContain(line);
  expect(box.textContent).toContain('Ann: 4 skudd, 2 treff');
  expect(box.textContent).toContain('Spiller 1 venter på en motspiller');
});

test('text from the database is never markup in the early paint', () => {
  const box = document.createElement('div');
  box.innerHTML = paintBattleshotsSnapshot(ROOMS['no name: the code stands for it; markup in names and the pending cell'], null, 'SjoeA') ?? '';
  expect(box.querySelector('img, b')).toBeNull();
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('<img src=x onerror=alert(1)> mot Bob & "Co"');
  expect(box.textContent).toContain('Bob & "Co" skjøt på <b>A1</b>, venter på svar.');
});

test('a value that is not a Battleshots room paints nothing, as BattleshotsSnapshot renders nothing', () => {
  for (const value of [null, 'junk', { players: {} }, { settings: { name: 'Uten skaper' } }, { settings: { created_by: 7 } }]) {
    expect(painted(value)).toBeNull();
    expect(rendered(value)).toBe('');
  }
});

test('the inline script paints the status card into the empty box the moment the read is back', async () => {
  const value = ROOMS['playing, a shot waits for its answer; shots of every kind'];
  const box = await runInlineScript(battleshotsSnapshot, '/battleshots/SjoeA/', battleshotsEarlyPaint(), () => value);
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Ann mot Bob');
  expect(normalized(box)).toBe(rendered(value));
});
