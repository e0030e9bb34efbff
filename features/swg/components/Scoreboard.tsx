'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gameActiveRead, playersRead } from '@/features/swg/lib/data';
import { playerLabel, type SwgPlayer } from '@/features/swg/lib/game';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { LOGO_URL } from './images';
import PlayerImage from './PlayerImage';

/** /Swg's live part: made to be left open on a TV. No controls. */
export default function ScoreboardScreen() {
  return (
    <DatabaseGate label="resultattavlen">
      <Scoreboard />
    </DatabaseGate>
  );
}

export function Scoreboard() {
  const active = useDbValue(gameActiveRead);
  return <DbView result={active}>{(on) => (on ? <Board /> : <BigLogo />)}</DbView>;
}

function BigLogo() {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }} data-testid="swg-idle">
      <Box component="img" src={LOGO_URL} alt="SWG" sx={{ width: 'min(90vw, 140vh)', maxHeight: '70vh' }} />
    </Box>
  );
}

function Board() {
  const players = useDbValue(playersRead);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 1, md: 2 }, gap: { xs: 1, md: 2 }, minHeight: 0 }}>
      <Box component="img" src={LOGO_URL} alt="SWG" sx={{ height: { xs: 48, md: '9vh' }, alignSelf: 'center' }} />
      <DbView result={players}>
        {(list) =>
          list.length === 0 ? (
            <Typography sx={{ textAlign: 'center', fontSize: { xs: '1.2rem', lg: '2.5vh' }, color: 'grey.400' }}>Ingenting å vise her</Typography>
          ) : (
            <Grid players={list} />
          )
        }
      </DbView>
    </Box>
  );
}

/** Wide enough for SPEC's six columns: 900 px and up, or any landscape screen from 600 px. */
export const WIDE = '@media (min-width: 900px), (orientation: landscape) and (min-width: 600px)';

function Grid({ players }: { players: SwgPlayer[] }) {
  const rowsOnTv = Math.ceil(players.length / 6);
  return (
    <Box
      component="ul"
      aria-label="Spillere"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        // SPEC: 6 per row. Any wide screen gets them (a laptop, a TV at 1024 px, a phone turned
        // sideways), and every row shares the screen's height so the whole board is visible at once.
        [WIDE]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gridTemplateRows: `repeat(${rowsOnTv}, minmax(120px, 1fr))` },
      }}
    >
      {players.map((player) => (
        <PlayerTile key={player.id} player={player} />
      ))}
    </Box>
  );
}

function PlayerTile({ player }: { player: SwgPlayer }) {
  const label = playerLabel(player);
  const color = player.staff ? '#64b5f6' : player.dead ? '#ef5350' : '#ffd54f';
  return (
    <Box
      component="li"
      data-testid="swg-player"
      aria-label={`${player.name}: ${label}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        bgcolor: '#161a20',
        borderRadius: 2,
        overflow: 'hidden',
        border: 2,
        borderColor: player.dead && !player.staff ? '#5d1f1f' : '#262c36',
      }}
    >
      <PlayerImage img={player.img} dead={player.dead && !player.staff} sx={{ aspectRatio: '1', minHeight: 0, [WIDE]: { aspectRatio: 'auto', flex: 1 } }} />
      <Box sx={{ px: 1, py: { xs: 0.5, lg: '0.8vh' }, textAlign: 'center' }}>
        <Typography noWrap sx={{ fontWeight: 700, fontSize: { xs: '1rem', lg: '2.4vh' } }}>
          {player.name}
        </Typography>
        <Typography data-testid="swg-status" sx={{ fontWeight: 900, letterSpacing: 1, color, fontSize: { xs: '1.3rem', lg: '3.6vh' }, lineHeight: 1.2 }}>
          {label === 'DEAD' || label === 'STAFF' ? label : `❤ ${label}`}
        </Typography>
      </Box>
    </Box>
  );
}
