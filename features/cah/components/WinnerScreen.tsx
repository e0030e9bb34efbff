'use client';
import { seatOrder } from '@/features/cah/lib/game';
import styles from './Round.module.css';
import type { Table } from './table';

// Drawn for this screen on a 24-unit grid: a cup with two handles on a foot.
const TROPHY_PATH =
  'M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2zM5 6v1a3 3 0 0 0 2 2.8V6H5zm12 0v3.8A3 3 0 0 0 19 7V6h-2z';

/** Someone reached win_points: the winner and the final score (the last winning card is on the table card). */
export default function WinnerScreen({ table }: { table: Table }) {
  const { uid, game } = table;
  const round = game.round;
  const winner = game.players.find((p) => p.uid === round?.scored) ?? seatOrder(game.players).sort((a, b) => b.points - a.points)[0];
  return (
    <section aria-label="Vinneren" data-testid="game-winner">
      <div className={styles.trophyBox}>
        <svg className={styles.trophy} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={TROPHY_PATH} />
        </svg>
        <p className={styles.winnerName} data-testid="winner-name">
          {winner ? (winner.uid === uid ? 'Du vant!' : `${winner.name} vant!`) : 'Spillet er over'}
        </p>
        {winner ? <p className={styles.points}>med {winner.points} poeng</p> : null}
      </div>
      <p className={styles.hint}>
        {game.settings.createdBy === uid ? 'Trykk «Start nytt spill» for å spille igjen.' : 'Den som laget rommet kan starte et nytt spill.'}
      </p>
    </section>
  );
}
