'use client';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { seatOrder } from '@/features/cah/lib/game';
import type { Table } from './table';

/** Someone reached win_points: the winner and the final score (the last winning card is on the table card). */
export default function WinnerScreen({ table }: { table: Table }) {
  const { uid, game } = table;
  const round = game.round;
  const winner = game.players.find((p) => p.uid === round?.scored) ?? seatOrder(game.players).sort((a, b) => b.points - a.points)[0];
  return (
    <section aria-label="Vinneren" data-testid="game-winner">
      <Box sx={{ textAlign: 'center', py: 3, mb: 2, borderRadius: 3, bgcolor: 'warning.light', color: 'common.black' }}>
        <EmojiEventsIcon sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, overflowWrap: 'anywhere', px: 2 }} data-testid="winner-name">
          {winner ? (winner.uid === uid ? 'Du vant!' : `${winner.name} vant!`) : 'Spillet er over'}
        </Typography>
        {winner ? <Typography sx={{ mt: 1 }}>med {winner.points} poeng</Typography> : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {game.settings.createdBy === uid ? 'Trykk «Start nytt spill» for å spille igjen.' : 'Den som laget rommet kan starte et nytt spill.'}
      </Typography>
    </section>
  );
}
