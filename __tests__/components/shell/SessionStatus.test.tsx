import { act, fireEvent, screen } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';

let session: Session = { status: 'loading' };

// What the layout renders: the lazy wrapper decides when the messages (and the SDK) load.
import SessionStatus from '@/components/shell/LazySessionStatus';
import { BACKGROUND_DELAY_MS } from '@/lib/browser/afterLoad';
import { flush, renderScreen } from '../support/screen';

describe('SessionStatus', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('shows nothing while signing in', () => {
    session = { status: 'loading' };
    const { container } = renderScreen(<SessionStatus />, { session });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the sign-in error in Norwegian with a retry button that retries', async () => {
    const retry = jest.fn();
    session = {
      status: 'error',
      error: { kind: 'auth', message: 'Får ikke kontakt med innloggingstjenesten. Sjekk nettet og prøv igjen.' },
      retry,
    };
    renderScreen(<SessionStatus />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Får ikke kontakt med innloggingstjenesten');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('asks for the database SDK only after the page has loaded, not while it loads', async () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const database = jest.fn(() => new Promise<never>(() => {}));
    session = { status: 'ready', uid: 'u1', firebase: { database } as never };
    const { container } = renderScreen(<SessionStatus />, { session });
    act(() => jest.advanceTimersByTime(5000));
    await flush();
    expect(database).not.toHaveBeenCalled();

    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
    });
    await flush();
    // Right after load a cheap phone is still hydrating and signing in: not yet.
    expect(database).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(BACKGROUND_DELAY_MS));
    await flush();
    expect(database).toHaveBeenCalledTimes(1);
    // Nothing to say yet: no empty frame that would push the page down.
    expect(container).toBeEmptyDOMElement();
  });
});
