// Work that is not worth slowing the first paint or the first tap for (the database SDK for the
// shell's banners, field-data reporting) waits for the window's `load` event and then an idle
// moment of the main thread.

/** Runs `run` once the window has loaded and the main thread is idle; returns a canceller. */
export function afterLoadAndIdle(run: () => void, idleTimeoutMs = 2000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    } else {
      timer = setTimeout(run, 200);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
