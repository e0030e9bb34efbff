'use client';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { askRematch } from '@/features/battleshots/lib/data';
import type { Ship } from '@/features/battleshots/lib/fleet';
import { opponentOf, outcome, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { fleetView, targetView } from '@/features/battleshots/lib/view';
import Board from './Board';
import { nameOf } from './names';
import Tally from './Tally';
import { TAP } from './tapTargets';

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
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2, textAlign: 'center' }}>
        <EmojiEventsIcon sx={{ fontSize: 48, color: '#f9a825' }} aria-hidden />
        <Typography variant="h4" component="h2" sx={{ fontWeight: 800 }} data-testid="winner">
          {won ? 'Du vant!' : `${nameOf(room, result.winner)} vant!`}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="how-it-ended">
          {endText(room, uid, result.liar, won)}
        </Typography>
        <Tally room={room} />
        <Stack sx={{ mt: 2 }} spacing={1}>
          {theyAsked && !iAsked ? <Typography>{nameOf(room, opponent)} vil ha en ny runde!</Typography> : null}
          <Button
            variant="contained"
            size="large"
            sx={TAP}
            disabled={iAsked || write.pending}
            onClick={() => void write.run((db) => askRematch(db, code, uid, room))}
          >
            {iAsked ? `Venter på ${nameOf(room, opponent)} …` : 'Ny runde'}
          </Button>
          <WriteStatus write={write} />
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 1.5, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {nameOf(room, opponent)} sitt hav
        </Typography>
        <Board label="Motstanderens hav" cells={theirSea} compact />
        {!theirFleet ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Skipene vises når {nameOf(room, opponent)} er koblet til.
          </Typography>
        ) : null}
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 1.5, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Ditt hav
        </Typography>
        <Board label="Ditt hav" cells={mySea} compact />
      </Paper>
    </>
  );
}

/** Why the game ended, from this player's seat: a sunk fleet, a forfeit, or answers the board belied. */
function endText(room: BattleshotsRoom, uid: string, liar: string | null, won: boolean): string {
  if (liar) return liar === uid ? 'Brettet ditt stemmer ikke med svarene dine, så du taper.' : `Brettet til ${nameOf(room, liar)} stemmer ikke med svarene, så ${nameOf(room, liar)} taper.`;
  if (room.game.forfeit) return room.game.forfeit === uid ? 'Du var borte for lenge, så spillet ble avsluttet.' : `${nameOf(room, room.game.forfeit)} ble borte, så du vant på walkover.`;
  return won ? 'Hele flåten til motstanderen ligger på bunnen.' : 'Flåten din er senket. Skål!';
}
