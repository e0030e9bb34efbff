/**
 * A fresh project without owner data (fridge categories, the Cah card bank) says so in Norwegian
 * instead of sitting disabled, and the screen comes alive once the owner has run the setup.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, screen, waitFor } from '@testing-library/react';
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { toStoredBank } from '@/lib/cah/bank';
import { cahGame } from '@/lib/cah/data';
import { createRoom } from '@/lib/rooms/data';
import { closeClients, connectClients, seed, type TestClient } from '@/localdb/testing';
import { NO_CARDS_TEXT, NO_CATEGORIES_TEXT } from '@/components/ui/OwnerDataMissing';
import { startRulesDb } from '../../rules/helpers';
import { renderWithDb } from '../support/dbRender';

jest.mock('@/components/firebase/SessionProvider', () => ({ useUid: () => 'owner-missing-u1' }));
// The invite dialog is loaded on demand in the app; it is not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);
jest.setTimeout(60_000);

import AdminLogin from '@/components/admin/AdminLogin';
import CahRoom from '@/components/cah/CahRoom';
import { NO_ADMIN_CODE_TEXT } from '@/lib/admin/setup';
import { Fridge } from '@/components/fridge/FridgeScreen';

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
    renderWithDb(client, <Fridge id="tom" />);
    expect(await screen.findByText(NO_CATEGORIES_TEXT)).toBeInTheDocument();
    expect(NO_CATEGORIES_TEXT).toBe('Ingen kategorier ennå – eieren må kjøre oppsettet');
    expect(screen.queryByRole('button', { name: 'Legg til vare' })).not.toBeInTheDocument();

    await act(() => seed(ctx.server, ctx.ns, '/fridge/categories', { 1: 'Meieri', 4: 'Diverse' }));
    expect(await screen.findByRole('button', { name: 'Legg til vare' })).toBeInTheDocument();
    expect(screen.queryByText(NO_CATEGORIES_TEXT)).not.toBeInTheDocument();
  });

  it('a Cah room without a card bank says the owner must run the setup, until the bank is there', async () => {
    await createRoom(client.db, cahGame, 'owner-missing-u1', { code: 'Tomme', name: 'Kortløst', creatorName: 'Ann', private: false, password: '' });
    renderWithDb(client, <CahRoom code="Tomme" />);
    expect(await screen.findByText(NO_CARDS_TEXT)).toBeInTheDocument();

    await act(() => seed(ctx.server, ctx.ns, '/cah/questionBank', toStoredBank(BLACK_CARDS, WHITE_CARDS)));
    await waitFor(() => expect(screen.queryByText(NO_CARDS_TEXT)).not.toBeInTheDocument());
    expect(screen.getByTestId('cah-settings')).toBeInTheDocument();
  });

  it('an admin login says when the owner has set no admin code for its scope, and stays quiet once one is set', async () => {
    const { unmount } = renderWithDb(client, <AdminLogin scope="swg" />);
    expect(await screen.findByText(NO_ADMIN_CODE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    unmount();

    await seed(ctx.server, ctx.ns, '/secrets/admin_codes/site', 'en lang nok kode 123');
    renderWithDb(client, <AdminLogin scope="site" />);
    expect(await screen.findByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    // The probe answers in a round trip; give it time to (wrongly) show the message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(NO_ADMIN_CODE_TEXT)).not.toBeInTheDocument();
  });
});
