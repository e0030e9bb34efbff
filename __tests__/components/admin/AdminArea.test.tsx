/**
 * The admin form against the real rules: wrong code, too soon, right code, and the controls
 * appear (and stay for a new render, like a reload with the same uid).
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminArea from '@/components/admin/AdminArea';
import { ADMIN_WAIT_TEXT, ADMIN_WRONG_TEXT } from '@/lib/admin/code';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '../support/screen';

const uid = 'admin-1';
// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

const SWG_TEXTS = { notAuthenticated: 'Not authenticated', label: 'Admin kode', button: 'Authenticate' };

describe('AdminArea', () => {
  const db = setupScreenDb('admin-area', { users: [uid], seed: { '/secrets/admin_codes': { site: 'riktig kode', swg: 'swg-kode' } } });

  beforeEach(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await db.seed('/admin_attempts', null);
    await db.seed('/admins', null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says a wrong code is wrong, asks to wait when tried too soon, and shows the controls once right', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminArea scope="site">kontrollene</AdminArea>, { client: db.clients[uid], uid });
    const field = await screen.findByLabelText('Adminkode');
    expect(screen.queryByText('kontrollene')).not.toBeInTheDocument();

    await user.type(field, 'feil');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText(ADMIN_WRONG_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('kontrollene')).not.toBeInTheDocument();

    // This visitor tried a moment ago (set here, so a slow machine cannot let the interval pass);
    // the limit is per uid, so only their own attempt holds them back.
    await db.seed(`/admin_attempts/site/${uid}`, { uid, code: 'x', at: Date.now() });
    await user.clear(field);
    await user.type(field, 'riktig kode');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText(ADMIN_WAIT_TEXT)).toBeInTheDocument();

    await db.seed('/admin_attempts', null);
    await user.clear(field);
    await user.type(field, '  RIKTIG Kode ');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('kontrollene')).toBeInTheDocument();
    expect(screen.getByText('Du er admin.')).toBeInTheDocument();
  });

  it('shows the controls at once to a visitor who proved the code before', async () => {
    await db.seed(`/admins/site/${uid}`, 'riktig kode');
    renderScreen(<AdminArea scope="site">kontrollene</AdminArea>, { client: db.clients[uid], uid });
    expect(await screen.findByText('kontrollene')).toBeInTheDocument();
  });

  it('takes the texts of the caller, as /Swg/admin needs them', async () => {
    renderScreen(<AdminArea scope="swg" texts={SWG_TEXTS}>swg-kontroller</AdminArea>, { client: db.clients[uid], uid });
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin kode')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Admin kode'), 'SWG-KODE');
    await userEvent.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('swg-kontroller')).toBeInTheDocument();
  });

  it('an empty field says what is missing and writes nothing', async () => {
    renderScreen(<AdminArea scope="site">kontrollene</AdminArea>, { client: db.clients[uid], uid });
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Skriv inn koden.')).toBeInTheDocument();
  });
});
