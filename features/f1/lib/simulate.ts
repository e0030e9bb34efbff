import {
  CARS,
  ENGINE_DAMAGE_PER_CAR_ISSUE,
  ENGINE_WEAR_PER_LAP,
  ENGINE_WEAR_SLOWDOWN,
  INCIDENTS,
  LAP_DISTANCE_M,
  TYRE_PACE,
  TYRE_WEAR_PER_LAP,
  TYRE_WEAR_SLOWDOWN,
  type Car,
  type Incident,
  type IncidentKind,
  type SimulationSettings,
} from './constants';
import type { Random } from '@/lib/random/random';

/*
 * The lap-time model.
 *
 * base     = lap distance / (speed × car factor)           (5800 m at 200 km/h and factor 1: 104.4 s)
 * lap time = base
 *            × tyre pace for the weather                  (slicks much slower in rain, wets slow in the dry)
 *            × (1 + 0.3 × tyre wear)                      (wear at the start of the lap, 0..1)
 *            × (1 + 0.1 × engine wear)                    (1 − engine life left at the start of the lap)
 *            + incident penalties                         (+5 s missed braking, +8 s spin, +15 s car issues)
 *
 * Tyres start fresh and wear by their compound's rate each lap. The engine starts with
 * durability/100 of its life and loses 0.01 per lap, plus 0.05 when the car has technical issues.
 * If the engine would go below zero during a lap, it breaks on that lap: the car retires (DNF)
 * and gets no time for it. With durability D and no issues a car therefore completes exactly D laps.
 *
 * Incidents are drawn independently, three draws per car per lap, lap by lap and car by car, and
 * drawn even for a retired car. So with the same random source every car meets the same
 * incidents whatever the speed, tyre or weather, which keeps runs comparable.
 *
 * Lap times are rounded to milliseconds, as a timing screen shows them; totals are their sums.
 */

export type LapResult = {
  lap: number;
  /** Lap time in seconds, penalties included. */
  seconds: number;
  incidents: IncidentKind[];
  penaltySeconds: number;
  /** Tyre wear after the lap, 0..1. */
  tyreWear: number;
  /** Engine life left after the lap, 0..1. */
  engineLife: number;
};

export type CarResult = {
  car: Car;
  /** Completed laps only. */
  laps: LapResult[];
  /** Sum of the lap times, or null if the car did not finish. */
  totalSeconds: number | null;
  /** The lap on which the engine broke, or null if the car finished. */
  retiredOnLap: number | null;
  /** Incidents during the lap on which the car retired. */
  retiredIncidents: IncidentKind[];
};

export type FastestLap = { carId: string; lap: number; seconds: number };

export type SimulationResult = {
  settings: SimulationSettings;
  /** One entry per car, in the order of CARS. */
  cars: CarResult[];
  /** Finishers by total time, then retired cars by laps completed (most first). */
  standings: CarResult[];
  /** The fastest finisher, or null when no car finished. */
  winner: Car | null;
  fastestLap: FastestLap | null;
};

/** Used to forgive floating-point drift when comparing engine life with zero. */
const EPSILON = 1e-9;

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The lap time without incidents; exported for the tests and the model's explanation. */
export function cleanLapSeconds(
  settings: Pick<SimulationSettings, 'speedKmh' | 'tyre' | 'weather'>,
  carFactor: number,
  tyreWear: number,
  engineWear: number,
): number {
  const metresPerSecond = (settings.speedKmh / 3.6) * carFactor;
  const base = LAP_DISTANCE_M / metresPerSecond;
  return (
    base *
    TYRE_PACE[settings.weather][settings.tyre] *
    (1 + TYRE_WEAR_SLOWDOWN * Math.min(1, Math.max(0, tyreWear))) *
    (1 + ENGINE_WEAR_SLOWDOWN * Math.min(1, Math.max(0, engineWear)))
  );
}

