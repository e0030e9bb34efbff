'use client';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { useUid } from '@/components/firebase/SessionProvider';
import { memo } from 'react';
import type { Undo } from '@/components/ui/UndoSnackbar';
import { removePlayer, restorePlayer } from '@/features/proost/lib/data';
import type { Player } from '@/features/proost/lib/types';
import AnimatedList from './AnimatedList';

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
          <ListItem
            component="div"
            divider
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={`Fjern ${player.name}`} onClick={() => void remove(player)}>
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemText primary={player.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItem>
        )}
      </AnimatedList>
      <WriteStatus write={write} />
    </>
  );
}

export default memo(PlayerList);
