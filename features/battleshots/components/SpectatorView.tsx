'use client';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { outcome, phaseOf, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { fleetView, targetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import LastShot from './LastShot';
import { nameOf } from './names';
import Tally from './Tally';

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
        <Paper variant="outlined" sx={{ p: 2, mb: 2, textAlign: 'center' }}>
          <EmojiEventsIcon sx={{ fontSize: 40, color: '#f9a825' }} aria-hidden />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="winner">
            {nameOf(room, result.winner)} vant!
          </Typography>
          {result.liar ? (
            <Typography color="text.secondary">Brettet til {nameOf(room, result.liar)} stemmer ikke med svarene.</Typography>
          ) : room.game.forfeit ? (
            <Typography color="text.secondary">{nameOf(room, room.game.forfeit)} ble borte.</Typography>
          ) : null}
          <Tally room={room} />
        </Paper>
      ) : null}
      {/* Whose turn it is stands on the room's status card above (StatusCard). */}
      <LastShot room={room} />
      {[a, b].map((defender, i) => {
        if (!defender) return null;
        const shooter = i === 0 ? b : a;
        const shots = (shooter && room.game.shots[shooter]) || [];
        const revealed = room.game.revealed[defender];
        return (
          <Paper key={defender} variant="outlined" component="section" sx={{ p: 1.5, mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {nameOf(room, defender)} sitt hav
            </Typography>
            <Board label={`${nameOf(room, defender)} sitt hav`} cells={revealed ? fleetView(revealed, shots) : targetView(shots)} compact />
          </Paper>
        );
      })}
    </>
  );
}