function assertValid(settings: SimulationSettings): void {
  const { laps, speedKmh, engineDurability } = settings;
  if (!Number.isInteger(laps) || laps < 1) throw new RangeError(`laps must be a positive integer, got ${laps}`);
  if (!Number.isFinite(speedKmh) || speedKmh <= 0) throw new RangeError(`speedKmh must be positive, got ${speedKmh}`);
  if (!Number.isFinite(engineDurability) || engineDurability <= 0 || engineDurability > 100) {
    throw new RangeError(`engineDurability must be in (0, 100], got ${engineDurability}`);
  }
  if (!(settings.tyre in TYRE_WEAR_PER_LAP)) throw new RangeError(`unknown tyre ${settings.tyre}`);
  if (!(settings.weather in TYRE_PACE)) throw new RangeError(`unknown weather ${settings.weather}`);
}

/** Draws the incidents of one car on one lap: one draw per incident kind, in INCIDENTS order. */
export function drawIncidents(random: Random): Incident[] {
  return INCIDENTS.filter((incident) => random() < incident.probability);
}

/** Orders results: finishers by total time, then retired cars by laps completed; ties keep car order. */
export function rankCars(cars: readonly CarResult[]): CarResult[] {
  return cars
    .map((result, index) => ({ result, index }))
    .sort((a, b) => {
      const ta = a.result.totalSeconds;
      const tb = b.result.totalSeconds;
      if (ta !== null && tb !== null) return ta - tb || a.index - b.index;
      if (ta !== null) return -1;
      if (tb !== null) return 1;
      return b.result.laps.length - a.result.laps.length || a.index - b.index;
    })
    .map(({ result }) => result);
}

/** Runs a race for every car in `cars` (default: the three cars of SPEC.md). Pure given `random`. */
export function simulateRace(
  settings: SimulationSettings,
  random: Random,
  cars: readonly Car[] = CARS,
): SimulationResult {
  assertValid(settings);
  const tyreRate = TYRE_WEAR_PER_LAP[settings.tyre];

  const state = cars.map((car) => ({
    car,
    engineLife: settings.engineDurability / 100,
    laps: [] as LapResult[],
    retiredOnLap: null as number | null,
    retiredIncidents: [] as IncidentKind[],
  }));

  for (let lap = 1; lap <= settings.laps; lap++) {
    for (const s of state) {
      // Always draw, so the random stream does not depend on earlier retirements.
      const incidents = drawIncidents(random);
      if (s.retiredOnLap !== null) continue;

      const kinds = incidents.map((i) => i.kind);
      const engineWearThisLap =
        ENGINE_WEAR_PER_LAP + (kinds.includes('carIssues') ? ENGINE_DAMAGE_PER_CAR_ISSUE : 0);
      if (s.engineLife - engineWearThisLap < -EPSILON) {
        s.retiredOnLap = lap;
        s.retiredIncidents = kinds;
        continue;
      }

      const tyreWearAtStart = Math.min(1, tyreRate * (lap - 1));
      const clean = cleanLapSeconds(settings, s.car.factor, tyreWearAtStart, 1 - s.engineLife);
      const penaltySeconds = incidents.reduce((sum, i) => sum + i.penaltySeconds, 0);
      s.engineLife = Math.max(0, s.engineLife - engineWearThisLap);
      s.laps.push({
        lap,
        seconds: roundMs(clean + penaltySeconds),
        incidents: kinds,
        penaltySeconds,
        tyreWear: Math.min(1, tyreRate * lap),
        engineLife: s.engineLife,
      });
    }
  }

  const results: CarResult[] = state.map((s) => ({
    car: s.car,
    laps: s.laps,
    totalSeconds:
      s.retiredOnLap === null ? roundMs(s.laps.reduce((sum, l) => sum + l.seconds, 0)) : null,
    retiredOnLap: s.retiredOnLap,
    retiredIncidents: s.retiredIncidents,
  }));

  const standings = rankCars(results);
  const leader = standings[0];
  const winner = leader && leader.totalSeconds !== null ? leader.car : null;

  let fastestLap: FastestLap | null = null;
  for (const r of results) {
    for (const l of r.laps) {
      if (!fastestLap || l.seconds < fastestLap.seconds) {
        fastestLap = { carId: r.car.id, lap: l.lap, seconds: l.seconds };
      }
    }
  }

  return { settings, cars: results, standings, winner, fastestLap };
}
