import { fridgeEarlyPaint } from '@/features/fridge/paint.generated';
import FridgeSnapshot from '@/features/fridge/components/FridgeSnapshot';
import { painterOf, SNAPSHOT_GLOBAL } from '@/lib/rooms/snapshot';
import { clientModulesImportedBy } from '@/__tests__/components/support/clientModules';
import { pageScript, normalized, parsed, renderedMarkup } from '@/__tests__/components/support/earlyPaint';
import { fridgeSnapshot } from '@/features/fridge/snapshot';

// The generated painter (features/fridge/paint.tsx), run as the page runs it.
const paintFridgeSnapshot = (value: unknown, also: unknown, id: string) => painterOf(fridgeEarlyPaint())(value, also, id);

// Before React loads, the inline script paints a fridge's name and stock from a string; React then
// replaces it with FridgeSnapshot's own elements. Any difference between the two would show as a
// jump on the guest's screen, so the two are held to the same markup here, fridge by fridge. Both
// read today's date themselves, so the clock is set (local time) to make the expiry texts known.

function painted(value: unknown, also: unknown, id: string): string | null {
  const html = paintFridgeSnapshot(value, also, id);
  return parsed(html);
}

const rendered = (value: unknown, also: unknown, id: string): string => renderedMarkup(<FridgeSnapshot id={id} value={value} also={also} />);

// Late evening, local time: a UTC-based day count would already be on the next day somewhere.
const NOW = new Date(2026, 10, 25, 23, 30);
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
});
afterEach(() => jest.useRealTimers());

const CATEGORIES = ['Meieri', 'Kjøtt', 'Grønt', 'Drikke', 'Annet'];
const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, quantity: 2, quantityType: 'Stk', category: 0, expiration_date: '2026-12-24', added_by: 'kari', ...extra });

const FRIDGES: Record<string, [unknown, unknown]> = {
  'every expiry text, colour and shelf, sorted by name in category order': [
    {
      info: { name: 'Hytta', created_by: 'kari' },
      stock: {
        a: item('Yoghurt', { expiration_date: '2026-11-26', shelf: 'Øverst' }),
        b: item('Melk', { expiration_date: '2026-11-25' }),
        c: item('Ost', { expiration_date: '2026-11-24' }),
        d: item('Smør', { expiration_date: '2026-11-20', quantity: 1, quantityType: 'Pakke' }),
        e: item('Kylling', { category: 1, expiration_date: '2026-11-28', quantity: 500, quantityType: 'Gram' }),
        f: item('Pølser', { category: 1, expiration_date: '2026-11-29' }),
        g: item('Øl', { category: 3, expiration_date: '2027-03-01', quantity: 0 }),
        h: item('Cola', { category: 3, expiration_date: '', avaliable: true }),
        i: item('Eple', { category: 2, expiration_date: '2026-02-30', avaliable: false, quantity: 3 }),
        j: item('Ærter', { category: 2, expiration_date: 'snart' }),
        k: item('Agurk', { category: 2 }),
      },
    },
    CATEGORIES,
  ],
  'categories as a keyed map, unknown categories and broken fields last': [
    {
      info: { name: 'Kontoret', created_by: 'kari' },
      stock: {
        x: item('Kaffe', { category: 7 }),
        y: item('Te', { category: 'to', quantity: -3.5, quantityType: 'Tonn' }),
        z: item('Brus', { category: 12, quantity: 'mange' }),
        w: { name: 42 },
        v: 'junk',
      },
    },
    { 12: 'Kiosk', 3: 'Drikke', x: 'ikke et tall', 5: 99 },
  ],
  'an empty fridge with no categories: the empty text, no add button': [{ info: { name: 'Tomt', created_by: 'kari' } }, null],
  'no name, stock as an array, markup in every text': [
    { info: { created_by: 'kari' }, stock: [item('<b>fet</b> & "sitert"', { shelf: '<i>hylle</i>', quantityType: 'Gram' }), null, item('Vann')] },
    ['<script>alert(1)</script>', 'Kjøtt'],
  ],
  'an empty name': [{ info: { name: '' }, stock: { a: item('Egg') } }, CATEGORIES],
};

