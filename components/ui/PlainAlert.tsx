import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './PlainAlert.module.css';
import { ALERT_ICON_PATHS, CLOSE_ICON_PATH, type AlertSeverity } from './alertIcons';

export type { AlertSeverity } from './alertIcons';

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
  /** MUI's filled variant: the strong colour as the background (a ship sunk). */
  filled?: boolean;
  /** Without the severity's icon (MUI's `icon={false}`): a status line that is read, not a warning. */
  icon?: boolean;
  /** Extra class for the box (its spacing or weight where it stands). */
  className?: string;
  testId?: string;
};

/**
 * A message box with plain elements, drawn like MUI's standard Alert (PlainAlert.module.css):
 * for the statuses of a live screen's first commit, which must not wait for MUI's code.
 */
export default function PlainAlert({ severity, children, action, onClose, role = 'alert', spaced, filled, icon = true, className, testId }: Props) {
  const classes = [styles.alert, styles[severity], spaced ? styles.spaced : '', filled ? styles.filled : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes} data-testid={testId}>
      {icon ? <div className={styles.icon}>{ICONS[severity]}</div> : null}
      <div className={styles.message}>{children}</div>
      {action || onClose ? (
        <div className={styles.action}>
          {action}
          {onClose ? (
            <button type="button" className={styles.close} aria-label="Lukk" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden>
                <path d={CLOSE_ICON_PATH} />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The action of a PlainAlert that does something here. */
export function PlainAlertButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={disabled}>
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

const ICONS: Record<AlertSeverity, ReactNode> = {
  error: <AlertIcon severity="error" />,
  warning: <AlertIcon severity="warning" />,
  info: <AlertIcon severity="info" />,
  success: <AlertIcon severity="success" />,
};

function AlertIcon({ severity }: { severity: AlertSeverity }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d={ALERT_ICON_PATHS[severity]} />
    </svg>
  );
}
