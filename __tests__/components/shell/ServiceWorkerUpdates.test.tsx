/**
 * The service worker is registered once the page has settled, and never while the phone is
 * offline: fetching /sw.js without network only fails, and Chromium logs that as an error.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

const register = jest.fn(() => Promise.resolve(undefined));
const messageSkipWaiting = jest.fn();
let resolveImport: () => void = () => {};
// The last Workbox made: the test fires its events.
const workbox: { listeners: Record<string, Array<() => void>> } = { listeners: {} };
jest.mock('workbox-window', () => ({
  Workbox: class {
    constructor() {
      workbox.listeners = {};
    }
    addEventListener(type: string, listener: () => void) {
      (workbox.listeners[type] ??= []).push(listener);
    }
    register = register;
    update = () => Promise.resolve();
    messageSW = () => Promise.resolve();
    messageSkipWaiting = messageSkipWaiting;
  },
}));
const reloadPage = jest.fn();
jest.mock('@/lib/browser/reloadPage', () => ({ reloadPage: () => reloadPage() }));
// The page settles at once, and workbox-window arrives when the test says so.
jest.mock('@/lib/browser/afterLoad', () => ({ afterPageSettled: (run: () => void) => (run(), () => undefined) }));
jest.mock('@/lib/browser/retryImport', () => ({
  retryImport: (load: () => Promise<unknown>) => new Promise((resolve) => (resolveImport = () => resolve(load()))),
}));

import ServiceWorkerUpdates, { NEW_VERSION_TEXT, TAKE_OVER_WAIT_MS } from '@/components/shell/ServiceWorkerUpdates';

const fire = (type: string) => act(() => workbox.listeners[type]?.forEach((listener) => listener()));

/** The page with a new version waiting and offered; `waitingNow` is what the registration says at the tap. */
async function offered(waitingNow: boolean | 'no answer') {
  const registration = waitingNow === 'no answer' ? new Promise(() => {}) : Promise.resolve({ waiting: waitingNow ? {} : null });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => registration },
  });
  const page = render(<ServiceWorkerUpdates />);
  await act(async () => resolveImport());
  fire('waiting');
  return page;
}

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

  describe('«Ny versjon – last inn på nytt»', () => {
    beforeEach(() => {
      messageSkipWaiting.mockClear();
      reloadPage.mockClear();
    });

    it('lets the waiting version take over, then reloads once under it', async () => {
      const { unmount } = await offered(true);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT })));
      expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(reloadPage).not.toHaveBeenCalled();
      fire('controlling');
      expect(reloadPage).toHaveBeenCalledTimes(1);
      unmount();
    });

    it('reloads at once when the new version has already taken over (another tab asked for it)', async () => {
      const { unmount } = await offered(false);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT })));
      expect(messageSkipWaiting).not.toHaveBeenCalled();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      unmount();
    });

    it('reloads anyway when the take-over does not come, never twice', async () => {
      jest.useFakeTimers();
      try {
        const { unmount } = await offered(true);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT })));
        act(() => jest.advanceTimersByTime(TAKE_OVER_WAIT_MS - 1));
        expect(reloadPage).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(1));
        expect(reloadPage).toHaveBeenCalledTimes(1);
        fire('controlling');
        expect(reloadPage).toHaveBeenCalledTimes(1);
        unmount();
      } finally {
        jest.useRealTimers();
      }
    });

    it('reloads after the wait even when the browser never says which version is waiting', async () => {
      jest.useFakeTimers();
      try {
        const { unmount } = await offered('no answer');
        await act(async () => fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT })));
        expect(reloadPage).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(TAKE_OVER_WAIT_MS));
        expect(reloadPage).toHaveBeenCalledTimes(1);
        unmount();
      } finally {
        jest.useRealTimers();
      }
    });
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

  it('registers again when the network is back if it went away while /sw.js was being fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockImplementationOnce(() => {
      setOnline(false);
      return Promise.reject(new TypeError('An unknown error occurred when fetching the script.'));
    });
    const { unmount } = render(<ServiceWorkerUpdates />);
    await act(async () => resolveImport());
    expect(register).toHaveBeenCalledTimes(1);
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(register).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    unmount();
  });

  it('registers again when the phone comes back online if /sw.js failed before the phone knew it was offline', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockImplementationOnce(() => Promise.reject(new TypeError('An unknown error occurred when fetching the script.')));
    const { unmount } = render(<ServiceWorkerUpdates />);
    await act(async () => resolveImport());
    expect(warn).toHaveBeenCalledWith('Could not register the service worker', expect.any(TypeError));
    expect(register).toHaveBeenCalledTimes(1);
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(register).toHaveBeenCalledTimes(2);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(register).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    unmount();
  });

});
