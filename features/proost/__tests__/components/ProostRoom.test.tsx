/**
 * The Proost room's states against a real localdb with the real rules: empty pool and lists,
 * what the creator sees and others do not, forms closed by the switches, and a draw that fills
 * in a player for @spiller.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addPlayer, addQuestion, proostGame, setSwitch } from '@/features/proost/lib/data';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

// The invite dialog is loaded on demand in the app; it is not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);

import ProostRoom from '@/features/proost/components/ProostRoom';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';

describe('Proost room screen (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('proost-screen', { users: ['creator', 'member'] });
  const { clients } = db;
  let n = 0;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  async function newRoom() {
    const code = `Scr${String(++n).padStart(2, '0')}`;
    await db.seed('/rate', null); // one room per uid every few seconds
    await createRoom(clients.creator.db, proostGame, 'creator', { code, name: 'Fest', creatorName: 'Kari', private: false, password: '' });
    await joinRoom(clients.member.db, 'proost', code, 'member', { private: false });
    // Rooms start with the starter pack; these tests play with the questions they add.
    await db.seed(`/proost/${code}/deck`, null);
    await db.seed(`/proostDeck/${code}`, null);
    return code;
  }

  function renderAs(who: 'creator' | 'member', code: string) {
    return renderScreen(<ProostRoom code={code} />, { client: clients[who], uid: who });
  }

  it('shows an empty room: the empty pool text and «Ingenting å vise her» for both lists', async () => {
    const code = await newRoom();
    const view = renderAs('member', code);
    expect(await screen.findByText(/Det finnes ingen spørsmål, legg til noen da vell/)).toBeInTheDocument();
    // The lists render just after the card (RenderAfterward).
    // The lists render after the card, one section at a time (RenderAfterward).
    await waitFor(() => expect(screen.getAllByText('Ingenting å vise her')).toHaveLength(2));
    view.unmount();
  });

  it('gives the switches and starter pack to the creator only, and closes forms for others by the switches', async () => {
    const code = await newRoom();
    const member = renderAs('member', code);
    expect(await screen.findByText('Legge til spiller har blitt slått av')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Nytt spørsmål' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /startpakke/ })).not.toBeInTheDocument();
    await act(() => setSwitch(clients.creator.db, code, 'allow_entries', false));
    expect(await screen.findByText('Spørsmål har blitt slått av')).toBeInTheDocument();
    await act(() => setSwitch(clients.creator.db, code, 'allow_new_players', true));
    expect(await screen.findByRole('form', { name: 'Ny spiller' })).toBeInTheDocument();
    member.unmount();

    const creator = renderAs('creator', code);
    expect(await screen.findAllByRole('switch')).toHaveLength(4);
    expect(await screen.findByRole('form', { name: 'Nytt spørsmål' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Legg til startpakke/ }));
    expect(await screen.findByRole('button', { name: 'Startpakken er lagt til' })).toBeDisabled();
    creator.unmount();
  });

  it('draws a card with a player in place of @spiller, and shows a refused empty question', async () => {
    const code = await newRoom();
    await addPlayer(clients.creator.db, code, 'creator', 'Ada');
    await addQuestion(clients.creator.db, code, 'creator', '@spiller tar en runde', 'Utfordring', true);
    const view = renderAs('creator', code);
    await userEvent.click(await screen.findByRole('button', { name: /Trykk for å trekke/ }));
    await waitFor(() => expect(screen.getByTestId('card-text')).toHaveTextContent('Ada tar en runde'));
    expect(screen.getByTestId('card-type')).toHaveTextContent('Utfordring');

    const form = await screen.findByRole('form', { name: 'Nytt spørsmål' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Spørsmål' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect(await within(form).findByText('Skriv inn spørsmålet.')).toBeInTheDocument();
    view.unmount();
  });

  it('keeps the header and lets the first paint go when the room is emptied under the page', async () => {
    const code = await newRoom();
    const livePainted = jest.fn();
    const view = renderScreen(
      <FirstPaintContext.Provider value={{ covering: true, livePainted }}>
        <ProostRoom code={code} />
      </FirstPaintContext.Provider>,
      { client: clients.member, uid: 'member' },
    );
    expect(await screen.findByText(/Det finnes ingen spørsmål/)).toBeInTheDocument();
    livePainted.mockClear();
    await act(() => db.seed(`/proost/${code}`, null));
    expect(await screen.findByText('Rommet er tomt.')).toBeInTheDocument();
    expect(screen.getByTestId('room-header')).toHaveTextContent(code);
    // Without this the REST snapshot's card would stay on screen over an empty room.
    expect(livePainted).toHaveBeenCalled();
    view.unmount();
  });
});
