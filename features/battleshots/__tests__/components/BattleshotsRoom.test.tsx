/**
 * The Battleshots room's states that the second seat and the end of a game add, against a real
 * localdb with the real rules: a closed seat and the creator's switch, freeing the seat, a
 * defender who stays away, and a board uncovered at the end that belies its answers.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { battleshotsGame, mapBattleshotsRoom, placeFleet, ROOM_FULL_TEXT, SEAT_CLOSED_TEXT, setSeatOpen, shoot, takeSeat } from '@/features/battleshots/lib/data';
import { seatNoteKey } from '@/lib/rooms/seatNote';
import { FORM_BOX } from '@/lib/rooms/snapshot';
import { battleshotsEarlySeat } from '@/features/battleshots/components/earlySeat';
import { FLEET, type Ship } from '@/features/battleshots/lib/fleet';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';

// The invite dialog is loaded on demand in the app; it is not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);

import BattleshotsRoom from '@/features/battleshots/components/BattleshotsRoom';

/** A room paints after several reads (room, lobby, board, presence); the machine may be busy. */
const SLOW = { timeout: 5000 };

/** Ships in rows A–E from column 1; rows F–J are water. */
const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));

describe('Battleshots room screen (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('battleshots-screen', { users: ['kari', 'ola', 'per'] });
  const { clients } = db;
  let n = 0;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  const readRoom = async (code: string) => mapBattleshotsRoom(await db.readAsOwner(`battleshots/${code}`))!;

  async function newRoom({ seated = false, ready = false } = {}) {
    const code = `Sjo${String(++n).padStart(2, '0')}`;
    await db.seed('/rate', null); // one room per uid every few seconds
    await createRoom(clients.kari.db, battleshotsGame, 'kari', { code, name: 'Sjøslag', creatorName: 'Kari', private: false, password: '' });
    for (const who of ['ola', 'per']) await joinRoom(clients[who].db, 'battleshots', code, who, { private: false });
    await takeSeat(clients.kari.db, code, 'kari', await readRoom(code), 'Kari');
    if (seated) {
      await setSeatOpen(clients.kari.db, code, true);
      await takeSeat(clients.ola.db, code, 'ola', await readRoom(code), 'Ola');
    }
    if (ready) {
      await placeFleet(clients.kari.db, code, 'kari', await readRoom(code), stacked);
      await placeFleet(clients.ola.db, code, 'ola', await readRoom(code), stacked);
    }
    return code;
  }

  function renderAs(who: string, code: string) {
    return renderScreen(<BattleshotsRoom code={code} />, { client: clients[who], uid: who });
  }

  it('takes over the first paint with the header and the status card in one commit, for a watcher too', async () => {
    const code = await newRoom({ seated: true, ready: true });
    await shoot(clients.kari.db, code, 'kari', await readRoom(code), 'J10');
    let painted: { card: string | null | undefined; header: string | null | undefined } | null = null;
    const livePainted = jest.fn(() => {
      painted = {
        card: document.querySelector('[data-room-card]')?.textContent,
        header: document.querySelector('[data-testid="room-header"] h2')?.textContent,
      };
    });
    renderScreen(
      <FirstPaintContext.Provider value={{ covering: true, livePainted }}>
        <BattleshotsRoom code={code} />
      </FirstPaintContext.Provider>,
      { client: clients.per, uid: 'per' },
    );
    // Under the snapshot the live room's spinners stay hidden.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(livePainted).toHaveBeenCalled(), SLOW);
    expect(painted).toEqual({ card: 'Kari mot Ola', header: 'Sjøslag' });
    expect(screen.getByTestId('battleshots-status')).toHaveTextContent('Kari skjøt på J10, venter på svar.');
    expect(screen.getByTestId('battleshots-status')).toHaveTextContent('Kari: 1 skudd, 0 treff');
  });

  it('notes on a player\'s phone that it holds a seat, for the next visit\'s first paint, and on a watcher\'s that it does not', async () => {
    const code = await newRoom({ seated: true });
    const key = seatNoteKey('battleshots') + code;
    window.localStorage.setItem(key, '1'); // a seat this phone held earlier, since freed
    const watcher = renderAs('per', code);
    expect(await screen.findByText(ROOM_FULL_TEXT, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    watcher.unmount();
    const player = renderAs('ola', code);
    await screen.findByRole('heading', { name: 'Plasser skipene dine' }, SLOW);
    await waitFor(() => expect(window.localStorage.getItem(key)).toBe('1'));
    expect(screen.queryByText(ROOM_FULL_TEXT)).not.toBeInTheDocument();
    player.unmount();
    window.localStorage.clear();
  });

  /** The page's plain name box as the inline script paints it (earlySeat.ts) for an open seat, with `name` typed. */
  function earlySeatBox(name: string, send: boolean) {
    const early = battleshotsEarlySeat();
    const box = document.createElement('div');
    box.setAttribute(FORM_BOX, '');
    box.innerHTML = early.paint(early.args, 'x', { settings: { private: true, created_by: 'kari' }, players: { kari: { name: 'Kari' } } });
    early.wire?.(box, early.args);
    document.body.append(box);
    const input = box.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = name;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (send) (box.querySelector('form') as HTMLFormElement).requestSubmit();
    return box;
  }

  it("takes over the page's plain name box for the open seat: a «Ta plass» sent before the live part came takes the seat by itself", async () => {
    const code = await newRoom();
    await setSeatOpen(clients.kari.db, code, true);
    const box = earlySeatBox('Per', true);
    expect(box).toHaveTextContent('Kobler til …');
    const view = renderAs('per', code);
    await waitFor(async () => expect((await readRoom(code)).challenger).toBe('per'), SLOW);
    expect((await readRoom(code)).players.per?.name).toBe('Per');
    expect(await screen.findByRole('heading', { name: 'Plasser skipene dine' }, SLOW)).toBeInTheDocument();
    view.unmount();
    box.remove();
  });

  it('keeps a name typed into the plain box, with the focus, and sends nothing that was not sent', async () => {
    const code = await newRoom();
    await setSeatOpen(clients.kari.db, code, true);
    const box = earlySeatBox('Pe', false);
    const view = renderAs('per', code);
    const field = await screen.findByLabelText('Ditt navn', { selector: 'input:not([id^=early])' }, SLOW);
    box.remove();
    expect(field).toHaveValue('Pe');
    expect(field).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await readRoom(code)).challenger).toBeNull();
    view.unmount();
  });

  it('sends a kept «Ta plass» of a seat that turns out locked to nobody, and says the seat is locked', async () => {
    const code = await newRoom();
    const box = earlySeatBox('Per', true);
    const view = renderAs('per', code);
    expect(await screen.findByTestId('seat-closed', {}, SLOW)).toHaveTextContent(SEAT_CLOSED_TEXT);
    box.remove();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await readRoom(code)).challenger).toBeNull();
    view.unmount();
  });

  it('keeps the free seat of a public room closed to a visitor until the creator opens it', async () => {
    const code = await newRoom();
    const visitor = renderAs('per', code);
    expect(await screen.findByTestId('seat-closed', {}, SLOW)).toHaveTextContent(SEAT_CLOSED_TEXT);
    expect(screen.queryByLabelText('Ditt navn')).not.toBeInTheDocument();
    await act(() => setSeatOpen(clients.kari.db, code, true));
    expect(await screen.findByLabelText('Ditt navn', {}, SLOW)).toBeInTheDocument();
    visitor.unmount();

    const creator = renderAs('kari', code);
    expect(await screen.findByLabelText('Andre i rommet kan ta plassen', {}, SLOW)).toBeChecked();
    creator.unmount();
  });

  it('offers the creator, and nobody else, to free a taken seat', async () => {
    const code = await newRoom({ seated: true });
    const creator = renderAs('kari', code);
    fireEvent.click(await screen.findByRole('button', { name: 'Frigjør plassen til Ola' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, frigjør plassen' }));
    await waitFor(async () => expect((await readRoom(code)).challenger).toBeNull(), SLOW);
    creator.unmount();
    const challenger = await newRoom({ seated: true });
    const ola = renderAs('ola', challenger);
    await screen.findByRole('heading', { name: 'Plasser skipene dine' }, SLOW);
    expect(screen.queryByRole('button', { name: /Frigjør plassen/ })).not.toBeInTheDocument();
    ola.unmount();
  });

  it('starts the game (SPEC\'s game_active) when the second player says «Klar!»', async () => {
    const code = await newRoom({ seated: true });
    await placeFleet(clients.kari.db, code, 'kari', await readRoom(code), stacked);
    const ola = renderAs('ola', code);
    fireEvent.click(await screen.findByRole('button', { name: 'Tilfeldig' }, SLOW));
    expect((await readRoom(code)).settings.gameActive).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Klar!' }));
    expect(await screen.findByTestId('turn-status', {}, SLOW)).toHaveTextContent('Kari sin tur');
    // The screen shows the SDK's local write at once; the server has it a round trip later.
    await waitFor(async () => expect((await readRoom(code)).settings.gameActive).toBe(true), SLOW);
    ola.unmount();
  });

  it('counts down for a shooter whose defender has no phone in the room, then lets them end the game', async () => {
    const code = await newRoom({ seated: true, ready: true });
    await shoot(clients.kari.db, code, 'kari', await readRoom(code), 'J10');
    // Ola's phone is in the room: no countdown.
    await db.seed(`presence/battleshots/${code}/ola/c1`, true);
    const view = renderAs('kari', code);
    expect(await screen.findByTestId('turn-status', {}, SLOW)).toHaveTextContent('Venter på svar fra Ola');
    expect(screen.queryByTestId('gone-notice')).not.toBeInTheDocument();
    await act(() => db.seed(`presence/battleshots/${code}/ola`, null));
    expect(await screen.findByTestId('gone-notice', {}, SLOW)).toHaveTextContent(/Ola har ikke rommet åpent\. Svarer ikke Ola innen \d+ s/);
    await act(() => db.seed(`battleshots/${code}/game/shots/kari/J10/at`, Date.now() - 61_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Avslutt – Ola er borte' }, SLOW));
    expect(await screen.findByTestId('how-it-ended', {}, SLOW)).toHaveTextContent('Ola ble borte, så du vant på walkover.');
    // As above: the screen shows the local write at once, the server has it a round trip later.
    await waitFor(async () => expect((await readRoom(code)).game).toMatchObject({ winner: 'kari', forfeit: 'ola' }), SLOW);
    expect((await readRoom(code)).settings.gameActive).toBe(false);
    view.unmount();
  });

  it('shows a player whose uncovered board belies their answers as the loser on every screen', async () => {
    const code = await newRoom({ seated: true, ready: true });
    // A game recorded before the rules checked answers: Ola said «bom» to a hit on A1 and «won».
    await db.seed(`battleshots/${code}/game`, {
      turn: 'ola',
      ready: { kari: true, ola: true },
      shots: { kari: { A1: { at: 1, result: 'miss' } } },
      winner: 'ola',
      revealed: { ola: Object.fromEntries(stacked.map((s, i) => [String(i), s])) },
    });
    const kari = renderAs('kari', code);
    expect(await screen.findByTestId('winner', {}, SLOW)).toHaveTextContent('Du vant!');
    expect(screen.getByTestId('how-it-ended')).toHaveTextContent('Brettet til Ola stemmer ikke med svarene, så Ola taper.');
    kari.unmount();
    const per = renderAs('per', code);
    expect(await screen.findByTestId('winner', {}, SLOW)).toHaveTextContent('Kari vant!');
    expect(screen.getByText('Brettet til Ola stemmer ikke med svarene.')).toBeInTheDocument();
    per.unmount();
  });
});
