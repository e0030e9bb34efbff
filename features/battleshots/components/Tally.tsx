'use client';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { drinksTally, seats, type BattleshotsRoom } from '@/features/battleshots/lib/game';
import { nameOf } from './names';

/** Drinks this game (one per hit taken) and points over all games in the room. */
export default function Tally({ room }: { room: BattleshotsRoom }) {
  const drinks = drinksTally(room);
  return (
    <Table size="small" aria-label="Drikketelling" data-testid="tally">
      <TableHead>
        <TableRow>
          <TableCell>Spiller</TableCell>
          <TableCell align="right">Slurker</TableCell>
          <TableCell align="right">Poeng</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {seats(room).map((uid) => (
          <TableRow key={uid}>
            <TableCell component="th" scope="row">
              {nameOf(room, uid)}
              {room.game.winner === uid ? (
                <EmojiEventsIcon titleAccess="vinner" sx={{ fontSize: 18, ml: 0.5, verticalAlign: 'text-bottom', color: '#f9a825' }} />
              ) : null}
            </TableCell>
            <TableCell align="right">{drinks[uid] ?? 0}</TableCell>
            <TableCell align="right">{room.players[uid]?.points ?? 0}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
