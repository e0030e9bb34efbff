/**
 * A fresh project without owner data (fridge categories, the Cah card bank) says so in Norwegian
 * instead of sitting disabled, and the screen comes alive once the owner has run the setup.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor } from '@testing-library/react';
import { toStoredBank } from '@/features/cah/lib/bank';
import { cahGame } from '@/features/cah/lib/data';
import { createRoom } from '@/lib/rooms/data';
import { NO_CARDS_TEXT, NO_CATEGORIES_TEXT } from '@/components/ui/OwnerDataMissing';
import { FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS } from '../../fixtures/cahCards';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '../support/screen';

// The invite dialog is loaded on demand in the app; it is not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);
jest.setTimeout(60_000);

import AdminLogin from '@/components/admin/AdminLogin';
import CahRoom from '@/features/cah/components/CahRoom';
import { useDbValue } from '@/components/firebase/useDbValue';
import type { AdminScope } from '@/lib/admin/code';
import { adminCodeSetRead, NO_ADMIN_CODE_TEXT } from '@/lib/admin/setup';
import { Fridge } from '@/features/fridge/components/FridgeScreen';

/** What the admin login's "is a code set?" probe has answered so far. */
function ProbeAnswer({ scope }: { scope: AdminScope }) {
  return <span data-testid="probe" data-status={useDbValue(adminCodeSetRead(scope)).status} />;
}

describe('owner data missing', () => {
  const db = setupScreenDb('owner-missing', { users: ['owner-missing-u1'] });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a fridge without categories says the owner must run the setup, and offers the form once they exist', async () => {
    await db.seed('/fridge/tom', { info: { name: 'Tomt', created_at: 1, created_by: 'x' } });
    renderScreen(<Fridge id="tom" />, { client: db.clients['owner-missing-u1'] });
    // The text on screen, spelled out: comparing the constant with itself would prove nothing.
    expect(await screen.findByText('Ingen kategorier ennå – eieren må kjøre oppsettet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legg til vare' })).not.toBeInTheDocument();

    await act(() => db.seed('/fridge/categories', { 1: 'Meieri', 4: 'Diverse' }));
    expect(await screen.findByRole('button', { name: 'Legg til vare' })).toBeInTheDocument();
    expect(screen.queryByText(NO_CATEGORIES_TEXT)).not.toBeInTheDocument();
  });

  it('a Cah room without a card bank says the owner must run the setup, until the bank is there', async () => {
    await createRoom(db.clients['owner-missing-u1'].db, cahGame, 'owner-missing-u1', { code: 'Tomme', name: 'Kortløst', creatorName: 'Ann', private: false, password: '' });
    renderScreen(<CahRoom code="Tomme" />, { client: db.clients['owner-missing-u1'] });
    expect(await screen.findByText(NO_CARDS_TEXT)).toBeInTheDocument();

    await act(() => db.seed('/cah/questionBank', toStoredBank(FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS)));
    await waitFor(() => expect(screen.queryByText(NO_CARDS_TEXT)).not.toBeInTheDocument());
    expect(screen.getByTestId('cah-settings')).toBeInTheDocument();
  });

  it('an admin login says when the owner has set no admin code for its scope, and stays quiet once one is set', async () => {
    const { unmount } = renderScreen(<AdminLogin scope="swg" />, { client: db.clients['owner-missing-u1'] });
    expect(await screen.findByText(NO_ADMIN_CODE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    unmount();

    await db.seed('/secrets/admin_codes/site', 'en lang nok kode 123');
    renderScreen(
      <>
        <AdminLogin scope="site" />
        <ProbeAnswer scope="site" />
      </>,
      { client: db.clients['owner-missing-u1'], uid: 'owner-missing-u1' },
    );
    expect(await screen.findByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    // The login's probe has answered (the same live read, shared by key) before we look for the message.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveAttribute('data-status', 'success'));
    expect(screen.queryByText(NO_ADMIN_CODE_TEXT)).not.toBeInTheDocument();
  });
});
