import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };
jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

import ProostSnapshot from '@/features/proost/components/ProostSnapshot';
import RoomFirstPaint, { SIGN_IN_FIRST_MS } from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import Loading from '@/components/ui/Loading';
import { LivePainted } from '@/components/ui/firstPaintCover';
import { SNAPSHOT_GLOBAL, type SnapshotOutcome } from '@/lib/rooms/snapshot';
import { flush, renderScreen } from '../support/screen';
import { proostSnapshot } from '@/features/proost/snapshot';
import CahSnapshot from '@/features/cah/components/CahSnapshot';
import { cahEarlyJoin } from '@/features/cah/components/earlyJoinForm';
import { cahSnapshot } from '@/features/cah/snapshot';

// A room page paints its card from the inline script's REST read and hands over to the live
// screen; these tests stand in for both ends (the read and the live screen) and watch the page.

const ROOM = {
  settings: { name: 'Fredagsfest', private: false, created_by: 'kari', allow_screen_tap: false },
  questions: { q1: { text: 'Skål for verten', by: 'kari', type: 'Generelt' } },
  card: { text: 'Alle som har på seg blått drikker', type: 'Generelt', color: '#004499', at: 1 },
};

/** What the inline script would have left on the page for /proost/FestA/. */
function scriptStarted(outcome: SnapshotOutcome) {
  window.history.replaceState(null, '', '/proost/FestA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'proost/FestA', id: 'FestA', outcome: Promise.resolve(outcome) };
}

/** The live screen: loads (showing a spinner) until `paint` is pressed, then shows its own card. */
function FakeLive() {
  const [painted, setPainted] = useState(false);
  return painted ? (
    <>
      <p data-testid="live-card">live card</p>
      <LivePainted />
    </>
  ) : (
    <>
      <Loading label="Henter rommet …" />
      <button onClick={() => setPainted(true)}>paint</button>
    </>
  );
}

beforeEach(() => {
  session = { status: 'loading' };
  delete (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL];
});

test('the card paints from the snapshot and cannot draw until the live screen, which loads under it and replaces it in one commit', async () => {
  let signInCodeIn!: () => void;
  const requestStart = jest.fn(() => new Promise<void>((resolve) => (signInCodeIn = resolve)));
  scriptStarted({ status: 'value', value: ROOM, also: null });
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session, requestStart });
  expect(await screen.findByText('Alle som har på seg blått drikker')).toHaveAttribute('data-room-card');
  expect(screen.getByRole('heading', { name: 'Fredagsfest' })).toBeInTheDocument();
  expect(screen.getByTestId('room-code')).toHaveTextContent('Kode: FestA');
  // The card cannot draw before the live part is there.
  expect(screen.getByTestId('tap-card')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'paint' })).not.toBeInTheDocument();

  await act(async () => signInCodeIn());
  // The live screen loads under the card without a spinner flickering below it.
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('Alle som har på seg blått drikker')).toBeInTheDocument();

  // Once the live screen paints its own card, the snapshot is gone in the same commit.
  fireEvent.click(screen.getByRole('button', { name: 'paint' }));
  expect(screen.getByTestId('live-card')).toBeInTheDocument();
  expect(screen.queryByText('Alle som har på seg blått drikker')).not.toBeInTheDocument();
});

