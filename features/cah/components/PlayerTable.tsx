'use client';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { CLOSE_ICON_PATH } from '@/components/ui/alertIcons';
import PlainIconButton from '@/components/ui/PlainIconButton';
import EmptyState from '@/components/ui/EmptyState';
import form from '@/components/ui/PlainForm.module.css';
import list from '@/components/ui/PlainList.module.css';
import { leaveGame, myPlayRead } from '@/features/cah/lib/data';
import { currentPlays, seatOrder } from '@/features/cah/lib/game';
import styles from './PlayerTable.module.css';
import { randomSource, type Table } from './table';

/**
 * The players in seat order with points; the creator may remove anyone, everyone may leave.
 * Plain elements: it is part of the room's first live commit (PlayerTable.module.css).
 */
export default function PlayerTable({ table }: { table: Table }) {
  const { code, uid, game, bank, isActive } = table;
  const write = useDbWrite();
  const isCreator = game.settings.createdBy === uid;
  const playing = game.settings.status === 1 && game.round;
  // A player leaving mid-round takes their face-down play with them; only they know which it is.
  const record = useDbValue(myPlayRead(code, game.settings.gameNumber, game.round?.number ?? 0, uid));
  // Deliberately no DbView: the list of players must not wait for this player's own record.
  const myKey = record.status === 'success' && record.data && currentPlays(game).some((p) => p.key === record.data?.key) ? record.data.key : null;
  const remove = (who: string) =>
    write.run((db) => leaveGame(db, code, game, who, bank, isActive, randomSource, who === uid && game.round?.phase === 'playing' ? myKey : null));
  const seated = game.players.some((p) => p.uid === uid);
  return (
    <section className={form.box}>
      <h2 className={form.title}>Spillere ({game.players.length})</h2>
      {game.players.length === 0 ? <EmptyState /> : null}
      <ul className={styles.list} aria-label="Spillere" data-testid="cah-players">
        {seatOrder(game.players).map((p) => (
          <li key={p.uid} className={list.row} data-testid="cah-player">
            <div className={styles.who}>
              <div className={styles.name}>
                <span>
                  {p.name}
                  {p.uid === uid ? ' (deg)' : ''}
                </span>
                {playing && game.round?.czar === p.uid ? <span className={`${styles.chip} ${styles.czar}`}>Kortkonge</span> : null}
                {!isActive(p.uid) ? <span className={`${styles.chip} ${styles.away}`}>Borte</span> : null}
              </div>
              <p className={styles.points}>{`${p.points} poeng`}</p>
            </div>
            {isCreator && p.uid !== uid ? (
              <PlainIconButton label={`Fjern ${p.name}`} path={CLOSE_ICON_PATH} onClick={() => remove(p.uid)} disabled={write.pending} />
            ) : null}
          </li>
        ))}
      </ul>
      {seated ? (
        <button type="button" className={styles.leave} onClick={() => remove(uid)} disabled={write.pending}>
          Forlat spillet
        </button>
      ) : null}
      <WriteStatus write={write} />
    </section>
  );
}
