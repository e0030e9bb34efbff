import { fireEvent, within } from '@testing-library/dom';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { cahEarlyJoin, SEAT_KEY, takeEarlyJoin } from '@/features/cah/components/earlyJoinForm';
import { rememberSeat } from '@/lib/rooms/seatNote';
import { cahEarlyPaint } from '@/features/cah/paint.generated';
import { cahSnapshot } from '@/features/cah/snapshot';
import { pageScript, runWhileParsing } from '@/__tests__/components/support/earlyPaint';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';

// The head's script marks a press on a plain form's button (lib/browser/pressHandover.ts).
beforeAll(() => new Function(earlyTapsScript())());

// A Cah room link's name box is painted by the page's inline script (run here as the text the
// browser runs) below the black card, and takes typing before any of the live part has loaded.

const GAME = { settings: { name: 'Kortkveld', created_by: 'ann', game_status: 0, private: false }, players: { ann: { name: 'Ann' } } };

/** Runs the Cah page's inline script for /cah/KortA/ against a page still being parsed. */
const run = (status: number, body: unknown) =>
  runWhileParsing('/cah/KortA/', pageScript(cahSnapshot, cahEarlyPaint(), earlyPasswordWall(), cahEarlyJoin()), (url) => ({
    status,
    body: url.includes('questionBank') ? {} : body,
  }));

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

test('a guest without a seat gets the name box under the card; an empty «Bli med» says why, a typed one waits for the live form', async () => {
  const { card, form } = await run(200, GAME);
  expect(card.querySelector('[data-room-card]')).toHaveTextContent('Venter på at spillet starter');
  const box = within(form);
  expect(box.getByRole('heading', { name: 'Bli med i spillet' })).toBeInTheDocument();
  const field = box.getByLabelText('Navnet ditt i spillet');
  const send = box.getByRole('button', { name: 'Bli med' });
  expect(box.getByRole('form', { name: 'Bli med i spillet' })).toBeInTheDocument();

  fireEvent.click(send);
  expect(box.getByRole('status')).toHaveTextContent('Skriv inn navnet ditt.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(takeEarlyJoin()).toEqual({ value: '', sent: false, refused: true, focused: false, pressed: false });

  field.focus();
  fireEvent.input(field, { target: { value: '  ' } });
  expect(box.getByRole('status')).toHaveTextContent('');
  fireEvent.click(send);
  expect(box.getByRole('status')).toHaveTextContent('Skriv inn navnet ditt.');

  fireEvent.input(field, { target: { value: 'Per' } });
  expect(field).not.toHaveAttribute('aria-invalid');
  fireEvent.click(send);
  expect(box.getByRole('status')).toHaveTextContent('Kobler til …');
  expect(takeEarlyJoin()).toEqual({ value: 'Per', sent: true, refused: false, focused: true, pressed: false });
  // A changed name after a sent one waits for its own «Bli med».
  fireEvent.input(field, { target: { value: 'Per O' } });
  expect(takeEarlyJoin()).toEqual({ value: 'Per O', sent: false, refused: false, focused: true, pressed: false });
  // A press on «Bli med» shows until it is released or cancelled (the live form reads it).
  fireEvent.pointerDown(send);
  expect(takeEarlyJoin()?.pressed).toBe(true);
  fireEvent.pointerUp(send);
  expect(takeEarlyJoin()?.pressed).toBe(false);
  fireEvent.pointerDown(send);
  fireEvent.pointerCancel(send);
  expect(takeEarlyJoin()?.pressed).toBe(false);
});

test('a phone that has a seat in the room gets no name box; a phone whose seat went gets it again', async () => {
  rememberSeat('cah', 'KortA', true);
  expect(window.localStorage.getItem(SEAT_KEY + 'KortA')).toBe('1');
  const seated = await run(200, GAME);
  expect(seated.card.querySelector('[data-room-card]')).not.toBeNull();
  expect(seated.form).toBeEmptyDOMElement();
  expect(takeEarlyJoin()).toBeNull();
  seated.page.remove();
  rememberSeat('cah', 'KortA', false);
  const unseated = await run(200, GAME);
  expect(within(unseated.form).getByLabelText('Navnet ditt i spillet')).toBeInTheDocument();
});

test('a private room paints only its password wall; a missing room paints nothing', async () => {
  const refused = await run(401, { error: 'Permission denied' });
  expect(within(refused.card).getByLabelText('Passord')).toBeInTheDocument();
  expect(refused.form).toBeEmptyDOMElement();
  refused.page.remove();
  const missing = await run(200, null);
  expect(missing.card).toBeEmptyDOMElement();
  expect(missing.form).toBeEmptyDOMElement();
});
