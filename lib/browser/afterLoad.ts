// Work that is not worth slowing the first paint or the first tap for (the database SDK for the
// shell's banners, field-data reporting) waits until the page has loaded and the main thread
// has settled. `requestIdleCallback` alone is not enough: it fires in the first short gap
// between hydration tasks, and a cheap phone is busy with those for seconds after `load`.

/** A stretch without long tasks (> 50 ms) that counts as "settled" (the idea behind TTI). */
export const QUIET_WINDOW_MS = 2000;
/** Where the browser cannot report long tasks (Safari, Firefox): a fixed pause after `load`. */
export const BACKGROUND_DELAY_MS = 3000;
/** A page that never settles (an animation, a busy game) still gets its background work. */
export const MAX_WAIT_MS = 15000;

function canObserveLongTasks(): boolean {
  return typeof PerformanceObserver !== 'undefined' && !!PerformanceObserver.supportedEntryTypes?.includes('longtask');
}

/** Runs `run` in an idle moment; returns a canceller. */
export function onIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the window has loaded and then the main thread went `QUIET_WINDOW_MS` without
 * a long task (or `BACKGROUND_DELAY_MS` passed, where long tasks cannot be observed), in an idle
 * moment. Returns a canceller.
 */
export function afterPageSettled(run: () => void): () => void {
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let cancelIdle: (() => void) | undefined;
  let started = false;
  const stopWatching = () => {
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    observer?.disconnect();
  };
  const settled = () => {
    stopWatching();
    cancelIdle = onIdle(run);
  };
  const start = () => {
    started = true;
    maxTimer = setTimeout(settled, MAX_WAIT_MS);
    if (canObserveLongTasks()) {
      const restart = () => {
        clearTimeout(quietTimer);
        quietTimer = setTimeout(settled, QUIET_WINDOW_MS);
      };
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'longtask' });
      restart();
    } else {
      quietTimer = setTimeout(settled, BACKGROUND_DELAY_MS);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    if (!started) window.removeEventListener('load', start);
    stopWatching();
    cancelIdle?.();
  };
}
