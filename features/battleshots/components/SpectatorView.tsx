'use client';
import { outcome, phaseOf, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { fleetView, targetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import LastShot from './LastShot';
import { nameOf } from './names';
import status from './StatusCard.module.css';
import styles from './Seas.module.css';
import Tally from './Tally';
import Trophy from './trophy';

/**
 * What a watcher sees: the shots and answers on both seas, never a ship (the rules keep the
 * boards from this phone) until a player uncovers their board at the end.
 */
export default function SpectatorView({ room }: { room: BattleshotsRoom }) {
  const phase = phaseOf(room);
  const [a, b] = seats(room);
  const result = outcome(room);
  return (
    <>
      {phase === 'over' ? (
        <div className={`${styles.paper} ${styles.over}`}>
          <Trophy size={40} />
          <h2 className={styles.winner} data-testid="winner">
            {nameOf(room, result.winner)} vant!
          </h2>
          {result.liar ? (
            <p className={status.line}>Brettet til {nameOf(room, result.liar)} stemmer ikke med svarene.</p>
          ) : room.game.forfeit ? (
            <p className={status.line}>{nameOf(room, room.game.forfeit)} ble borte.</p>
          ) : null}
          <Tally room={room} />
        </div>
      ) : null}
      {/* Whose turn it is stands on the room's status card above (StatusCard). */}
      <LastShot room={room} />
      {[a, b].map((defender, i) => {
        if (!defender) return null;
        const shooter = i === 0 ? b : a;
        const shots = (shooter && room.game.shots[shooter]) || [];
        const revealed = room.game.revealed[defender];
        return (
          <section key={defender} className={styles.paper}>
            <h2 className={styles.sea}>{nameOf(room, defender)} sitt hav</h2>
            <Board label={`${nameOf(room, defender)} sitt hav`} cells={revealed ? fleetView(revealed, shots) : targetView(shots)} compact />
          </section>
        );
      })}
    </>
  );
}
