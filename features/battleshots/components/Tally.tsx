'use client';
import { drinksTally, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';
import styles from './Tally.module.css';
import Trophy from './trophy';

/** Drinks this game (one per hit taken) and points over all games in the room. */
export default function Tally({ room }: { room: BattleshotsRoom }) {
  const drinks = drinksTally(room);
  return (
    <table className={styles.table} aria-label="Drikketelling" data-testid="tally">
      <thead>
        <tr>
          <th scope="col">Spiller</th>
          <th scope="col" className={styles.number}>
            Slurker
          </th>
          <th scope="col" className={styles.number}>
            Poeng
          </th>
        </tr>
      </thead>
      <tbody>
        {seats(room).map((uid) => (
          <tr key={uid}>
            <th scope="row">
              {nameOf(room, uid)}
              {room.game.winner === uid ? <Trophy size={18} title="vinner" className={styles.trophy} /> : null}
            </th>
            <td className={styles.number}>{drinks[uid] ?? 0}</td>
            <td className={styles.number}>{room.players[uid]?.points ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
