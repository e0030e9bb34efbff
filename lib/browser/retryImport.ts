// Code split into chunks is fetched while the page is in use: after it has settled, or when a
// part of it is opened. At a party the network drops for seconds at a time, and a chunk that
// fails once would otherwise take the page down for good. Every lazily loaded part goes through
// `retryImport` (components use `lazyPart`, which builds on it).

/** Waits between attempts while the browser thinks it is online; a fall back online retries at once. */
export const RETRY_DELAYS_MS = [500, 1500, 4000, 8000];

/** A chunk (or other lazily loaded code) that could not be loaded after every attempt. */
export class LoadFailedError extends Error {
  constructor(readonly cause: unknown) {
    super(`Could not load a part of the page: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'LoadFailedError';
  }
}

export type RetryEnvironment = {
  /** navigator.onLine: while offline, an attempt waits for the network instead of failing early. */
  isOnline: () => boolean;
  /** Subscribes to the browser's `online` event; returns the unsubscribe. */
  onOnline: (listener: () => void) => () => void;
  /** A pause of `ms`, or until cancelled when `ms` is null. */
  wait: (ms: number | null) => { promise: Promise<void>; cancel: () => void };
};

export function browserEnvironment(): RetryEnvironment {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    onOnline: (listener) => {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    wait: (ms) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let resolve: () => void = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
        if (ms !== null) timer = setTimeout(done, ms);
      });
      return {
        promise,
        cancel: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    },
  };
}

/**
 * Resolves when the network comes back or, if the browser believes it is online, after
 * `delayMs` (a captive Wi-Fi or a server hiccup leaves navigator.onLine true).
 */
function nextChance(env: RetryEnvironment, delayMs: number): Promise<void> {
  const timer = env.wait(env.isOnline() ? delayMs : null);
  const stop = env.onOnline(() => timer.cancel());
  return timer.promise.finally(stop);
}

/**
 * `load()` again and again until it succeeds: after each failure it waits for the next chance
 * (the `online` event, or the next back-off step). While the browser is offline, waiting does
 * not use up attempts, so a phone in the kitchen for a minute still gets its part when it is
 * back. After the last back-off step it rejects with LoadFailedError, for a «Prøv igjen».
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  env: RetryEnvironment = browserEnvironment(),
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  let failures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!env.isOnline()) {
        await nextChance(env, 0);
        continue;
      }
      if (failures >= delaysMs.length) throw new LoadFailedError(error);
      await nextChance(env, delaysMs[failures]);
      failures += 1;
    }
  }
}

/**
 * One shared attempt per loader: a part rendered twice, or preloaded and then rendered, fetches
 * once. A failed attempt is forgotten so the next call (a «Prøv igjen») starts afresh.
 */
export function cachedRetryImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= retryImport(load).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
