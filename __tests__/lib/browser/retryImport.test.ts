import { cachedRetryImport, LoadFailedError, retryImport, type RetryEnvironment } from '@/lib/browser/retryImport';

/** A browser whose network the test switches, with waits that end only when the test says so. */
function fakeBrowser(online = true) {
  const listeners = new Set<() => void>();
  const waits: Array<{ ms: number | null; end: () => void }> = [];
  const env: RetryEnvironment = {
    isOnline: () => online,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wait: (ms) => {
      let end: () => void = () => {};
      const promise = new Promise<void>((resolve) => {
        end = resolve;
      });
      waits.push({ ms, end });
      return { promise, cancel: end };
    },
  };
  return {
    env,
    waits,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      listeners.forEach((listener) => listener());
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });

describe('retryImport', () => {
  it('fails while offline, then loads as soon as the browser is back online', async () => {
    const browser = fakeBrowser(false);
    let networkUp = false;
    const load = jest.fn(async () => {
      if (!networkUp) throw chunkError();
      return { default: 'part' };
    });
    const result = retryImport(load, browser.env);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // Offline: it waits for the network without a timer, however long that takes.
    expect(browser.waits).toEqual([expect.objectContaining({ ms: null })]);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    networkUp = true;
    browser.goOnline();
    await expect(result).resolves.toEqual({ default: 'part' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('backs off while online and gives up with LoadFailedError after the last step', async () => {
    const browser = fakeBrowser(true);
    const load = jest.fn(async () => {
      throw chunkError();
    });
    const result = retryImport(load, browser.env, [10, 20]);
    const settled = result.catch((error: unknown) => error);
    for (let step = 0; step < 2; step += 1) {
      await flush();
      browser.waits[step].end();
    }
    const error = await settled;
    expect(error).toBeInstanceOf(LoadFailedError);
    expect((error as LoadFailedError).cause).toEqual(expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(load).toHaveBeenCalledTimes(3);
    expect(browser.waits.map((wait) => wait.ms)).toEqual([10, 20]);
  });

  it('does not use up its attempts while the phone is offline', async () => {
    const browser = fakeBrowser(true);
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls < 6) throw chunkError();
      return 'ok';
    });
    const result = retryImport(load, browser.env, [10]);
    await flush();
    browser.goOffline();
    browser.waits[0].end(); // the one back-off step; the next failures happen offline
    for (let i = 0; i < 4; i += 1) {
      await flush();
      browser.goOnline();
      browser.goOffline();
    }
    browser.goOnline();
    await expect(result).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('an online event cuts a back-off short', async () => {
    const browser = fakeBrowser(true);
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('ok');
    const result = retryImport(load, browser.env, [60_000]);
    await flush();
    expect(browser.waits).toHaveLength(1);
    browser.goOnline();
    await expect(result).resolves.toBe('ok');
  });
});

describe('cachedRetryImport', () => {
  it('shares one attempt, and starts afresh after a final failure', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw chunkError();
      return 'part';
    });
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    jest.useFakeTimers();
    try {
      const cached = cachedRetryImport(load);
      const first = cached();
      expect(cached()).toBe(first);
      const failed = first.catch((error: unknown) => error);
      await jest.runAllTimersAsync();
      expect(await failed).toBeInstanceOf(LoadFailedError);

      fail = false;
      const second = cached();
      expect(second).not.toBe(first);
      await expect(second).resolves.toBe('part');
    } finally {
      jest.useRealTimers();
      onLine.mockRestore();
    }
  });
});
