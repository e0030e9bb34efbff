import type { RoomStatus } from '@/lib/battleshots/room';
import styles from './StatusCard.module.css';

/**
 * Where the room's game stands, as every member sees it (the boards are private and not in it),
 * drawn from a value alone: the first paint from the REST snapshot and the live room render this
 * same element.
 */
export default function StatusCard({ status }: { status: RoomStatus }) {
  return (
    <section className={styles.card} aria-label="Status i rommet" data-testid="battleshots-status">
      <p className={styles.title} data-room-card>
        {status.title}
      </p>
      <p className={styles.line}>{status.line}</p>
      {status.shots.length > 0 ? (
        <ul className={styles.shots} aria-label="Skudd">
          {status.shots.map((seat, i) => (
            <li key={i}>
              {seat.name}: {seat.shots} skudd, {seat.hits} treff
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
