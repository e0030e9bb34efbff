'use client';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { useUid } from '@/components/firebase/SessionProvider';
import { memo } from 'react';
import { CLOSE_ICON_PATH } from '@/components/ui/alertIcons';
import PlainIconButton from '@/components/ui/PlainIconButton';
import { UndoSnackbarPart } from '@/components/ui/UndoSnackbarPart';
import type { Undo } from '@/components/ui/useUndo';
import { removePlayer, restorePlayer } from '@/features/proost/lib/data';
import type { Player } from '@/features/proost/lib/types';
import AnimatedList, { ListRow } from './AnimatedList';
import styles from './AnimatedList.module.css';

/**
 * The players, each with a remove mark any member may use, and «Angre» after a removal. Rendered
 * again only when its props change (memo): not on every draw.
 */
function PlayerList({ code, players, offerUndo }: { code: string; players: readonly Player[]; offerUndo: Undo['offer'] }) {
  const uid = useUid();
  const write = useDbWrite();
  const remove = async (player: Player) => {
    if (await write.run((db) => removePlayer(db, code, uid, player))) {
      offerUndo(`${player.name} er fjernet`, () => write.run((db) => restorePlayer(db, code, player)));
    }
  };
  return (
    <>
      <AnimatedList items={players} itemKey={(p) => p.key} label="Spillere">
        {(player) => (
          <ListRow>
            <p className={styles.text}>{player.name}</p>
            <PlainIconButton label={`Fjern ${player.name}`} path={CLOSE_ICON_PATH} onClick={() => void remove(player)} onPrepare={UndoSnackbarPart.preload} />
          </ListRow>
        )}
      </AnimatedList>
      <WriteStatus write={write} />
    </>
  );
}

export default memo(PlayerList);
