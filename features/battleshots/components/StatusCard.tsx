import { fillStatusText, STATUS_TEXTS, type RoomStatus } from '@/features/battleshots/lib/room';
import styles from './StatusCard.module.css';

// Texts of the card; the inline painter is generated from this component (features/battleshots/paint.tsx).
export const STATUS_LABEL = 'Status i rommet';
export const SHOTS_LABEL = 'Skudd';

/**
 * Where the room's game stands, as every member sees it (the boards are private and not in it),
 * drawn from a value alone: the first paint from the REST snapshot and the live room render this
 * same element.
 */
export default function StatusCard({ status }: { status: RoomStatus }) {
  return (
    <section className={styles.card} aria-label={STATUS_LABEL} data-testid="battleshots-status">
      <p className={styles.title} data-room-card>
        {status.title}
      </p>
      <p className={styles.line}>{status.line}</p>
      {status.shots.length > 0 ? (
        <ul className={styles.shots} aria-label={SHOTS_LABEL}>
          {status.shots.map((seat, i) => (
            <li key={i}>{fillStatusText(STATUS_TEXTS.tally, seat.name, String(seat.shots), String(seat.hits))}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
