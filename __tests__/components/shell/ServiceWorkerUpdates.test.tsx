/**
 * The service worker is registered once the page has settled, and never while the phone is
 * offline: fetching /sw.js without network only fails, and Chromium logs that as an error.
 */
import { act, render } from '@testing-library/react';

const register = jest.fn(() => Promise.resolve(undefined));
let resolveImport: () => void = () => {};
jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
    update = () => Promise.resolve();
    messageSW = () => Promise.resolve();
  },
}));
// The page settles at once, and workbox-window arrives when the test says so.
jest.mock('@/lib/browser/afterLoad', () => ({ afterPageSettled: (run: () => void) => (run(), () => undefined) }));
jest.mock('@/lib/browser/retryImport', () => ({
  retryImport: (load: () => Promise<unknown>) => new Promise((resolve) => (resolveImport = () => resolve(load()))),
}));

import ServiceWorkerUpdates from '@/components/shell/ServiceWorkerUpdates';

const env = process.env as Record<string, string | undefined>;
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('ServiceWorkerUpdates', () => {
  const nodeEnv = env.NODE_ENV;
  beforeEach(() => {
    register.mockClear();
    env.NODE_ENV = 'production';
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    setOnline(true);
  });
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
    setOnline(true);
  });

  it('registers once workbox-window is in, while online', async () => {
    const { unmount } = render(<ServiceWorkerUpdates />);
    await act(async () => resolveImport());
    expect(register).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('waits for the network when it went away while workbox-window was being fetched', async () => {
    const { unmount } = render(<ServiceWorkerUpdates />);
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    await act(async () => resolveImport());
    expect(register).not.toHaveBeenCalled();
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(register).toHaveBeenCalledTimes(1);
    unmount();
  });
});
