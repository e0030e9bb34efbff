'use client';
import { useEffect, useState } from 'react';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { BACKGROUND_DOWNLOAD_DELAY_MS, connectionOf, mayDownloadInBackground } from '@/lib/browser/backgroundDownload';
import { reloadPage } from '@/lib/browser/reloadPage';
import { retryImport } from '@/lib/browser/retryImport';
import styles from './ServiceWorkerUpdates.module.css';

export const NEW_VERSION_TEXT = 'Ny versjon – last inn på nytt';
/** How long a tap waits for the new version to take over before it reloads anyway. */
export const TAKE_OVER_WAIT_MS = 5000;

type Workbox = import('workbox-window').Workbox;
type WorkboxClass = typeof import('workbox-window').Workbox;

/**
 * Registers the service worker (out/sw.js, built by scripts/build-sw.mjs) once the page has
 * settled, and offers a new deploy instead of mixing it in: the new worker waits until the
 * visitor taps the button, then the page reloads under it. Checks for a new deploy whenever the
 * phone comes back online or back into view. Only in the exported build (`next dev` has no sw.js).
 * On an unmetered connection it asks the worker, a minute later and when the page is idle, for the
 * apps not opened yet (docs/offline.md, "What a first visit downloads").
 */
export default function ServiceWorkerUpdates() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let stopChecks = () => {};
    let backgroundTimer: ReturnType<typeof setTimeout> | undefined;
    const downloadTheRest = (workbox: Workbox) => {
      if (!mayDownloadInBackground(connectionOf(navigator))) return;
      const ask = () => {
        if (!cancelled && mayDownloadInBackground(connectionOf(navigator))) void workbox.messageSW({ type: 'DOWNLOAD_ALL_APPS' }).catch(() => undefined);
      };
      backgroundTimer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 10_000 });
        else ask();
      }, BACKGROUND_DOWNLOAD_DELAY_MS);
    };
    // Registering or checking fetches /sw.js: without network that only fails (Chromium logs it as
    // an error). A page offline when it would register waits for the network; a registration that
    // failed (the network went while /sw.js was fetched, often before the phone itself noticed) is
    // made again, with a new Workbox, the next time the phone comes online.
    let registerWhenOnline = () => {};
    const registerOnline = (Workbox: WorkboxClass) => {
      registerWhenOnline = () => register(Workbox);
      window.addEventListener('online', registerWhenOnline, { once: true });
    };
    const register = (Workbox: WorkboxClass) => {
      if (cancelled) return;
      if (navigator.onLine === false) return registerOnline(Workbox);
      stopChecks();
      const workbox = new Workbox('/sw.js');
      workbox.addEventListener('waiting', () => setWaiting(workbox));
      const check = () => {
        if (document.visibilityState === 'visible' && navigator.onLine !== false) void workbox.update().catch(() => undefined);
      };
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', check);
      stopChecks = () => {
        window.removeEventListener('online', check);
        document.removeEventListener('visibilitychange', check);
      };
      workbox.register().then(
        () => downloadTheRest(workbox),
        (error: unknown) => {
          if (cancelled) return;
          if (navigator.onLine !== false) warn(error);
          registerOnline(Workbox);
        },
      );
    };
    const warn = (error: unknown) => console.warn('Could not register the service worker', error);
    const start = () => {
      retryImport(() => import('workbox-window'))
        .then(({ Workbox }) => register(Workbox), warn);
    };
    const stopWaiting = afterPageSettled(() => {
      if (navigator.onLine === false) window.addEventListener('online', start, { once: true });
      else start();
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stopChecks();
      clearTimeout(backgroundTimer);
      window.removeEventListener('online', start);
      window.removeEventListener('online', registerWhenOnline);
    };
  }, []);

  if (!waiting) return null;
  // The tap always ends in a reload: under the new version once it has taken over; at once when it
  // already has (another tab of the portal took it); and after a wait if the take-over never comes,
  // when the reloaded page offers the waiting version again.
  const update = async () => {
    let reloaded = false;
    const reload = () => {
      if (reloaded) return;
      reloaded = true;
      reloadPage();
    };
    waiting.addEventListener('controlling', reload);
    // Armed before anything is asked of the browser, so that no answer that never comes (the
    // registration lookup included) can leave the tap without its reload.
    setTimeout(reload, TAKE_OVER_WAIT_MS);
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    if (!registration?.waiting) return reload();
    waiting.messageSkipWaiting();
  };
  return (
    <div role="status" className={styles.bar}>
      <button type="button" className={styles.button} onClick={() => void update()}>
        {NEW_VERSION_TEXT}
      </button>
    </div>
  );
}
