import { escapeMarkup } from '@/components/rooms/earlyField';
import styles from './PlainAlert.module.css';
import { ALERT_ICON_PATHS, type AlertSeverity } from './alertIcons';

/**
 * PlainAlert's markup for a message of plain text, as a string: for a notice a room's first paint
 * shows before React (docs/rooms.md "How a room page loads", step 3), made when the page is built.
 * The live screen renders PlainAlert in its place, so the two must match
 * (__tests__/components/ui/plainAlertMarkup.test.tsx).
 */
export function plainAlertMarkup(severity: AlertSeverity, text: string, role: 'alert' | 'status' = 'alert'): string {
  return (
    `<div role="${role}" class="${styles.alert} ${styles[severity]}">` +
    `<div class="${styles.icon}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${ALERT_ICON_PATHS[severity]}"></path></svg></div>` +
    `<div class="${styles.message}">${escapeMarkup(text)}</div></div>`
  );
}
