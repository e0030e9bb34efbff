'use client';
import { useUid } from '@/components/firebase/SessionProvider';
import { phaseOf, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';
import styles from './Scoreboard.module.css';

/** The two seats with their points (hits over all games in the room) and whose turn it is. */
export default function Scoreboard({ room }: { room: BattleshotsRoom }) {
  const uid = useUid();
  const playing = phaseOf(room) === 'playing';
  const seated = seats(room);
  return (
    <section className={styles.row} aria-label="Poeng">
      {[0, 1].map((i) => {
        const player = seated[i];
        const onTurn = playing && player === room.game.turn;
        return (
          <div key={i} className={styles.seat} data-turn={onTurn ? '' : undefined} data-testid={`seat-${i}`}>
            <p className={styles.role}>
              {player ? (player === uid ? 'Du' : `Spiller ${i + 1}`) : `Spiller ${i + 1}`}
              {onTurn ? ' · skyter' : ''}
            </p>
            <p className={styles.name}>{player ? nameOf(room, player) : 'Ledig plass'}</p>
            <span className={styles.points} data-testid={`points-${i}`}>
              {player ? `${room.players[player]?.points ?? 0} poeng` : '–'}
            </span>
          </div>
        );
      })}
    </section>
  );
}
