// Work that is not worth slowing the first paint or the first tap for (the database SDK for the
// shell's banners, field-data reporting) waits for the window's `load` event, a pause and then
// an idle moment of the main thread.

/**
 * How long background work waits after `load`. A cheap phone is still busy hydrating and
 * starting sign-in for a second or two after `load`, and `requestIdleCallback` alone fires in
 * the first gap between those tasks; the pause keeps the background work out of that window.
 */
export const BACKGROUND_DELAY_MS = 3000;

/** Runs `run` once the window has loaded, `delayMs` passed and the main thread is idle; returns a canceller. */
export function afterLoadAndIdle(run: () => void, delayMs = 0, idleTimeoutMs = 2000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    } else {
      timer = setTimeout(run, 200);
    }
  };
  const loaded = () => {
    if (delayMs > 0) timer = setTimeout(idle, delayMs);
    else idle();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
