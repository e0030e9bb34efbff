'use client';
import { useCallback, useMemo } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useSameContent } from '@/components/firebase/useSameContent';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainAlert from '@/components/ui/PlainAlert';
import { shoot } from '@/features/battleshots/lib/data';
import type { Ship } from '@/features/battleshots/lib/fleet';
import { canShoot, opponentOf, phaseOf, shotCells, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { cellKey } from '@/features/battleshots/lib/grid';
import { fleetView, targetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import GoneNotice from './GoneNotice';
import LastShot from './LastShot';
import { nameOf } from './names';
import styles from './PlayerGame.module.css';
import seas from './Seas.module.css';

/** The shooting view: the opponent's sea to fire at, and one's own sea with the shots it took. */
export default function BattleView({ code, room, fleet }: { code: string; room: BattleshotsRoom; fleet: Ship[] }) {
  const uid = useUid();
  const write = useDbWrite();
  const opponent = opponentOf(room, uid);
  // A shot changes one side's shots: the other sea keeps its object and its Board skips the render.
  const myShots = useSameContent(room.game.shots[uid]);
  const theirShots = useSameContent(opponent ? room.game.shots[opponent] : undefined);
  const target = useMemo(() => targetView(myShots ?? []), [myShots]);
  const own = useMemo(() => fleetView(fleet, theirShots ?? []), [fleet, theirShots]);
  const mayShoot = canShoot(room, uid) && !write.pending;
  const fired = useMemo(() => shotCells(room.game, uid), [room.game, uid]);
  const { run } = write;
  const onTap = useCallback(
    (row: number, col: number) => void run((db) => shoot(db, code, uid, room, cellKey(row, col))),
    [run, code, uid, room],
  );
  const canTap = useCallback((key: string) => mayShoot && !fired.has(key), [mayShoot, fired]);

  return (
    <>
      <PlainAlert severity={mayShoot ? 'success' : 'info'} icon={false} role="status" className={styles.turnStatus} testId="turn-status">
        {status(room, uid, opponent)}
      </PlainAlert>
      <GoneNotice code={code} room={room} write={write} />
      <LastShot room={room} />
      <section className={seas.boardSection}>
        <h2 className={seas.sea}>{nameOf(room, opponent)} sitt hav</h2>
        <Board label="Motstanderens hav" cells={target} onTap={onTap} canTap={canTap} />
        <WriteStatus write={write} />
      </section>
      <section className={seas.paper}>
        <h2 className={seas.sea}>Ditt hav</h2>
        <Board label="Ditt hav" cells={own} compact />
      </section>
    </>
  );
}

function status(room: BattleshotsRoom, uid: string, opponent: string | null): string {
  const phase = phaseOf(room);
  if (phase === 'waiting') {
    return room.settings.private || room.settings.allowNewPlayers
      ? 'Du er klar. Venter på en motspiller – del lenken med «Inviter».'
      : 'Du er klar. Venter på en motspiller – del lenken med «Inviter»: den du sender den til, kan ta plassen med en gang.';
  }
  if (phase === 'placing') return `Du er klar. Venter på at ${nameOf(room, opponent)} plasserer skipene …`;
  if (room.game.turn === uid) {
    return room.game.pending ? `Venter på svar fra ${nameOf(room, opponent)} …` : 'Din tur! Trykk på en rute i motstanderens hav.';
  }
  return `${nameOf(room, opponent)} sin tur …`;
}
