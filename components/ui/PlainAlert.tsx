import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './PlainAlert.module.css';

export type AlertSeverity = 'error' | 'warning' | 'info';

type Props = {
  severity: AlertSeverity;
  children: ReactNode;
  /** A button or link on the right («Prøv igjen», «Til lobbyen»): PlainAlertButton, PlainAlertLink. */
  action?: ReactNode;
  /** Shows a close button («Lukk») that calls this. */
  onClose?: () => void;
  /** 'alert' (the default) is read out at once; 'status' waits for a pause. */
  role?: 'alert' | 'status';
  /** Twice the usual space above and below: a message standing in for a whole screen. */
  spaced?: boolean;
  testId?: string;
};

/**
 * A message box with plain elements, drawn like MUI's standard Alert (PlainAlert.module.css):
 * for the statuses of a live screen's first commit, which must not wait for MUI's code.
 */
export default function PlainAlert({ severity, children, action, onClose, role = 'alert', spaced, testId }: Props) {
  return (
    <div role={role} className={`${styles.alert} ${styles[severity]}${spaced ? ` ${styles.spaced}` : ''}`} data-testid={testId}>
      <div className={styles.icon}>{ICONS[severity]}</div>
      <div className={styles.message}>{children}</div>
      {action || onClose ? (
        <div className={styles.action}>
          {action}
          {onClose ? (
            <button type="button" className={styles.close} aria-label="Lukk" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden>
                <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The action of a PlainAlert that does something here. */
export function PlainAlertButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {children}
    </button>
  );
}

/** The action of a PlainAlert that goes somewhere else. */
export function PlainAlertLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...rest} href={href} className={styles.button}>
      {children}
    </a>
  );
}

// Drawn for this portal on a 24-unit grid: a ring with a mark, a triangle with a mark, a ring with an i.
const ICONS: Record<AlertSeverity, ReactNode> = {
  error: (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v7h-2V7zm0 9h2v2h-2v-2z" />
    </svg>
  ),
  warning: (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M12 2 23 21H1L12 2zm0 4L4.5 19h15L12 6zm-1 4h2v5h-2v-5zm0 6h2v2h-2v-2z" />
    </svg>
  ),
  info: (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 6h2v7h-2v-7zm0-4h2v2h-2V6z" />
    </svg>
  ),
};
