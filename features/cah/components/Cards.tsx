'use client';
import type { ReactNode } from 'react';
import { CHECK_CIRCLE_ICON_PATH } from '@/components/ui/alertIcons';
import styles from './Cards.module.css';

type WhiteCardProps = {
  text: string;
  selected?: boolean;
  /** 1 or 2 when several cards are chosen, so the order is clear. */
  order?: number;
  note?: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
};

/**
 * A white card, drawn with plain elements (Cards.module.css): a seated player's hand is the first
 * thing they wait for after «Bli med», and it must not wait for MUI's code (docs/rooms.md, step 5).
 */
export function WhiteCard({ text, selected, order, note, onClick, disabled, testId = 'white-card' }: WhiteCardProps) {
  // A chosen card is filled, raised and ticked, not just outlined (docs/cah.md «Playing a card»).
  const body = (
    <>
      {selected ? (
        <svg className={styles.check} data-testid="card-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CHECK_CIRCLE_ICON_PATH} />
        </svg>
      ) : null}
      {/* Half a phone's width: a long compound word («Reservenøkkelen») is hyphenated where the
          phone knows Norwegian (the page is lang="nb"), and broken anywhere only where it does not. */}
      <span className={styles.text} data-testid="card-text">
        {text}
      </span>
      {note || order ? (
        <span className={styles.note}>
          {order ? `${order}.` : null} {note}
        </span>
      ) : null}
    </>
  );
  const className = selected ? `${styles.card} ${styles.selected}` : styles.card;
  if (!onClick) {
    return (
      <div className={className} data-testid={testId}>
        {body}
      </div>
    );
  }
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={className} data-testid={testId} aria-pressed={selected}>
      {body}
    </button>
  );
}

/** Two columns of cards on a phone. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="group" aria-label={label} className={styles.grid}>
      {children}
    </div>
  );
}
