import type { TableCard as TableCardValue } from '@/features/cah/lib/room';
import styles from './TableCard.module.css';

// Texts of the card; the inline painter is generated from this component (features/cah/paint.tsx).
export const TABLE_CARD_LABEL = 'Det svarte kortet';
export const CZAR_SELF_TEXT = 'deg';
export const CZAR_UNKNOWN_TEXT = 'ukjent';
export const PICK_ONE_TEXT = 'Velg 1 kort';
export const PICK_TWO_TEXT = 'Velg 2 kort';

type TableCardProps = {
  card: TableCardValue;
  /** The visitor's uid, once known: the czar reads «deg» for their own name. */
  uid?: string;
};

/**
 * The black card on the table, as everyone in the room sees it, drawn from a value alone: the
 * first paint from the REST snapshot and the live room render this same element.
 */
export default function TableCard({ card, uid }: TableCardProps) {
  if (card.kind === 'note') {
    return (
      <section className={styles.card} aria-label={TABLE_CARD_LABEL} data-testid="black-card">
        <p className={styles.info} />
        <p className={`${styles.text} ${styles.note}`} data-room-card>
          {card.text}
        </p>
        <p className={styles.pick} />
      </section>
    );
  }
  const czar = card.czar === uid ? CZAR_SELF_TEXT : (card.czarName ?? CZAR_UNKNOWN_TEXT);
  return (
    <section className={styles.card} aria-label={TABLE_CARD_LABEL} data-testid="black-card">
      <p className={styles.info} data-testid="round-info">
        Runde {card.round} · Kortkonge: {czar}
      </p>
      <p className={styles.text} data-room-card>
        {card.parts.map((part, i) =>
          'gap' in part ? (
            <span key={i} className={part.answer ? styles.answer : styles.gap}>
              {part.answer ?? '\u00a0'}
            </span>
          ) : (
            part.text
          ),
        )}
      </p>
      {card.trailing ? <p className={styles.trailing}>{card.trailing}</p> : null}
      <p className={styles.pick}>{card.pick === 2 ? PICK_TWO_TEXT : PICK_ONE_TEXT}</p>
    </section>
  );
}
