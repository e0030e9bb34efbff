'use client';
import { useEffect } from 'react';
import styles from './PageFailed.module.css';

export const PAGE_FAILED_TITLE = 'Noe gikk galt på denne siden';
export const PAGE_FAILED_TEXT = 'Det du har lagret er trygt. Prøv igjen – er du uten nett, prøver vi selv når nettet er tilbake.';

/**
 * The last resort when something on a page failed that no boundary closer to it caught. It says
 * so in Norwegian and re-renders the page in place (no reload, so nothing typed elsewhere is
 * lost); back online, it tries by itself. Reloading is the second choice.
 */
export default function PageFailed({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    console.warn('A page failed', error);
  }, [error]);
  useEffect(() => {
    window.addEventListener('online', reset);
    return () => window.removeEventListener('online', reset);
  }, [reset]);
  return (
    <main className={styles.page}>
      <div role="alert" className={styles.box}>
        <h1 className={styles.title}>{PAGE_FAILED_TITLE}</h1>
        <p className={styles.text}>{PAGE_FAILED_TEXT}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={reset}>
            Prøv igjen
          </button>
          <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
            Last inn siden på nytt
          </button>
        </div>
      </div>
    </main>
  );
}
