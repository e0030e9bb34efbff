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

let removeListeners: (() => void) | null = null;

beforeAll(() => {
  // The script listens on the document for the page's whole life; capture it to remove it after.
  const add = jest.spyOn(document, 'addEventListener');
  new Function(earlyTapsScript())();
  const calls = add.mock.calls.slice();
  add.mockRestore();
  removeListeners = () => calls.forEach(([type, listener, options]) => document.removeEventListener(type, listener as EventListener, options));
});

afterAll(() => removeListeners?.());

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

/** A pointer event where jsdom has no PointerEvent: the script reads only its type and target. */
const pointer = (type: string) => new MouseEvent(type, { bubbles: true });

test('a press that began on the painted card and ended on the card that replaced it is a tap on the new card', async () => {
  const painted = paint(room(true, 3));
  painted.querySelector('[data-room-card]')?.dispatchEvent(pointer('pointerdown'));
  // The live view puts its own card (the same key) where the painted one was.
  const replacement = painted.cloneNode(true) as HTMLButtonElement;
  painted.replaceWith(replacement);
  replacement.querySelector('[data-room-card]')?.dispatchEvent(pointer('pointerup'));
  // The browser sends no click for such a press; the script makes the tap itself, after a tick.
  expect(takeEarlyTap('')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(replacement.hasAttribute(EARLY_TAP.tapped)).toBe(true);
  expect(replacement.textContent).toContain('Kobler til …');
  expect(takeEarlyTap('proost/FestA@')).toBe('3');
});

test('a press that ends on the same card, or on a card of another state, makes no tap of its own', async () => {
  const card = paint(room(true, 3));
  card.dispatchEvent(pointer('pointerdown'));
  card.dispatchEvent(pointer('pointerup'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The browser's own click counts there; the press alone keeps nothing.
  expect(takeEarlyTap('')).toBeNull();

  card.dispatchEvent(pointer('pointerdown'));
  const other = card.cloneNode(true) as HTMLButtonElement;
  other.setAttribute(EARLY_TAP.button, 'proost/FestA@4');
  card.replaceWith(other);
  other.dispatchEvent(pointer('pointerup'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(takeEarlyTap('')).toBeNull();
  expect(other.hasAttribute(EARLY_TAP.tapped)).toBe(false);
});
