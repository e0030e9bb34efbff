import { render } from '@testing-library/react';
import { fireEvent, within } from '@testing-library/dom';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import PlainAlert from '@/components/ui/PlainAlert';
import { battleshotsEarlySeat, takeEarlySeat } from '@/features/battleshots/components/earlySeat';
import { ROOM_FULL_TEXT, SEAT_CLOSED_TEXT } from '@/features/battleshots/lib/data';
import { battleshotsEarlyPaint } from '@/features/battleshots/paint.generated';
import { battleshotsSnapshot } from '@/features/battleshots/snapshot';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';
import { rememberSeat } from '@/lib/rooms/seatNote';
import { normalized, pageScript, runWhileParsing } from '@/__tests__/components/support/earlyPaint';

// The head's script marks a press on a plain form's button (lib/browser/pressHandover.ts).
beforeAll(() => new Function(earlyTapsScript())());

// Below a Battleshots room's status card, a phone without a seat learns from the REST read alone
// (the page's inline script, run here as the text the browser runs) whether it can sit down:
// «room is full», «seat is locked», or a name box that takes typing before the live part loads.

const ROOM = {
  settings: { name: 'Havet', private: false, created_by: 'ann', game_active: false, allow_new_players: false },
  challenger: 'bob',
  players: { ann: { name: 'Ann', points: 0 }, bob: { name: 'Bob', points: 1 } },
};
const FREE = { ...ROOM, challenger: null, players: { ann: { name: 'Ann', points: 0 } } };
const OPEN = { ...FREE, settings: { ...FREE.settings, allow_new_players: true } };

function run(body: unknown, { status = 200, hash = '' } = {}) {
  window.history.replaceState(null, '', '/battleshots/SjoeA/' + hash);
  return runWhileParsing('/battleshots/SjoeA/', pageScript(battleshotsSnapshot, battleshotsEarlyPaint(), earlyPasswordWall(), battleshotsEarlySeat()), () => ({ status, body }));
}

/** A live room's notice (BattleshotsRoom, SeatForm), normalized. */
function liveNotice(text: string): string {
  const { container, unmount } = render(
    <PlainAlert severity="info" role="status">
      {text}
    </PlainAlert>,
  );
  const html = normalized(container);
  unmount();
  return html;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('a full room says so under the card, as the live room says it to a watcher', async () => {
  const { card, form } = await run(ROOM);
  expect(card.querySelector('[data-room-card]')?.textContent).toBe('Ann mot Bob');
  expect(normalized(form)).toBe(liveNotice(ROOM_FULL_TEXT));
});

test('a free seat the host has not opened says it is locked, as the live seat says it', async () => {
  const { form } = await run(FREE);
  expect(normalized(form)).toBe(liveNotice(SEAT_CLOSED_TEXT));
  expect(takeEarlySeat()).toBeNull();
});

test('an open seat, a private room and the host\'s invite link each get the name box, which takes typing and keeps «Ta plass»', async () => {
  const privateRoom = { ...FREE, settings: { ...FREE.settings, private: true } };
  for (const [value, hash] of [[OPEN, ''], [privateRoom, ''], [FREE, '#inv=abcdefghijklmnopqrstuvwx']] as const) {
    const { page, form } = await run(value, { hash });
    const box = within(form);
    expect(box.getByRole('heading', { name: 'Utfordre Ann' })).toBeInTheDocument();
    const name = box.getByLabelText('Ditt navn');
    fireEvent.submit(name.closest('form')!);
    expect(box.getByRole('status')).toHaveTextContent('Skriv inn navnet ditt.');
    fireEvent.input(name, { target: { value: 'Per' } });
    fireEvent.submit(name.closest('form')!);
    expect(box.getByRole('status')).toHaveTextContent('Kobler til …');
    expect(takeEarlySeat()).toMatchObject({ value: 'Per', sent: true });
    page.remove();
  }
});

test('the host\'s name is text, and a host with no name yet is «verten»', async () => {
  const odd = { ...OPEN, players: { ann: { name: '<img src=x onerror=alert(1)> & "Co"', points: 0 } } };
  const named = await run(odd);
  expect(named.form.querySelector('img')).toBeNull();
  expect(within(named.form).getByRole('heading').textContent).toBe('Utfordre <img src=x onerror=alert(1)> & "Co"');
  named.page.remove();
  const nameless = await run({ ...OPEN, players: {} });
  expect(within(nameless.form).getByRole('heading').textContent).toBe('Utfordre verten');
});

test('a phone that holds a seat in the room gets nothing below the card; one whose seat went gets it again', async () => {
  rememberSeat('battleshots', 'SjoeA', true);
  for (const value of [ROOM, OPEN]) {
    const seated = await run(value);
    expect(seated.card.querySelector('[data-room-card]')).not.toBeNull();
    expect(seated.form).toBeEmptyDOMElement();
    seated.page.remove();
  }
  rememberSeat('battleshots', 'SjoeA', false);
  expect((await run(ROOM)).form).toHaveTextContent(ROOM_FULL_TEXT);
});

test('a private room behind its wall and a missing room get nothing below the card', async () => {
  const refused = await run({ error: 'Permission denied' }, { status: 401 });
  expect(refused.card.querySelector('input')).not.toBeNull();
  expect(refused.form).toBeEmptyDOMElement();
  refused.page.remove();
  expect((await run(null)).form).toBeEmptyDOMElement();
});
