'use client';
import { useSyncExternalStore } from 'react';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';
import { useCoveredByFirstPaint } from './firstPaintCover';
import styles from './Loading.module.css';

export const WAITING_FOR_NETWORK_TEXT = 'Venter på nett …';

/** A spinner with a label; without network it says what it is waiting for instead. */
export default function Loading({ label = 'Laster …' }: { label?: string }) {
  const { browserOnline } = useSyncExternalStore(subscribeConnectivity, getConnectivity, getServerConnectivity);
  const covered = useCoveredByFirstPaint();
  if (covered) return null;
  return (
    <div role="status" aria-live="polite" className={styles.box}>
      <span className={styles.spinner} aria-hidden />
      <p className={styles.label}>{browserOnline ? label : WAITING_FOR_NETWORK_TEXT}</p>
    </div>
  );
}
