import { fireEvent, screen } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/proost/', useRouter: () => ({ prefetch }) }));

import NavBar from '@/components/shell/NavBar';
import { MANIFESTS } from '@/features';
import { navLinks } from '@/lib/routes/manifest';
import { renderScreen } from '../support/screen';

// The links the root layout passes (app/layout.tsx).
const NAV_LINKS = navLinks(MANIFESTS);

describe('NavBar', () => {
  // Each test starts signed out-and-loading, whatever order Jest runs them in.
  beforeEach(() => {
    session = { status: 'loading' };
  });

  it('has the brand link, Hjem and Proost with a beta badge', () => {
    renderScreen(<NavBar links={NAV_LINKS} />, { session });
    expect(screen.getByRole('link', { name: 'Portalen' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/');
    const proost = screen.getByRole('link', { name: /Proost/ });
    expect(proost).toHaveTextContent('beta');
    expect(proost).toHaveAttribute('aria-current', 'page');
  });

  it('links every game with rooms at its lobby, from the registry', () => {
    renderScreen(<NavBar links={NAV_LINKS} />, { session });
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    // next/link drops the trailing slash outside the export's config.
    const links = [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href')?.replace(/(.)\/$/, '$1'), a.textContent?.replace('beta', '')]);
    expect(links).toEqual(expect.arrayContaining([['/', 'Hjem'], ['/proost', 'Proost'], ['/cah', 'Cah'], ['/battleshots', 'Battleshots']]));
    expect(links[0]).toEqual(['/', 'Hjem']);
  });

  it('shows a placeholder while signing in and the uid once signed in', () => {
    const { rerender } = renderScreen(<NavBar links={NAV_LINKS} />, { session });
    expect(screen.queryByTestId('user-id')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Logger inn')).toBeInTheDocument();

    session = { status: 'ready', uid: 'u1DXk3ZjPq9', firebase: {} as never };
    rerender(<NavBar links={NAV_LINKS} />, { session });
    expect(screen.getByTestId('user-id')).toHaveTextContent('u1DXk3ZjPq9');
  });

  it('says the visitor is not signed in when sign-in failed', () => {
    session = { status: 'error', error: { kind: 'auth', message: 'x' }, retry: () => {} };
    renderScreen(<NavBar links={NAV_LINKS} />, { session });
    expect(screen.getByText('ikke innlogget')).toBeInTheDocument();
  });

  it('fetches a route when a finger or pointer goes to its link, not before', () => {
    prefetch.mockClear();
    renderScreen(<NavBar links={NAV_LINKS} />, { session });
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('link', { name: /Proost/ }));
    expect(prefetch).toHaveBeenCalledWith('/proost/');
    fireEvent.focus(screen.getByRole('link', { name: 'Hjem' }));
    expect(prefetch).toHaveBeenCalledWith('/');
  });
});
