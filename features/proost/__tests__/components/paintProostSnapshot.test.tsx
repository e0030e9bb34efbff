import { proostEarlyPaint } from '@/features/proost/paint.generated';
import ProostSnapshot from '@/features/proost/components/ProostSnapshot';
import { painterOf, SNAPSHOT_GLOBAL } from '@/lib/rooms/snapshot';
import { clientModulesImportedBy } from '@/__tests__/components/support/clientModules';
import { pageScript, normalized, parsed, renderedMarkup } from '@/__tests__/components/support/earlyPaint';
import { proostSnapshot } from '@/features/proost/snapshot';

// Before React loads, the inline script paints a Proost room's card from a string; React then
// replaces it with ProostSnapshot's own elements. Any difference between the two would show as a
// jump on the guest's screen, so the two are held to the same markup here, room by room. The
// painter is generated from ProostCard (features/proost/paint.tsx): these run the generated text.

const paintProostSnapshot = (value: unknown, also: unknown, id: string) => painterOf(proostEarlyPaint())(value, also, id);

function painted(value: unknown, id: string): string | null {
  const html = paintProostSnapshot(value, null, id);
  return parsed(html);
}

const rendered = (value: unknown, id: string): string => renderedMarkup(<ProostSnapshot id={id} value={value} />);

const question = (text: string, type = 'Generelt') => ({ text, by: 'kari', type });

const ROOMS: Record<string, unknown> = {
  'a drawn card on a pale colour (black ink)': {
    settings: { name: 'Fredagsfest', private: false, created_by: 'kari', allow_screen_tap: false },
    questions: { a: question('Skål'), b: question('Pek på noen', 'Pekelek') },
    card: { text: 'Alle som har på seg blått drikker', type: 'Utfordring', color: '#ffe08a', at: 3 },
  },
  'a card built from its stored question and the names drawn for @spiller': {
    settings: { name: 'Navn', private: false, created_by: 'kari', allow_screen_tap: true },
    questions: { a: question('@spiller skåler med @spiller og @spiller', 'Utfordring') },
    players: { p1: { name: 'Ada', added_by: 'kari', id: 'p1' }, p2: { name: 'Bo', added_by: 'kari', id: 'p2' } },
    card: { question: 'a', type: 'Utfordring', names: [{ id: 'p2', name: 'Bo' }, { id: 'p1', name: '<i>Ada</i>' }], color: '#1b5e20', drawn_by: 'kari', at: 4, seq: 2 },
  },
  'a new card whose question has been deleted': {
    settings: { name: 'Borte', private: false, created_by: 'kari', allow_screen_tap: false },
    questions: { b: question('Skål') },
    card: { question: 'a', type: 'Generelt', color: '#1b5e20', drawn_by: 'kari', at: 4, seq: 3 },
  },
  'screen tap on, no card yet': {
    settings: { name: 'Tap', private: false, created_by: 'kari', allow_screen_tap: true },
    questions: { a: question('Skål') },
  },
  'screen tap off, no card yet': {
    settings: { name: 'Vent', private: false, created_by: 'kari', allow_screen_tap: false },
    questions: { a: question('Skål') },
  },
  'no questions (only malformed ones), a card left over': {
    settings: { name: 'Tom', private: false, created_by: 'kari' },
    questions: { a: { text: '', type: 'Generelt' }, b: { text: 'x', type: 'Ukjent' }, c: 'junk' },
    card: { text: 'Gammelt kort', type: 'Generelt', color: '#004499', at: 1 },
  },
  'no name, a broken colour, markup in the texts': {
    settings: { private: false, created_by: 'kari', allow_screen_tap: true },
    questions: [question('<b>fet</b> & "sitert"')],
    card: { text: '<img src=x onerror=alert(1)> & "sitert"', type: 42, color: 'red' },
  },
};

test.each(Object.entries(ROOMS))('the early paint is the markup React renders: %s', (_, room) => {
  const early = painted(room, 'FestA');
  expect(early).not.toBeNull();
  expect(early).toBe(rendered(room, 'FestA'));
});

test('text from the database is never markup in the early paint', () => {
  const box = document.createElement('div');
  box.innerHTML = paintProostSnapshot(ROOMS['no name, a broken colour, markup in the texts'], null, 'FestA') ?? '';
  expect(box.querySelector('img')).toBeNull();
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('<img src=x onerror=alert(1)> & "sitert"');
});

test('a new card shows its question with the stored names, «noen» where none was drawn', () => {
  const box = document.createElement('div');
  box.innerHTML = paintProostSnapshot(ROOMS['a card built from its stored question and the names drawn for @spiller'], null, 'FestA') ?? '';
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Bo skåler med <i>Ada</i> og noen');
  expect(box.querySelector('[data-testid="card-type"]')?.textContent).toBe('Utfordring');
});

test('a value that is not a room paints nothing, as ProostSnapshot renders nothing', () => {
  for (const value of [null, 'junk', { questions: {} }, { settings: 'x' }]) {
    expect(painted(value, 'FestA')).toBeNull();
    expect(rendered(value, 'FestA')).toBe('');
  }
});

test('the inline script paints the card into the empty box the moment the read is back', async () => {
  document.body.innerHTML = '<div data-first-paint=""></div>';
  window.history.replaceState(null, '', '/proost/FestA/');
  const room = ROOMS['a drawn card on a pale colour (black ink)'];
  const fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('emulators') ? null : room) }),
  );
  const win = { location: window.location, localStorage: window.localStorage, document, fetch } as unknown as Record<string, unknown>;
  new Function('window', pageScript(proostSnapshot, proostEarlyPaint()))(win);
  await (win[SNAPSHOT_GLOBAL] as { outcome: Promise<unknown> }).outcome;
  await Promise.resolve();
  const box = document.querySelector('[data-first-paint]') as HTMLElement;
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Alle som har på seg blått drikker');
  expect(normalized(box)).toBe(rendered(room, 'FestA'));
  expect(pageScript(proostSnapshot, proostEarlyPaint())).not.toMatch(/<\/script/i);
});

test("the painter's arguments come from plain modules (a 'use client' export is only a reference on the server)", () => {
  expect(clientModulesImportedBy('features/proost/paint.generated.ts')).toEqual([]);
});
