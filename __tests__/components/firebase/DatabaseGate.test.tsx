import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/components/firebase/SessionProvider';
import type { LoadedDatabase } from '@/components/firebase/useDatabase';

// Each test sets what the session and the database loader report; reset in beforeEach so the
// tests pass in any order.
let session: Session;
let load: LoadedDatabase;
const startNow = jest.fn();
jest.mock('@/components/firebase/SessionProvider', () => ({
  useSession: () => session,
  useStartSessionNow: (wanted = true) => {
    if (wanted) startNow();
  },
}));
jest.mock('@/components/firebase/useDatabase', () => ({ useDatabaseLoad: () => load }));
// Make the lazily loaded providers visible in the output.
jest.mock('@/components/firebase/ReactfireProviders', () => ({
  __esModule: true,
  default: function Providers({ children, db: given }: { children: React.ReactNode; db: object }) {
    return (
      <div data-testid="providers" data-db={load.status === 'ready' && given === load.db ? 'same' : 'other'}>
        {children}
      </div>
    );
  },
}));

import DatabaseGate, { DATABASE_LOAD_FAILED_TEXT } from '@/components/firebase/DatabaseGate';
import { renderScreen } from '../support/screen';

const ready: Session = { status: 'ready', uid: 'u1', firebase: {} as never };

beforeEach(() => {
  session = { status: 'loading' };
  load = { status: 'loading' };
  startNow.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('DatabaseGate', () => {
  it('asks for sign-in at once and waits while signing in and while the SDK loads', () => {
    const { rerender } = renderScreen(<DatabaseGate label="testen">innhold</DatabaseGate>);
    expect(startNow).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    session = ready;
    rerender(<DatabaseGate label="testen">innhold</DatabaseGate>);
    expect(screen.queryByText('innhold')).not.toBeInTheDocument();
  });

  it('with start="afterLoad" leaves sign-in to the page settling, and shows its fallback meanwhile', () => {
    renderScreen(
      <DatabaseGate label="testen" start="afterLoad" fallback={<p>Henter veikartet …</p>}>
        innhold
      </DatabaseGate>,
    );
    expect(startNow).not.toHaveBeenCalled();
    expect(screen.getByText('Henter veikartet …')).toBeInTheDocument();
    expect(screen.queryByText('innhold')).not.toBeInTheDocument();
  });

  it('renders its children inside the providers once signed in with a database', async () => {
    session = ready;
    load = { status: 'ready', db: { name: 'db' } as never };
    renderScreen(<DatabaseGate label="testen">innhold</DatabaseGate>);
    expect(await screen.findByTestId('providers')).toHaveTextContent('innhold');
    expect(screen.getByTestId('providers')).toHaveAttribute('data-db', 'same');
  });

  it('says so with a retry when the database SDK fails to load, instead of spinning', async () => {
    session = ready;
    const retry = jest.fn();
    load = { status: 'error', retry };
    renderScreen(<DatabaseGate label="testen">innhold</DatabaseGate>);
    expect(screen.getByText(DATABASE_LOAD_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when sign-in failed (the shell shows the message)', () => {
    session = { status: 'error', error: { kind: 'auth', message: 'x' }, retry: () => {} };
    const { container } = renderScreen(<DatabaseGate label="testen">innhold</DatabaseGate>);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a crashing screen inside its frame and renders it again on retry', async () => {
    session = ready;
    load = { status: 'ready', db: {} as never };
    let crash = true;
    function Screen() {
      if (crash) throw new Error('boom');
      return <p>skjermen</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(
      <DatabaseGate label="Proost">
        <Screen />
      </DatabaseGate>,
    );
    expect(await screen.findByText('Noe gikk galt i Proost.')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(screen.getByText('skjermen')).toBeInTheDocument();
  });
});
