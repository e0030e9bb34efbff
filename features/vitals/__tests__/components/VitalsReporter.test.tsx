import { act } from '@testing-library/react';
import type { Session } from '@/components/firebase/SessionProvider';
import { BACKGROUND_DELAY_MS } from '@/lib/browser/afterLoad';
import type { VitalsReport } from '@/features/vitals/lib/report';

let session: Session = { status: 'loading' };

const collectVitals = jest.fn();
jest.mock('@/features/vitals/components/collectVitals', () => ({ collectVitals: (send: unknown) => collectVitals(send) }));
const sendReport = jest.fn<Promise<void>, unknown[]>(() => Promise.resolve());
jest.mock('@/features/vitals/lib/send', () => ({ sendReport: (...args: unknown[]) => sendReport(...args) }));

import VitalsReporter from '@/features/vitals/components/VitalsReporter';
import { flush, renderScreen } from '@/__tests__/components/support/screen';

const LCP: VitalsReport = { route: '/menu/', name: 'LCP', value: 1800, rating: 'good', device: 'low' };
const TTFB: VitalsReport = { route: '/menu/', name: 'TTFB', value: 90, rating: 'good', device: 'low' };

describe('VitalsReporter', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    collectVitals.mockReset();
    sendReport.mockClear();
  });

  it('starts collecting only after the page has loaded', async () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    session = { status: 'loading' };
    renderScreen(<VitalsReporter />, { session });
    act(() => jest.advanceTimersByTime(5000));
    await flush();
    expect(collectVitals).not.toHaveBeenCalled();

    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
    });
    await flush();
    // A cheap phone is still busy right after load: collection waits a little longer.
    expect(collectVitals).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(BACKGROUND_DELAY_MS);
    });
    await flush();
    expect(collectVitals).toHaveBeenCalledTimes(1);
  });

  it('keeps reports until the visitor is signed in and the page has settled again, then stores each once', async () => {
    let send: (report: VitalsReport) => void = () => {};
    collectVitals.mockImplementation((fn) => {
      send = fn;
    });
    const db = { name: 'db' };
    const database = jest.fn(() => Promise.resolve(db));
    session = { status: 'loading' };
    jest.useFakeTimers();
    const { rerender } = renderScreen(<VitalsReporter />, { session });
    act(() => jest.advanceTimersByTime(BACKGROUND_DELAY_MS + 500));
    await flush();
    expect(collectVitals).toHaveBeenCalledTimes(1);
    act(() => send(TTFB));
    await flush();
    expect(sendReport).not.toHaveBeenCalled();

    session = { status: 'ready', uid: 'u1', firebase: { database } as never };
    rerender(<VitalsReporter />, { session });
    await flush();
    // Sign-in just finished: the database SDK waits for the next quiet moment.
    expect(database).not.toHaveBeenCalled();
    expect(sendReport).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(BACKGROUND_DELAY_MS + 500));
    await flush();
    expect(sendReport).toHaveBeenCalledTimes(1);
    expect(sendReport).toHaveBeenCalledWith(db, 'u1', TTFB);

    act(() => send(LCP));
    await flush();
    expect(sendReport).toHaveBeenCalledTimes(2);
    expect(sendReport).toHaveBeenLastCalledWith(db, 'u1', LCP);
  });
});
