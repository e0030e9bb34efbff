'use client';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { battleshotsRoomRead } from '@/features/battleshots/lib/data';
import { SHIP_NAMES } from '@/features/battleshots/lib/fleet';
import type { BattleshotsRoom, Shot } from '@/features/battleshots/lib/game';
import { nameOf } from './names';

const SHOWN = 8;

/**
 * A Battleshots room on a party's TV board («Kveldens tavle», features/fest): who plays and the
 * latest shots with their results. Never a board: not the reader's own (not read here) and not
 * the ones revealed after a game.
 */
export default function BattleshotsBoard({ code }: { code: string }) {
  const room = useDbValue(battleshotsRoomRead(code));
  return <DbView result={room}>{(data) => (data ? <Log room={data} /> : null)}</DbView>;
}

function Log({ room }: { room: BattleshotsRoom }) {
  const shots: { shooter: string; shot: Shot }[] = [];
  for (const [shooter, list] of Object.entries(room.game.shots)) for (const shot of list) shots.push({ shooter, shot });
  shots.sort((a, b) => b.shot.at - a.shot.at);
  const players = Object.values(room.players);
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontSize: '1.6rem' }}>
        {players.length > 0 ? players.map((p) => `${p.name} (${p.points})`).join(' mot ') : 'Venter på spillere'}
        {room.game.winner ? ` · ${nameOf(room, room.game.winner)} vant!` : ''}
      </Typography>
      {shots.length === 0 ? (
        <Typography sx={{ fontSize: '1.6rem' }} color="text.secondary">
          Ingen skudd ennå.
        </Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="board-battleshots-log">
          {shots.slice(0, SHOWN).map(({ shooter, shot }) => (
            <Typography component="li" key={`${shooter}-${shot.cell}`} sx={{ fontSize: '1.6rem' }}>
              {nameOf(room, shooter)} → {shot.cell}: {shotText(shot)}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function shotText(shot: Shot): string {
  if (shot.result === null) return '…';
  if (shot.result === 'miss') return 'bom';
  if (shot.result === 'hit') return 'treff!';
  return `${shot.ship !== null ? SHIP_NAMES[shot.ship] : 'skip'} senket!`;
}
