/**
 * A fresh project without owner data (fridge categories, the Cah card bank) says so in Norwegian
 * instead of sitting disabled, and the screen comes alive once the owner has run the setup.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor } from '@testing-library/react';
import { toStoredBank } from '@/features/cah/lib/bank';
import { cahGame } from '@/features/cah/lib/data';
import { createRoom } from '@/lib/rooms/data';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { NO_CARDS_TEXT, NO_CATEGORIES_TEXT } from '@/components/ui/OwnerDataMissing';
import { FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS } from '../../fixtures/cahCards';
import { startRulesDb } from '../../rules/helpers';
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
  let ctx: Awaited<ReturnType<typeof startRulesDb>>;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await startRulesDb('owner-missing');
    [client] = await connectClients(ctx.server, ctx.ns, 1, { uids: ['owner-missing-u1'] });
  });

  afterAll(async () => {
    await closeClients([client]);
    await ctx.server.close();
  });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a fridge without categories says the owner must run the setup, and offers the form once they exist', async () => {
    await seed(ctx.server, ctx.ns, '/fridge/tom', { info: { name: 'Tomt', created_at: 1, created_by: 'x' } });
    renderScreen(<Fridge id="tom" />, { client });
    // The text on screen, spelled out: comparing the constant with itself would prove nothing.
    expect(await screen.findByText('Ingen kategorier ennå – eieren må kjøre oppsettet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legg til vare' })).not.toBeInTheDocument();

    await act(() => seed(ctx.server, ctx.ns, '/fridge/categories', { 1: 'Meieri', 4: 'Diverse' }));
    expect(await screen.findByRole('button', { name: 'Legg til vare' })).toBeInTheDocument();
    expect(screen.queryByText(NO_CATEGORIES_TEXT)).not.toBeInTheDocument();
  });

  it('a Cah room without a card bank says the owner must run the setup, until the bank is there', async () => {
    await createRoom(client.db, cahGame, 'owner-missing-u1', { code: 'Tomme', name: 'Kortløst', creatorName: 'Ann', private: false, password: '' });
    renderScreen(<CahRoom code="Tomme" />, { client });
    expect(await screen.findByText(NO_CARDS_TEXT)).toBeInTheDocument();

    await act(() => seed(ctx.server, ctx.ns, '/cah/questionBank', toStoredBank(FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS)));
    await waitFor(() => expect(screen.queryByText(NO_CARDS_TEXT)).not.toBeInTheDocument());
    expect(screen.getByTestId('cah-settings')).toBeInTheDocument();
  });

  it('an admin login says when the owner has set no admin code for its scope, and stays quiet once one is set', async () => {
    const { unmount } = renderScreen(<AdminLogin scope="swg" />, { client });
    expect(await screen.findByText(NO_ADMIN_CODE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    unmount();

    await seed(ctx.server, ctx.ns, '/secrets/admin_codes/site', 'en lang nok kode 123');
    renderScreen(
      <>
        <AdminLogin scope="site" />
        <ProbeAnswer scope="site" />
      </>,
      { client, uid: 'owner-missing-u1' },
    );
    expect(await screen.findByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    // The login's probe has answered (the same live read, shared by key) before we look for the message.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveAttribute('data-status', 'success'));
    expect(screen.queryByText(NO_ADMIN_CODE_TEXT)).not.toBeInTheDocument();
  });
});
