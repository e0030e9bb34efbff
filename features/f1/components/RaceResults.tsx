'use client';

import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazyPart } from '@/components/ui/lazyPart';
import type { Ref } from 'react';
import { WEATHER_LABELS, formatGap, formatIncident, formatLapTime, formatPercent } from '@/features/f1/lib/format';
import type { CarResult, SimulationResult } from '@/features/f1/lib/simulate';

// The chart library is the heaviest part of the page; load it only once there is a result.
const LapTimesChart = lazyPart(() => import('./LapTimesChart'), {
  loading: () => <Skeleton variant="rounded" height={280} aria-label="Laster diagram" />,
});

function CarDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
    />
  );
}

function lapLabel(laps: number) {
  return laps === 1 ? '1 runde' : `${laps} runder`;
}

function Winner({ result }: { result: SimulationResult }) {
  const { winner, standings } = result;
  if (!winner) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.main' }} role="status">
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Ingen vinner
        </Typography>
        <Typography color="text.secondary">Alle bilene brøt løpet. Motorene tålte ikke så mange runder.</Typography>
      </Paper>
    );
  }
  const total = standings[0].totalSeconds ?? 0;
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5, borderColor: 'success.main', borderWidth: 2 }}
    >
      <EmojiEventsIcon sx={{ fontSize: 40, color: 'warning.main' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          Vinner: {winner.name}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {formatLapTime(total)} på {lapLabel(result.settings.laps)}
        </Typography>
      </Box>
    </Paper>
  );
}

function Standings({ result }: { result: SimulationResult }) {
  const leaderTotal = result.standings[0]?.totalSeconds ?? null;
  return (
    <Box component="ol" aria-label="Resultatliste" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {result.standings.map((r, index) => (
        <Box
          component="li"
          key={r.car.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography sx={{ width: 24, fontWeight: 700, color: 'text.secondary' }}>
            {r.totalSeconds === null ? '–' : `${index + 1}.`}
          </Typography>
          <CarDot color={r.car.color} />
          <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}>{r.car.name}</Typography>
          {r.totalSeconds === null ? (
            <Chip size="small" color="error" variant="outlined" label={`Brøt på runde ${r.retiredOnLap} (DNF)`} />
          ) : (
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatLapTime(r.totalSeconds)}</Typography>
              {index > 0 && leaderTotal !== null ? (
                <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatGap(r.totalSeconds - leaderTotal)}
                </Typography>
              ) : null}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Incidents as short lines with a warning icon; plain text wraps in a narrow table cell. */
function IncidentList({ kinds }: { kinds: CarResult['retiredIncidents'] }) {
  return (
    <>
      {kinds.map((kind) => (
        <Box
          key={kind}
          component="span"
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, typography: 'body2', lineHeight: 1.35 }}
        >
          <WarningAmberIcon aria-hidden sx={{ fontSize: 16, mt: '1px', color: 'warning.main', flexShrink: 0 }} />
          {formatIncident(kind)}
        </Box>
      ))}
    </>
  );
}

function CarLaps({ result, carResult }: { result: SimulationResult; carResult: CarResult }) {
  const { car, laps, retiredOnLap, retiredIncidents } = carResult;
  const headingId = `f1-laps-${car.id}`;
  const last = laps.at(-1);
  const fastest = result.fastestLap;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <CarDot color={car.color} />
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {car.name}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {carResult.totalSeconds === null ? 'DNF' : formatLapTime(carResult.totalSeconds)}
        </Typography>
      </Box>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={`Rundetider for ${car.name}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 56 }}>Runde</TableCell>
              <TableCell sx={{ width: 88 }}>Tid</TableCell>
              <TableCell>Hendelser</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {laps.map((lap) => {
              const isFastest = fastest?.carId === car.id && fastest.lap === lap.lap;
              return (
                <TableRow key={lap.lap}>
                  <TableCell>{lap.lap}</TableCell>
                  <TableCell
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: isFastest ? 700 : undefined,
                      color: isFastest ? 'secondary.main' : undefined,
                    }}
                  >
                    {formatLapTime(lap.seconds)}
                  </TableCell>
                  <TableCell sx={{ py: 0.5 }}>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      {lap.incidents.length === 0 && !isFastest ? (
                        <Typography variant="body2" color="text.secondary" component="span">
                          –
                        </Typography>
                      ) : null}
                      {isFastest ? <Chip size="small" color="secondary" label="Raskeste runde" /> : null}
                      <IncidentList kinds={lap.incidents} />
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
            {retiredOnLap !== null ? (
              <TableRow>
                <TableCell>{retiredOnLap}</TableCell>
                <TableCell sx={{ color: 'error.main', fontWeight: 700 }}>DNF</TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <IncidentList kinds={retiredIncidents} />
                    <Chip size="small" color="error" label="Motoren røk" />
                  </Stack>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
        {last
          ? `Etter runde ${last.lap}: dekkene ${formatPercent(last.tyreWear)} slitt, ${formatPercent(last.engineLife)} motor igjen.`
          : 'Fullførte ingen runder.'}
      </Typography>
    </Paper>
  );
}

type RaceResultsProps = {
  result: SimulationResult;
  /** Gets the results heading, so the screen can move focus there after a run. */
  ref?: Ref<HTMLHeadingElement>;
};

/** Winner, standings, lap-time chart and one lap table per car. */
export default function RaceResults({ result, ref: headingRef }: RaceResultsProps) {
  const { settings } = result;
  return (
    <Stack component="section" aria-labelledby="f1-results-heading" spacing={2} sx={{ mt: 4 }}>
      <Box>
        <Typography
          id="f1-results-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h5"
          component="h2"
          // Keep the heading clear of the sticky navigation bar when scrolled into view.
          sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, outline: 'none', scrollMarginTop: 96 }}
        >
          <SportsScoreIcon /> Resultat
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {lapLabel(settings.laps)} · {settings.speedKmh} km/t · {settings.tyre} · {WEATHER_LABELS[settings.weather]} ·
          motor {settings.engineDurability}
        </Typography>
      </Box>
      <Winner result={result} />
      <Paper variant="outlined" sx={{ px: 2, py: 0.5 }}>
        <Standings result={result} />
      </Paper>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography variant="h6" component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
          Rundetider
        </Typography>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <LapTimesChart result={result} />
        </Paper>
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Runde for runde
      </Typography>
      {result.cars.map((carResult) => (
        <CarLaps key={carResult.car.id} result={result} carResult={carResult} />
      ))}
    </Stack>
  );
}
