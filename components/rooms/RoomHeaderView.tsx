import type { ReactNode } from 'react';
import { HashIcon, QrIcon } from './roomIcons';
import styles from './RoomHeaderView.module.css';

type RoomHeaderViewProps = {
  /** The room's name; its code where it has none. */
  name: string;
  code: string;
  /** «Laget av …» once the lobby entry is known (the line keeps its height until then). */
  byline?: string | null;
  /** The invite button (a placeholder of the same size while the live part loads). */
  action?: ReactNode;
  /** More facts beside the code: the password, the phones in the room. */
  facts?: ReactNode;
  children?: ReactNode;
};

/**
 * The top of every room screen, drawn from props alone: the first paint from the room's REST
 * snapshot and the live header render this same box, so the hand-over moves nothing.
 */
export default function RoomHeaderView({ name, code, byline, action, facts, children }: RoomHeaderViewProps) {
  return (
    <header className={styles.header} data-testid="room-header">
      <div className={styles.top}>
        <div className={styles.titles}>
          <h2 className={styles.name}>{name || code}</h2>
          <p className={styles.byline}>{byline}</p>
        </div>
        <div className={styles.action}>{action}</div>
      </div>
      <div className={styles.facts}>
        <RoomFact icon={<HashIcon />} label="Kode" testId="room-code" code>
          {code}
        </RoomFact>
        {facts}
      </div>
      {children}
    </header>
  );
}

type RoomFactProps = { icon: ReactNode; label?: string; testId: string; code?: boolean; children: ReactNode };

/** One fact in the header's row: an icon, an optional label and the value in bold. */
export function RoomFact({ icon, label, testId, code, children }: RoomFactProps) {
  return (
    <p className={styles.fact}>
      {icon}
      <span data-testid={testId}>
        {label ? `${label}: ` : null}
        <strong className={code ? styles.code : styles.value}>{children}</strong>
      </span>
    </p>
  );
}

/** «Inviter» as a plain button; disabled until the live part can open the dialog. */
export function InviteButtonView({ onOpen, onPrepare, disabled }: { onOpen?: () => void; onPrepare?: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.invite} onClick={onOpen} onPointerDown={onPrepare} onFocus={onPrepare} disabled={disabled}>
      <QrIcon />
      Inviter
    </button>
  );
}
