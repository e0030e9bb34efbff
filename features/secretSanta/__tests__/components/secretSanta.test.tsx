/**
 * Secret santa screen states against a real localdb with the real rules.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecretSanta } from '@/features/secretSanta/components/SecretSantaScreen';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

let uid = 'vera';
// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

describe('Secret santa screen', () => {
  const db = setupScreenDb('santa-ui', { users: ['vera', 'olav', 'per'] });
  const { clients } = db;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows an empty list, refuses an empty name, then signs up and shows the code instead of the form', async () => {
    uid = 'vera';
    await db.seed('/secretSanta', null);
    renderScreen(<SecretSanta />, { client: clients.vera, uid: uid });
    expect(await screen.findByText('Ingenting å vise her')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Meld meg på' }));
    expect(await screen.findByText('Skriv inn navnet ditt.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Navnet ditt'), 'Vera');
    await userEvent.click(screen.getByRole('button', { name: 'Meld meg på' }));
    expect((await screen.findByTestId('own-code')).textContent).toMatch(/^[A-Z2-9]{5} [A-Z2-9]{5}$/);
    expect(screen.queryByLabelText('Navnet ditt')).not.toBeInTheDocument();
    expect(await screen.findByText('Vera')).toBeInTheDocument();
  });

  it('a code without a draw says «Du har ikke blitt tildelt person enda.»; after the draw it names the person', async () => {
    uid = 'per';
    await db.seed('/secretSanta', {
      people: { olav: { name: 'Olav', added_by: 'olav', added_at: 1 }, vera: { name: 'Vera', added_by: 'vera', added_at: 1 } },
      codes: { olav: 'LAVE222222' },
      byCode: { LAVE222222: { uid: 'olav', name: 'Olav' } },
      shape: 2,
    });
    renderScreen(<SecretSanta />, { client: clients.per, uid: uid });
    await userEvent.type(await screen.findByLabelText('Kode'), 'lave2 22222');
    await userEvent.click(screen.getByRole('button', { name: 'Vis' }));
    expect(await screen.findByText('Du har ikke blitt tildelt person enda.')).toBeInTheDocument();
    await db.seed('/secretSanta/draw/olav', { uid: 'vera', name: 'Vera' });
    // The same box, its text replaced when the draw's value arrives.
    await waitFor(() => expect(screen.getByTestId('assignment')).toHaveTextContent('Hei Olav! Du skal gi gave til Vera.'));
  });

  it('an unknown code says so and shows no assignment', async () => {
    uid = 'per';
    renderScreen(<SecretSanta />, { client: clients.per, uid: uid });
    await userEvent.type(await screen.findByLabelText('Kode'), 'QQQQQQQQQQ');
    await userEvent.click(screen.getByRole('button', { name: 'Vis' }));
    expect(await screen.findByText('Fant ingen med den koden. Sjekk de ti tegnene.')).toBeInTheDocument();
    expect(screen.queryByTestId('assignment')).not.toBeInTheDocument();
  });
});