test("a room's card starts the live part as React takes it over, without waiting for the page's load, an idle moment or a finger", async () => {
  jest.useFakeTimers();
  try {
    const requestStart = jest.fn(() => Promise.resolve());
    scriptStarted({ status: 'value', value: ROOM, also: null });
    renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session, requestStart });
    await flush();
    expect(screen.getByText('Alle som har på seg blått drikker')).toBeInTheDocument();
    // No timer has run: neither `load` plus an idle moment nor the snapshot's patience.
    expect(requestStart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'paint' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('while the read is still out, the live part waits for it, and a finger on the page starts it at once', async () => {
  const requestStart = jest.fn(() => Promise.resolve());
  window.history.replaceState(null, '', '/proost/FestA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'proost/FestA', id: 'FestA', outcome: new Promise(() => {}) };
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session, requestStart });
  await flush();
  expect(requestStart).not.toHaveBeenCalled();
  fireEvent.pointerDown(document.body);
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
  expect(requestStart).toHaveBeenCalledTimes(1);
});

test("the live screen's code is asked for as React first renders the page, before the read is back; it renders once the sign-in code is in", async () => {
  let signInCodeIn!: () => void;
  const requestStart = jest.fn(() => new Promise<void>((resolve) => (signInCodeIn = resolve)));
  let readBack!: (outcome: SnapshotOutcome) => void;
  window.history.replaceState(null, '', '/proost/FestA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'proost/FestA', id: 'FestA', outcome: new Promise((resolve) => (readBack = resolve)) };
  const Live = Object.assign(() => <FakeLive />, { preload: jest.fn() });
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={Live} />, { session, requestStart });
  expect(Live.preload).toHaveBeenCalledTimes(1);
  expect(requestStart).not.toHaveBeenCalled();
  await act(async () => readBack({ status: 'value', value: ROOM, also: null }));
  expect(await screen.findByText('Alle som har på seg blått drikker')).toBeInTheDocument();
  await flush();
  expect(requestStart).toHaveBeenCalled();
  expect(Live.preload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'paint' })).not.toBeInTheDocument();
  await act(async () => signInCodeIn());
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
});

test('a sign-in code that does not come holds the live screen back for SIGN_IN_FIRST_MS at most', async () => {
  jest.useFakeTimers();
  try {
    const requestStart = jest.fn(() => new Promise<void>(() => {}));
    scriptStarted({ status: 'value', value: ROOM, also: null });
    renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session, requestStart });
    await flush(1);
    await act(async () => {
      jest.advanceTimersByTime(SIGN_IN_FIRST_MS - 100);
    });
    expect(screen.queryByRole('button', { name: 'paint' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'paint' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a read that found nothing starts the live screen at once, with its own spinner', async () => {
  scriptStarted({ status: 'none' });
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Henter rommet …');
  expect(screen.queryByTestId('tap-card')).not.toBeInTheDocument();
});

test('a visitor already signed in (the session is ready) gets the live screen without waiting', async () => {
  session = { status: 'ready', uid: 'kari', firebase: {} as never };
  scriptStarted({ status: 'value', value: ROOM, also: null });
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
});

test('a snapshot that is not a room paints nothing, and the live screen explains', async () => {
  scriptStarted({ status: 'value', value: { unrelated: true }, also: null });
  renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  fireEvent.pointerDown(document.body);
  expect(await screen.findByRole('button', { name: 'paint' })).toBeInTheDocument();
  expect(screen.queryByTestId('tap-card')).not.toBeInTheDocument();
});

test('an early-painted card goes when the live screen paints first (a read slower than sign-in)', async () => {
  window.history.replaceState(null, '', '/proost/FestA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'proost/FestA', id: 'FestA', outcome: new Promise(() => {}) };
  const { container } = renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  // What the inline script does when its read is back before React (paintEarly).
  const box = container.querySelector('[data-first-paint]') as HTMLElement;
  box.innerHTML = '<p data-room-card="true">early card</p>';
  fireEvent.pointerDown(document.body);
  fireEvent.click(await screen.findByRole('button', { name: 'paint' }));
  expect(screen.getByTestId('live-card')).toBeInTheDocument();
  expect(screen.queryByText('early card')).not.toBeInTheDocument();
  expect(container.querySelectorAll('[data-room-card]')).toHaveLength(0);
});

test('React keeps the early-painted card until it renders the snapshot itself', async () => {
  let resolve: (outcome: SnapshotOutcome) => void = () => {};
  window.history.replaceState(null, '', '/proost/FestA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = {
    path: 'proost/FestA',
    id: 'FestA',
    outcome: new Promise<SnapshotOutcome>((r) => (resolve = r)),
  };
  const { container, rerender } = renderScreen(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  const box = container.querySelector('[data-first-paint]') as HTMLElement;
  box.innerHTML = '<p data-room-card="true">early card</p>';
  rerender(<RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} />, { session });
  expect(screen.getByText('early card')).toBeInTheDocument();
  await act(async () => resolve({ status: 'value', value: ROOM, also: null }));
  expect(screen.queryByText('early card')).not.toBeInTheDocument();
  expect(container.querySelectorAll('[data-room-card]')).toHaveLength(1);
  expect(screen.getByText('Alle som har på seg blått drikker')).toBeInTheDocument();
});

test("a refused read (a private room) paints the plain password wall, which takes typing while the live screen loads behind it", async () => {
  scriptStarted({ status: 'refused' });
  const { container } = renderScreen(
    <RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} refused={earlyPasswordWall()} />,
    { session },
  );
  // The live screen starts at once, but its spinner stays hidden under the wall.
  fireEvent.change(await screen.findByLabelText('Passord'), { target: { value: 'hemmel' } });
  expect(screen.getByRole('button', { name: 'paint' })).toBeInTheDocument();
  expect(screen.queryByText('Henter rommet …')).not.toBeInTheDocument();
  expect(container.querySelectorAll('[data-testid="password-wall"]')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'paint' }));
  expect(screen.getByTestId('live-card')).toBeInTheDocument();
  expect(screen.queryByTestId('password-wall')).not.toBeInTheDocument();
});

