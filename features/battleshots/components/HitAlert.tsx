'use client';
import { useEffect } from 'react';
import { sunkText } from '@/features/battleshots/lib/shots';
import type { ShipIndex } from '@/features/battleshots/lib/fleet';
import buttons from '@/components/ui/PlainButtons.module.css';
import Icon from './icons';
import styles from './PlayerGame.module.css';
import type { HitAlertState } from './useDefender';

/** How long the alert stays before it gets out of the way by itself. */
const SHOW_MS = 4000;

/** A hit, shown big on the defender's phone: time to drink. A tap closes it. */
export default function HitAlert({ alert, onClose }: { alert: HitAlertState; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOW_MS);
    return () => clearTimeout(timer);
  }, [alert.key, onClose]);
  const sunk = alert.sunk !== null;
  return (
    <div role="alert" data-testid="hit-alert" onClick={onClose} className={sunk ? `${styles.hit} ${styles.sunk}` : styles.hit}>
      <p className={styles.hitTitle}>{sunk ? 'SENKET!' : 'TREFF!'}</p>
      <p className={styles.hitDrink}>
        <Icon name="drink" />
        Drikk!
      </p>
      <p className={styles.hitText}>
        {alert.shooterName} traff {alert.cell}.{sunk ? ` ${sunkText(alert.sunk as ShipIndex)}` : ''}
      </p>
      <button type="button" className={`${buttons.outlined} ${styles.inherit}`} onClick={onClose}>
        Skål, lukk
      </button>
    </div>
  );
}
