/**
 * The scoreboard and the admin screen against the real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminArea from '@/components/admin/AdminArea';
import { Scoreboard } from '@/features/swg/components/Scoreboard';
import SwgAdmin from '@/features/swg/components/SwgAdmin';
import { SWG_LOGIN_TEXTS } from '@/features/swg/components/SwgAdminScreen';
import { newPlayer } from '@/features/swg/lib/game';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';


describe('survival game screens', () => {
  const db = setupScreenDb('swg-screens', { users: ['tv-admin'] });
  beforeEach(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await db.seed('/', {
      secrets: { admin_codes: { swg: 'lokal-swg' } },
      swg: {
        game_active: false,
        players: {
          '001': newPlayer('001', 'Ola'),
          '002': { ...newPlayer('002', 'Kari'), lives: 0, dead: true, img: 'kari.jpg' },
          '003': { ...newPlayer('003', 'Vakt'), staff: true },
        },
      },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows only the big logo while the game is not active, and the players once it starts, live', async () => {
    renderScreen(<Scoreboard />, { client: db.clients['tv-admin'], uid: 'tv-admin' });
    expect(await screen.findByTestId('swg-idle')).toBeInTheDocument();
    expect(screen.queryByTestId('swg-player')).not.toBeInTheDocument();
    await act(() => db.seed('/swg/game_active', true));
    const tiles = await screen.findAllByTestId('swg-player');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Ola: 4 liv', 'Kari: DEAD', 'Vakt: STAFF']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(() => db.seed('/swg/players/001/lives', 3));
    await waitFor(() => expect(screen.getAllByTestId('swg-status')[0]).toHaveTextContent('3 liv'));
  });

  it('falls back to the bundled generic image when a player’s image is missing', async () => {
    await db.seed('/swg/game_active', true);
    renderScreen(<Scoreboard />, { client: db.clients['tv-admin'], uid: 'tv-admin' });
    const kari = await screen.findByRole('listitem', { name: 'Kari: DEAD' });
    const img = kari.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/survival-images/kari.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/survival-images/generic.jpg');
  });

  it('asks for the code, refuses a wrong one, then gives the controls that change lives and add players', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminArea scope="swg" texts={SWG_LOGIN_TEXTS}><SwgAdmin /></AdminArea>, { client: db.clients['tv-admin'], uid: 'tv-admin' });
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Admin kode'), '1234');
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('Feil kode.')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();

    await db.seed('/admin_attempts', null);
    await user.clear(screen.getByLabelText('Admin kode'));
    await user.type(screen.getByLabelText('Admin kode'), ' LOKAL-swg ');
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    const ola = await screen.findByRole('listitem', { name: 'Ola' });
    expect(screen.queryByText('Not authenticated')).not.toBeInTheDocument();

    await user.click(within(ola).getByRole('button', { name: 'Fjern liv: Ola' }));
    await waitFor(() => expect(within(ola).getByTestId('swg-admin-status')).toHaveTextContent('3 liv'));
    await user.click(within(ola).getByRole('button', { name: 'Død: Ola' }));
    await waitFor(() => expect(within(ola).getByTestId('swg-admin-status')).toHaveTextContent('DEAD'));
    expect(await screen.findByText(/Ola: satt som død/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Angre siste' }));
    await waitFor(() => expect(within(ola).getByTestId('swg-admin-status')).toHaveTextContent('3 liv'));

    await user.click(screen.getByRole('button', { name: 'Legg til spiller' }));
    expect(await screen.findByText('Skriv inn et navn.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Navn'), 'Per');
    await user.click(screen.getByRole('button', { name: 'Legg til spiller' }));
    expect(await screen.findByText('Per er lagt til som nr. 004.')).toBeInTheDocument();
    expect(await db.readAsOwner('/swg/players/004')).toEqual({ id: '004', name: 'Per', img: 'generic.jpg', lives: 4, dead: false, staff: false });

    await user.click(screen.getByRole('button', { name: 'Start spillet' }));
    expect(await screen.findByRole('button', { name: 'Stopp spillet' })).toBeInTheDocument();
    await waitFor(async () => expect(await db.readAsOwner('/swg/game_active')).toBe(true));
  });
});