test.each(Object.entries(FRIDGES))('the early paint is the markup React renders: %s', (_, [fridge, categories]) => {
  const early = painted(fridge, categories, 'hytta-1');
  expect(early).not.toBeNull();
  expect(early).toBe(rendered(fridge, categories, 'hytta-1'));
});

test('the expiry texts are those of the local day', () => {
  const box = document.createElement('div');
  box.innerHTML = paintFridgeSnapshot(FRIDGES['every expiry text, colour and shelf, sorted by name in category order'][0], CATEGORIES, 'hytta-1') ?? '';
  const texts = Object.fromEntries([...box.querySelectorAll('[data-testid="stock-row"]')].map((row) => [row.querySelector('p')?.textContent, row.querySelectorAll('p')[2].textContent]));
  expect(texts).toEqual({
    Yoghurt: 'Går ut i morgen',
    Melk: 'Går ut i dag',
    Ost: 'Gikk ut i går',
    Smør: 'Gikk ut for 5 dager siden',
    Kylling: 'Går ut om 3 dager',
    Pølser: 'Går ut om 4 dager',
    Øl: 'Tomt',
    Cola: '',
    Eple: 'Tomt',
    Ærter: '',
    Agurk: 'Går ut om 29 dager',
  });
});

test('text from the database is never markup in the early paint', () => {
  const [fridge, categories] = FRIDGES['no name, stock as an array, markup in every text'];
  const box = document.createElement('div');
  box.innerHTML = paintFridgeSnapshot(fridge, categories, 'hytta-1') ?? '';
  expect(box.querySelector('b, i, script')).toBeNull();
  expect(box.querySelector('h3')?.textContent).toBe('<script>alert(1)</script>');
  expect(box.querySelector('[data-testid="stock-row"] p')?.textContent).toBe('<b>fet</b> & "sitert"');
});

test('a value that is not a fridge paints nothing, as FridgeSnapshot renders nothing', () => {
  for (const value of [null, 'junk', { stock: {} }, { info: 'x' }]) {
    expect(painted(value, CATEGORIES, 'hytta-1')).toBeNull();
    expect(rendered(value, CATEGORIES, 'hytta-1')).toBe('');
  }
});

test('the inline script paints the fridge into the empty box the moment the read is back', async () => {
  document.body.innerHTML = '<div data-first-paint=""></div>';
  window.history.replaceState(null, '', '/fridge/hytta-1/');
  const [fridge] = FRIDGES['every expiry text, colour and shelf, sorted by name in category order'];
  const fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('emulators') ? null : url.includes('categories') ? CATEGORIES : fridge) }),
  );
  const win = { location: window.location, localStorage: window.localStorage, document, fetch } as unknown as Record<string, unknown>;
  new Function('window', pageScript(fridgeSnapshot, fridgeEarlyPaint()))(win);
  await (win[SNAPSHOT_GLOBAL] as { outcome: Promise<unknown> }).outcome;
  await Promise.resolve();
  const box = document.querySelector('[data-first-paint]') as HTMLElement;
  expect(box.querySelector('[data-room-card]')?.textContent).toBe('Hytta');
  expect(box.querySelectorAll('[data-testid="stock-row"]')).toHaveLength(11);
  expect(normalized(box)).toBe(rendered(fridge, CATEGORIES, 'hytta-1'));
  expect(pageScript(fridgeSnapshot, fridgeEarlyPaint())).not.toMatch(/<\/script/i);
});

test("the painter's arguments come from plain modules, which the server-rendered route reads as values", () => {
  expect(clientModulesImportedBy('features/fridge/paint.generated.ts')).toEqual([]);
  // The guard sees a 'use client' module when there is one.
  expect(clientModulesImportedBy('components/rooms/RoomFirstPaint.tsx')).toContain('@/components/firebase/SessionProvider');
});
