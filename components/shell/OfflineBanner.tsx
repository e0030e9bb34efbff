'use client';
import { useSyncExternalStore } from 'react';
import { getConnectivity, getServerConnectivity, subscribeConnectivity } from '@/lib/browser/connectivity';
import styles from './OfflineBanner.module.css';

export const OFFLINE_TEXT = 'Du er uten nett. Det du gjør lagres når nettet er tilbake.';

/**
 * A calm line under the nav bar while the phone has no network. Part of every page's first
 * load (it must show when no chunk can be fetched); it leaves by itself when the network is back.
 */
export default function OfflineBanner() {
  const { browserOnline } = useSyncExternalStore(subscribeConnectivity, getConnectivity, getServerConnectivity);
  if (browserOnline) return null;
  return (
    <div role="status" className={styles.banner}>
      {OFFLINE_TEXT}
    </div>
  );
}
