/**
 * The survival admin renames and removes players, with «Angre» after a removal;
 * the scoreboard on the TV follows live. Real localdb, real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Scoreboard } from '@/features/swg/components/Scoreboard';
import SwgAdmin from '@/features/swg/components/SwgAdmin';
import { newPlayer } from '@/features/swg/lib/game';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

jest.setTimeout(60_000);

describe('survival admin: rename, remove and «Angre»', () => {
  const db = setupScreenDb('swg-undo', {
    users: ['swg-admin'],
    signedOut: true,
    seed: {
      '/': {
        secrets: { admin_codes: { swg: 'kode' } },
        admins: { swg: { 'swg-admin': 'kode' } },
        swg: { game_active: true, players: { '001': newPlayer('001', 'Ola'), '002': { ...newPlayer('002', 'Kari'), lives: 2 } } },
      },
    },
  });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renames a player, removes one (gone from the TV too) and brings them back with «Angre»', async () => {
    const user = userEvent.setup();
    const board = renderScreen(<Scoreboard />, { client: db.signedOut, uid: 'swg-admin' });
    await within(board.container).findByRole('listitem', { name: 'Kari: 2 liv' });
    renderScreen(<SwgAdmin />, { client: db.clients['swg-admin'], uid: 'swg-admin' });

    const ola = await screen.findByRole('listitem', { name: 'Ola' });
    await user.click(within(ola).getByRole('button', { name: 'Endre Ola' }));
    const field = within(ola).getByLabelText('Navn');
    await user.clear(field);
    await user.type(field, 'Ola N');
    await user.click(within(ola).getByRole('button', { name: 'Lagre' }));
    await waitFor(async () => expect(await db.readAsOwner('/swg/players/001/name')).toBe('Ola N'));
    expect(await screen.findByText(/Ola heter nå Ola N/)).toBeInTheDocument();

    const kari = screen.getByRole('listitem', { name: 'Kari' });
    await user.click(within(kari).getByRole('button', { name: 'Fjern spiller: Kari' }));
    await waitFor(async () => expect(await db.readAsOwner('/swg/players/002')).toBeNull());
    await waitFor(() => expect(within(board.container).queryByRole('listitem', { name: 'Kari: 2 liv' })).not.toBeInTheDocument());
    expect(await screen.findByText('Kari er fjernet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Angre' }));
    await waitFor(async () => expect(await db.readAsOwner('/swg/players/002')).toEqual({ ...newPlayer('002', 'Kari'), lives: 2 }));
    expect(await within(board.container).findByRole('listitem', { name: 'Kari: 2 liv' })).toBeInTheDocument();
    expect(await screen.findByText(/Kari ble fjernet \(angret\)/)).toBeInTheDocument();
  });
});
