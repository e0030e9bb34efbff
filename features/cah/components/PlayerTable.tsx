'use client';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import { leaveGame, myPlayRead } from '@/features/cah/lib/data';
import { currentPlays, seatOrder } from '@/features/cah/lib/game';
import { randomSource, type Table } from './table';

/** The players in seat order with points; the creator may remove anyone, everyone may leave. */
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
    <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        Spillere ({game.players.length})
      </Typography>
      {game.players.length === 0 ? <EmptyState /> : null}
      <List dense aria-label="Spillere" data-testid="cah-players">
        {seatOrder(game.players).map((p) => (
          <ListItem
            key={p.uid}
            divider
            disableGutters
            data-testid="cah-player"
            secondaryAction={
              isCreator && p.uid !== uid ? (
                <IconButton edge="end" aria-label={`Fjern ${p.name}`} onClick={() => remove(p.uid)} disabled={write.pending}>
                  <CloseIcon />
                </IconButton>
              ) : null
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <span>
                    {p.name}
                    {p.uid === uid ? ' (deg)' : ''}
                  </span>
                  {playing && game.round?.czar === p.uid ? <Chip size="small" color="secondary" label="Kortkonge" /> : null}
                  {!isActive(p.uid) ? <Chip size="small" variant="outlined" label="Borte" /> : null}
                </Stack>
              }
              secondary={`${p.points} ${p.points === 1 ? 'poeng' : 'poeng'}`}
              slotProps={{ primary: { component: 'div', sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {seated ? (
        <Button size="small" color="inherit" onClick={() => remove(uid)} disabled={write.pending} sx={{ mt: 1 }}>
          Forlat spillet
        </Button>
      ) : null}
      <WriteStatus write={write} />
    </Paper>
  );
}
