import { proostEarlyPaint } from '@/features/proost/paint.generated';
import { painterOf } from '@/lib/rooms/snapshot';
import { EARLY_TAP, earlyTapKept, earlyTapsScript, takeEarlyTap } from '@/lib/browser/earlyTaps';

// The head's script keeps a tap on the card the inline script painted, before any of the page's
// JavaScript has run; the live screen takes it once. Run as text, the way the browser runs it.

const room = (allowScreenTap: boolean, seq?: number) => ({
  settings: { name: 'Fest', private: false, created_by: 'kari', allow_screen_tap: allowScreenTap },
  questions: { a: { text: 'Skål', by: 'kari', type: 'Generelt' } },
  ...(seq === undefined ? {} : { card: { text: 'Skål', type: 'Generelt', color: '#1b5e20', at: 1, seq } }),
});

let removeListener: (() => void) | null = null;

beforeAll(() => {
  // The script listens on the document for the page's whole life; capture it to remove it after.
  const add = jest.spyOn(document, 'addEventListener');
  new Function(earlyTapsScript())();
  const [type, listener, options] = add.mock.calls[0];
  add.mockRestore();
  removeListener = () => document.removeEventListener(type, listener as EventListener, options);
});

afterAll(() => removeListener?.());

afterEach(() => {
  takeEarlyTap('');
  document.body.innerHTML = '';
});

function paint(value: unknown): HTMLButtonElement {
  document.body.innerHTML = painterOf(proostEarlyPaint())(value, null, 'FestA') ?? '';
  return document.querySelector('[data-testid="tap-card"]') as HTMLButtonElement;
}

test('a tap on a card this guest may draw is kept under the card’s seq and says «Kobler til …»', () => {
  const card = paint(room(true, 4));
  expect(card.disabled).toBe(false);
  expect(card.textContent).not.toContain('Kobler til …');
  card.querySelector('[data-room-card]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(card.hasAttribute(EARLY_TAP.tapped)).toBe(true);
  expect(card.getAttribute('aria-busy')).toBe('true');
  expect(card.textContent).toContain('Kobler til …');
  expect(earlyTapKept('proost/FestA@4')).toBe(true);
  // Taken once, by its room's prefix, with the seq it was made on.
  expect(takeEarlyTap('proost/Andre@')).toBeNull();
  expect(takeEarlyTap('proost/FestA@')).toBe('4');
  expect(takeEarlyTap('proost/FestA@')).toBeNull();
});

test('a card with no draw yet keeps a tap on seq 0', () => {
  paint(room(true)).click();
  expect(takeEarlyTap('proost/FestA@')).toBe('0');
});

test('a card this guest may not draw keeps nothing and says why', () => {
  const card = paint(room(false, 2));
  expect(card.disabled).toBe(true);
  expect(card.hasAttribute(EARLY_TAP.button)).toBe(false);
  card.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(takeEarlyTap('')).toBeNull();
  expect(card.textContent).toContain('Bare den som laget rommet kan trekke nå');
});

test('a second tap keeps the first one’s key', () => {
  const card = paint(room(true, 1));
  card.click();
  card.setAttribute(EARLY_TAP.button, 'proost/FestA@9');
  card.click();
  expect(takeEarlyTap('proost/FestA@')).toBe('1');
});
