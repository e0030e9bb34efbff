'use client';
import { useMemo } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import buttons from '@/components/ui/PlainButtons.module.css';
import { askRematch } from '@/features/battleshots/lib/data';
import type { Ship } from '@/features/battleshots/lib/fleet';
import { opponentOf, outcome, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { fleetView, targetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import { nameOf } from './names';
import styles from './PlayerGame.module.css';
import seas from './Seas.module.css';
import Tally from './Tally';
import Trophy from './trophy';

/** The end of a game: the winner, the drinks tally, both boards uncovered, and a rematch. */
export default function GameOver({ code, room, fleet }: { code: string; room: BattleshotsRoom; fleet: Ship[] | null }) {
  const uid = useUid();
  const write = useDbWrite();
  const opponent = opponentOf(room, uid);
  const result = outcome(room);
  const won = result.winner === uid;
  const theirFleet = opponent ? room.game.revealed[opponent] : undefined;
  const myShots = room.game.shots[uid];
  const theirShots = opponent ? room.game.shots[opponent] : undefined;
  const theirSea = useMemo(
    () => (theirFleet ? fleetView(theirFleet, myShots ?? []) : targetView(myShots ?? [])),
    [theirFleet, myShots],
  );
  const mySea = useMemo(() => fleetView(fleet ?? [], theirShots ?? []), [fleet, theirShots]);
  const iAsked = room.game.rematch.has(uid);
  const theyAsked = opponent ? room.game.rematch.has(opponent) : false;

  return (
    <>
      <section className={`${seas.paper} ${seas.over}`}>
        <Trophy size={48} />
        <h2 className={`${seas.winner} ${seas.big}`} data-testid="winner">
          {won ? 'Du vant!' : `${nameOf(room, result.winner)} vant!`}
        </h2>
        <p className={styles.ended} data-testid="how-it-ended">
          {endText(room, uid, result.liar, won)}
        </p>
        <Tally room={room} />
        <div className={styles.rematch}>
          {theyAsked && !iAsked ? <p>{nameOf(room, opponent)} vil ha en ny runde!</p> : null}
          <button
            type="button"
            className={`${buttons.contained} ${styles.large}`}
            disabled={iAsked || write.pending}
            onClick={() => void write.run((db) => askRematch(db, code, uid, room))}
          >
            {iAsked ? `Venter på ${nameOf(room, opponent)} …` : 'Ny runde'}
          </button>
          <WriteStatus write={write} />
        </div>
      </section>
      <section className={seas.paper}>
        <h2 className={seas.sea}>{nameOf(room, opponent)} sitt hav</h2>
        <Board label="Motstanderens hav" cells={theirSea} compact />
        {!theirFleet ? <p className={seas.hint}>Skipene vises når {nameOf(room, opponent)} er koblet til.</p> : null}
      </section>
      <section className={seas.paper}>
        <h2 className={seas.sea}>Ditt hav</h2>
        <Board label="Ditt hav" cells={mySea} compact />
      </section>
    </>
  );
}

/** Why the game ended, from this player's seat: a sunk fleet, a forfeit, or answers the board belied. */
function endText(room: BattleshotsRoom, uid: string, liar: string | null, won: boolean): string {
  if (liar) return liar === uid ? 'Brettet ditt stemmer ikke med svarene dine, så du taper.' : `Brettet til ${nameOf(room, liar)} stemmer ikke med svarene, så ${nameOf(room, liar)} taper.`;
  if (room.game.forfeit) return room.game.forfeit === uid ? 'Du var borte for lenge, så spillet ble avsluttet.' : `${nameOf(room, room.game.forfeit)} ble borte, så du vant på walkover.`;
  return won ? 'Hele flåten til motstanderen ligger på bunnen.' : 'Flåten din er senket. Skål!';
}
