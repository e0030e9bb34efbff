'use client';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { removePlayer } from '@/lib/proost/data';
import type { Player } from '@/lib/proost/types';
import AnimatedList from './AnimatedList';

/** The players, each with a remove mark any member may use. */
export default function PlayerList({ code, players }: { code: string; players: readonly Player[] }) {
  const write = useDbWrite();
  return (
    <>
      <AnimatedList items={players} itemKey={(p) => p.key} label="Spillere">
        {(player) => (
          <ListItem
            component="div"
            divider
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={`Fjern ${player.name}`} onClick={() => write.run((db) => removePlayer(db, code, player.key))}>
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
