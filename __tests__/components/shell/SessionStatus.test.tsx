import { fireEvent, render, screen } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };
jest.mock('@/components/firebase/SessionProvider', () => ({ useSession: () => session }));

import SessionStatus from '@/components/shell/SessionStatus';

describe('SessionStatus', () => {
  it('shows nothing while signing in', () => {
    session = { status: 'loading' };
    const { container } = render(<SessionStatus />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the sign-in error in Norwegian with a retry button that retries', () => {
    const retry = jest.fn();
    session = {
      status: 'error',
      error: { kind: 'auth', message: 'Får ikke kontakt med innloggingstjenesten. Sjekk nettet og prøv igjen.' },
      retry,
    };
    render(<SessionStatus />);
    expect(screen.getByRole('alert')).toHaveTextContent('Får ikke kontakt med innloggingstjenesten');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
