import { render, screen } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };
let db: object | null = null;
jest.mock('@/components/firebase/SessionProvider', () => ({ useSession: () => session }));
jest.mock('@/components/firebase/useDatabase', () => ({ useLoadedDatabase: () => db }));
// Render the lazily loaded providers synchronously, and make them visible in the output.
jest.mock('next/dynamic', () => () => {
  function Providers({ children, db: given }: { children: React.ReactNode; db: object }) {
    return <div data-testid="providers" data-db={given === db ? 'same' : 'other'}>{children}</div>;
  }
  return Providers;
});

import DatabaseGate from '@/components/firebase/DatabaseGate';

describe('DatabaseGate', () => {
  it('waits while signing in, and while the database SDK loads', () => {
    session = { status: 'loading' };
    const { rerender } = render(<DatabaseGate>innhold</DatabaseGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    expect(screen.queryByText('innhold')).not.toBeInTheDocument();

    session = { status: 'ready', uid: 'u1', firebase: {} as never };
    rerender(<DatabaseGate>innhold</DatabaseGate>);
    expect(screen.queryByText('innhold')).not.toBeInTheDocument();
  });

  it('renders its children inside the providers once signed in with a database', () => {
    session = { status: 'ready', uid: 'u1', firebase: {} as never };
    db = { name: 'db' };
    render(<DatabaseGate>innhold</DatabaseGate>);
    expect(screen.getByTestId('providers')).toHaveTextContent('innhold');
    expect(screen.getByTestId('providers')).toHaveAttribute('data-db', 'same');
  });

  it('renders nothing when sign-in failed (the shell shows the message)', () => {
    session = { status: 'error', error: { kind: 'auth', message: 'x' }, retry: () => {} };
    const { container } = render(<DatabaseGate>innhold</DatabaseGate>);
    expect(container).toBeEmptyDOMElement();
  });
});
