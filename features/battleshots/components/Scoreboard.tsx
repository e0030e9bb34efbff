'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUid } from '@/components/firebase/SessionProvider';
import { phaseOf, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';

/** The two seats with their points (hits over all games in the room) and whose turn it is. */
export default function Scoreboard({ room }: { room: BattleshotsRoom }) {
  const uid = useUid();
  const playing = phaseOf(room) === 'playing';
  const seated = seats(room);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }} component="section" aria-label="Poeng">
      {[0, 1].map((i) => {
        const player = seated[i];
        const onTurn = playing && player === room.game.turn;
        return (
          <Paper
            key={i}
            variant="outlined"
            data-testid={`seat-${i}`}
            sx={{ flex: 1, p: 1.25, minWidth: 0, borderWidth: onTurn ? 2 : 1, borderColor: onTurn ? 'primary.main' : 'divider' }}
          >
            <Typography variant="body2" color="text.secondary" noWrap>
              {player ? (player === uid ? 'Du' : `Spiller ${i + 1}`) : `Spiller ${i + 1}`}
              {onTurn ? ' · skyter' : ''}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {player ? nameOf(room, player) : 'Ledig plass'}
            </Typography>
            <Box component="span" sx={{ typography: 'body2' }} data-testid={`points-${i}`}>
              {player ? `${room.players[player]?.points ?? 0} poeng` : '–'}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
