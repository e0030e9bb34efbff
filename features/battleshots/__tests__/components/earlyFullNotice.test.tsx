import { render } from '@testing-library/react';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import PlainAlert from '@/components/ui/PlainAlert';
import { battleshotsEarlyNotice } from '@/features/battleshots/components/earlyFullNotice';
import { ROOM_FULL_TEXT } from '@/features/battleshots/lib/data';
import { battleshotsEarlyPaint } from '@/features/battleshots/paint.generated';
import { battleshotsSnapshot } from '@/features/battleshots/snapshot';
import { rememberSeat } from '@/lib/rooms/seatNote';
import { normalized, pageScript, runWhileParsing } from '@/__tests__/components/support/earlyPaint';

// Most guests who open a Battleshots link find both seats taken. The page's inline script (run
// here as the text the browser runs) says so below the status card from the REST read, before any
// of the live part has loaded, except on a phone that holds one of the seats.

const FULL = {
  settings: { name: 'Havet', private: false, created_by: 'ann', game_active: true },
  challenger: 'bob',
  players: { ann: { name: 'Ann', points: 0 }, bob: { name: 'Bob', points: 1 } },
};

const run = (status: number, body: unknown) =>
  runWhileParsing('/battleshots/SjoeA/', pageScript(battleshotsSnapshot, battleshotsEarlyPaint(), earlyPasswordWall(), battleshotsEarlyNotice()), () => ({ status, body }));

/** The live room's notice for a watcher (BattleshotsRoom), normalized. */
function liveNotice(): string {
  const { container, unmount } = render(
    <PlainAlert severity="info" role="status">
      {ROOM_FULL_TEXT}
    </PlainAlert>,
  );
  const html = normalized(container);
  unmount();
  return html;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

test('a full room says so under the card, as the live room will say it to a watcher', async () => {
  const { card, form } = await run(200, FULL);
  expect(card.querySelector('[data-room-card]')?.textContent).toBe('Ann mot Bob');
  expect(form).toHaveTextContent(ROOM_FULL_TEXT);
  expect(normalized(form)).toBe(liveNotice());
});

test('a phone that holds a seat in the room gets no notice; one whose seat went gets it again', async () => {
  rememberSeat('battleshots', 'SjoeA', true);
  const seated = await run(200, FULL);
  expect(seated.card.querySelector('[data-room-card]')).not.toBeNull();
  expect(seated.form).toBeEmptyDOMElement();
  seated.page.remove();
  rememberSeat('battleshots', 'SjoeA', false);
  expect((await run(200, FULL)).form).toHaveTextContent(ROOM_FULL_TEXT);
});

test('a free second seat, a private room and a missing room paint no notice', async () => {
  for (const challenger of [null, '', 7]) {
    const free = await run(200, { ...FULL, challenger });
    expect(free.card.querySelector('[data-room-card]')).not.toBeNull();
    expect(free.form).toBeEmptyDOMElement();
    free.page.remove();
  }
  const refused = await run(401, { error: 'Permission denied' });
  expect(refused.card.querySelector('input')).not.toBeNull();
  expect(refused.form).toBeEmptyDOMElement();
  refused.page.remove();
  const missing = await run(200, null);
  expect(missing.form).toBeEmptyDOMElement();
});
