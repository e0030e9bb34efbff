'use client';

import { LineChart } from '@mui/x-charts/LineChart';
import { formatLapTime } from '@/features/f1/lib/format';
import type { SimulationResult } from '@/features/f1/lib/simulate';

export type LapTimesChartProps = { result: SimulationResult };

/** Lap time per lap for every car; a retired car's line stops at its last completed lap. */
export default function LapTimesChart({ result }: LapTimesChartProps) {
  const lapCount = result.settings.laps;
  const laps = Array.from({ length: lapCount }, (_, i) => i + 1);

  return (
    <LineChart
      height={280}
      margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
      skipAnimation={lapCount > 40}
      xAxis={[
        {
          data: laps,
          scaleType: 'point',
          label: 'Runde',
          valueFormatter: (lap: number, context) => (context.location === 'tooltip' ? `Runde ${lap}` : String(lap)),
        },
      ]}
      yAxis={[
        {
          width: 52,
          valueFormatter: (seconds: number) => formatLapTime(seconds).replace(/\.\d+$/, ''),
        },
      ]}
      series={result.cars.map(({ car, laps: carLaps }) => ({
        id: car.id,
        label: car.name,
        color: car.color,
        data: laps.map((lap) => carLaps[lap - 1]?.seconds ?? null),
        showMark: lapCount <= 20,
        curve: 'linear' as const,
        valueFormatter: (seconds: number | null) => (seconds === null ? 'Brøt' : formatLapTime(seconds)),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