test("a readable room's form (Cah's name box) paints under the card, keeps what is typed while React takes the card over, and goes when the live screen paints", async () => {
  const game = { settings: { name: 'Kortkveld', created_by: 'ann', game_status: 0, private: false }, players: {} };
  let resolve: (outcome: SnapshotOutcome) => void = () => {};
  window.history.replaceState(null, '', '/cah/KortA/');
  (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: 'cah/games/KortA', id: 'KortA', outcome: new Promise<SnapshotOutcome>((r) => (resolve = r)) };
  const form = cahEarlyJoin();
  const { container } = renderScreen(<RoomFirstPaint source={cahSnapshot} snapshot={CahSnapshot} live={FakeLive} form={form} />, { session });
  const box = container.querySelector('[data-first-paint-form]') as HTMLElement;
  expect(box).toBeEmptyDOMElement();
  // The inline script fills the box when the read is back (here by hand, as it would).
  box.innerHTML = form.paint(form.args, 'KortA', null);
  form.wire(box, form.args);
  const field = screen.getByLabelText('Navnet ditt i spillet');
  fireEvent.input(field, { target: { value: 'Per' } });
  await act(async () => resolve({ status: 'value', value: game, also: null }));
  expect(screen.getByTestId('black-card')).toBeInTheDocument();
  // The same element, with what was typed.
  expect(container.querySelector('[data-first-paint-form]')).toBe(box);
  expect(screen.getByLabelText('Navnet ditt i spillet')).toHaveValue('Per');

  fireEvent.pointerDown(document.body);
  fireEvent.click(await screen.findByRole('button', { name: 'paint' }));
  expect(screen.getByTestId('live-card')).toBeInTheDocument();
  expect(container.querySelector('[data-first-paint-form]')).toBeNull();
});

test('a refused read paints no form under the password wall', async () => {
  scriptStarted({ status: 'refused' });
  const { container } = renderScreen(
    <RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={FakeLive} refused={earlyPasswordWall()} form={cahEarlyJoin()} />,
    { session },
  );
  expect(await screen.findByLabelText('Passord')).toBeInTheDocument();
  expect(container.querySelector('[data-first-paint-form]')).toBeNull();
  expect(screen.queryByLabelText('Navnet ditt i spillet')).not.toBeInTheDocument();
});
