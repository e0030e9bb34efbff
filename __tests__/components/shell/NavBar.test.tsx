import { render, screen } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };
jest.mock('@/components/firebase/SessionProvider', () => ({ useSession: () => session }));
jest.mock('next/navigation', () => ({ usePathname: () => '/proost/' }));

import NavBar from '@/components/shell/NavBar';

describe('NavBar', () => {
  // Each test starts signed out-and-loading, whatever order Jest runs them in.
  beforeEach(() => {
    session = { status: 'loading' };
  });

  it('has the brand link, Hjem and Proost with a beta badge', () => {
    render(<NavBar />);
    expect(screen.getByRole('link', { name: 'Portalen' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/');
    const proost = screen.getByRole('link', { name: /Proost/ });
    expect(proost).toHaveTextContent('beta');
    expect(proost).toHaveAttribute('aria-current', 'page');
  });

  it('shows a placeholder while signing in and the uid once signed in', () => {
    const { rerender } = render(<NavBar />);
    expect(screen.queryByTestId('user-id')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Logger inn')).toBeInTheDocument();

    session = { status: 'ready', uid: 'u1DXk3ZjPq9', firebase: {} as never };
    rerender(<NavBar />);
    expect(screen.getByTestId('user-id')).toHaveTextContent('u1DXk3ZjPq9');
  });

  it('says the visitor is not signed in when sign-in failed', () => {
    session = { status: 'error', error: { kind: 'auth', message: 'x' }, retry: () => {} };
    render(<NavBar />);
    expect(screen.getByText('ikke innlogget')).toBeInTheDocument();
  });
});
