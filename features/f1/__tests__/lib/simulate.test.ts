/** @jest-environment node */
import {
  CARS,
  DEFAULT_SETTINGS,
  INCIDENTS,
  type SimulationSettings,
} from '@/features/f1/lib/constants';
import { createRandom, type Random } from '@/lib/random/random';
import { cleanLapSeconds, drawIncidents, rankCars, simulateRace, type CarResult } from '@/features/f1/lib/simulate';

/** A source with no incidents at all (every draw is above every probability). */
const calm: Random = () => 0.999;

/** Plays back the given numbers in order, then keeps returning `rest`. */
function scripted(values: number[], rest = 0.999): Random {
  let i = 0;
  return () => (i < values.length ? values[i++] : rest);
}

const settings = (overrides: Partial<SimulationSettings> = {}): SimulationSettings => ({
  ...DEFAULT_SETTINGS,
  ...overrides,
});

const times = (car: CarResult) => car.laps.map((l) => l.seconds);

describe('SPEC.md §9 wear rates, as a race reports them', () => {
  it.each([
    ['Soft', 0.02],
    ['Medium', 0.015],
    ['Hard', 0.01],
    ['Wet', 0.03],
  ] as const)('wears %s tyres by %s a lap and the engine by 1 %% a lap', (tyre, rate) => {
    const [car] = simulateRace(settings({ tyre, laps: 3 }), calm).cars;
    expect(car.laps.map((l) => l.tyreWear)).toEqual([rate, 2 * rate, 3 * rate].map((w) => expect.closeTo(w, 10)));
    expect(car.laps.map((l) => l.engineLife)).toEqual([0.99, 0.98, 0.97].map((e) => expect.closeTo(e, 10)));
  });
});

describe('simulateRace', () => {
  it('gives the base lap time distance / (speed × factor) on a fresh car without incidents', () => {
    const result = simulateRace(settings(), calm);
    // 5800 m at 200 km/h = 104.4 s; the others are 1/0.9 and 1/0.8 of that.
    expect(result.cars.map((c) => c.laps[0].seconds)).toEqual([104.4, 116, 130.5]);
    expect(result.cars.map((c) => c.totalSeconds)).toEqual([104.4, 116, 130.5]);
    expect(result.winner?.name).toBe(CARS[0].name);
    expect(result.standings.map((c) => c.car.id)).toEqual(CARS.map((c) => c.id));
    expect(result.fastestLap).toEqual({ carId: CARS[0].id, lap: 1, seconds: 104.4 });
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const s = settings({ laps: 40 });
    const a = simulateRace(s, createRandom(2024));
    const b = simulateRace(s, createRandom(2024));
    const c = simulateRace(s, createRandom(2025));
    expect(b).toEqual(a);
    expect(c.cars.map(times)).not.toEqual(a.cars.map(times));
  });

  it('gives every car one result per lap and totals that are the sum of the laps', () => {
    const result = simulateRace(settings({ laps: 12 }), createRandom(5));
    expect(result.cars).toHaveLength(3);
    for (const car of result.cars) {
      expect(car.laps.map((l) => l.lap)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const sum = car.laps.reduce((s, l) => s + l.seconds, 0);
      expect(car.totalSeconds).toBeCloseTo(sum, 6);
    }
  });

  it('is faster at a higher speed, lap for lap, with the same seed', () => {
    const slow = simulateRace(settings({ laps: 20, speedKmh: 150 }), createRandom(9));
    const fast = simulateRace(settings({ laps: 20, speedKmh: 250 }), createRandom(9));
    for (let c = 0; c < 3; c++) {
      // The same incidents happen whatever the speed.
      expect(fast.cars[c].laps.map((l) => l.incidents)).toEqual(slow.cars[c].laps.map((l) => l.incidents));
      fast.cars[c].laps.forEach((lap, i) => expect(lap.seconds).toBeLessThan(slow.cars[c].laps[i].seconds));
      expect(fast.cars[c].totalSeconds!).toBeLessThan(slow.cars[c].totalSeconds!);
    }
  });

  it('ranks the cars by their factor when nothing happens', () => {
    const result = simulateRace(settings({ laps: 10 }), calm);
    const [a, b, c] = result.cars.map((car) => car.totalSeconds!);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
  });

  it('slows each lap as tyres and engine wear', () => {
    const result = simulateRace(settings({ laps: 30, tyre: 'Medium' }), calm);
    for (const car of result.cars) {
      const t = times(car);
      for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThan(t[i - 1]);
      expect(car.laps[29].tyreWear).toBeCloseTo(30 * 0.015, 9);
      expect(car.laps[29].engineLife).toBeCloseTo(1 - 30 * 0.01, 9);
    }
  });

  it('degrades faster on a tyre that wears faster', () => {
    // Compare how much the last lap lost against the first, for the same weather.
    const loss = (tyre: SimulationSettings['tyre']) => {
      const t = times(simulateRace(settings({ laps: 20, tyre }), calm).cars[0]);
      return t[19] - t[0];
    };
    expect(loss('Soft')).toBeGreaterThan(loss('Medium'));
    expect(loss('Medium')).toBeGreaterThan(loss('Hard'));
  });

  it('makes more tyre or engine wear slower in the clean lap time', () => {
    const s = settings();
    expect(cleanLapSeconds(s, 1, 0.5, 0)).toBeGreaterThan(cleanLapSeconds(s, 1, 0.2, 0));
    expect(cleanLapSeconds(s, 1, 0, 0.5)).toBeGreaterThan(cleanLapSeconds(s, 1, 0, 0.2));
    // Wear is capped: a tyre cannot be more than fully worn.
    expect(cleanLapSeconds(s, 1, 3, 0)).toBe(cleanLapSeconds(s, 1, 1, 0));
  });

  it('makes rain slower, and wet tyres the right choice in rain but not in the dry', () => {
    const lap1 = (tyre: SimulationSettings['tyre'], weather: SimulationSettings['weather']) =>
      simulateRace(settings({ tyre, weather }), calm).cars[0].laps[0].seconds;
    expect(lap1('Soft', 'Rainy')).toBeGreaterThan(lap1('Soft', 'Sunny'));
    expect(lap1('Wet', 'Rainy')).toBeGreaterThan(lap1('Wet', 'Sunny'));
    for (const slick of ['Soft', 'Medium', 'Hard'] as const) {
      expect(lap1('Wet', 'Rainy')).toBeLessThan(lap1(slick, 'Rainy'));
      expect(lap1('Wet', 'Sunny')).toBeGreaterThan(lap1(slick, 'Sunny'));
    }
  });

  it('makes a worn engine slower from the first lap', () => {
    const fresh = simulateRace(settings({ engineDurability: 100 }), calm);
    const tired = simulateRace(settings({ engineDurability: 40 }), calm);
    expect(tired.cars[0].laps[0].seconds).toBeGreaterThan(fresh.cars[0].laps[0].seconds);
  });

  it('retires every car (DNF) when the engine runs out, and then has no winner', () => {
    const result = simulateRace(settings({ laps: 10, engineDurability: 5 }), calm);
    for (const car of result.cars) {
      expect(car.laps).toHaveLength(5);
      expect(car.retiredOnLap).toBe(6);
      expect(car.totalSeconds).toBeNull();
      expect(car.laps[4].engineLife).toBeCloseTo(0, 9);
    }
    expect(result.winner).toBeNull();
  });

  it('finishes exactly as many laps as the durability allows', () => {
    const result = simulateRace(settings({ laps: 5, engineDurability: 5 }), calm);
    expect(result.cars.every((c) => c.retiredOnLap === null && c.laps.length === 5)).toBe(true);
    expect(result.winner?.id).toBe(CARS[0].id);
  });

  it('lets technical problems wear the engine and can end the race of the fastest car', () => {
    // Lap 1 draws: car 1 gets car issues (third draw), the others nothing.
    const random = scripted([0.5, 0.5, 0.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    const result = simulateRace(settings({ laps: 3, engineDurability: 5 }), random);
    const [first, second, third] = result.cars;
    expect(first.retiredOnLap).toBe(1);
    expect(first.retiredIncidents).toEqual(['carIssues']);
    expect(first.laps).toHaveLength(0);
    expect(second.retiredOnLap).toBeNull();
    expect(result.winner?.id).toBe(CARS[1].id);
    expect(result.standings.map((c) => c.car.id)).toEqual([CARS[1].id, CARS[2].id, CARS[0].id]);
    expect(third.totalSeconds!).toBeGreaterThan(second.totalSeconds!);
  });

  it('charges the extra engine wear of technical problems without retiring a healthy engine', () => {
    const random = scripted([0.5, 0.5, 0.0]);
    const result = simulateRace(settings({ laps: 2 }), random);
    expect(result.cars[0].laps[0].incidents).toEqual(['carIssues']);
    expect(result.cars[0].laps[0].engineLife).toBeCloseTo(1 - 0.01 - 0.05, 9);
    expect(result.cars[1].laps[0].engineLife).toBeCloseTo(0.99, 9);
  });

  it('adds the penalty of every incident to the lap time', () => {
    const everything = simulateRace(settings(), () => 0);
    const lap = everything.cars[0].laps[0];
    expect(lap.incidents).toEqual(['missedBraking', 'spin', 'carIssues']);
    expect(lap.penaltySeconds).toBe(28);
    // The engine was new when the lap started, so the clean part is the base time.
    expect(lap.seconds).toBeCloseTo(104.4 + 28, 9);
  });

  it('rejects settings the form would have refused', () => {
    expect(() => simulateRace(settings({ laps: 0 }), calm)).toThrow(RangeError);
    expect(() => simulateRace(settings({ laps: -2 }), calm)).toThrow(RangeError);
    expect(() => simulateRace(settings({ laps: 1.5 }), calm)).toThrow(RangeError);
    expect(() => simulateRace(settings({ speedKmh: 0 }), calm)).toThrow(RangeError);
    expect(() => simulateRace(settings({ engineDurability: 0 }), calm)).toThrow(RangeError);
  });
});

describe('incidents', () => {
  it('happen at the spec rates (100k seeded laps) with the spec penalties', () => {
    const random = createRandom(12345);
    const n = 100_000;
    const counts = { missedBraking: 0, spin: 0, carIssues: 0 };
    for (let i = 0; i < n; i++) for (const incident of drawIncidents(random)) counts[incident.kind]++;
    // Five standard deviations of a binomial proportion at n = 100k.
    for (const { kind, probability } of INCIDENTS) {
      const sd = Math.sqrt((probability * (1 - probability)) / n);
      expect(Math.abs(counts[kind] / n - probability)).toBeLessThan(5 * sd);
    }
  });

  it('happen at the spec rates in full races, with lap times carrying exactly their penalties', () => {
    const random = createRandom(777);
    const s = settings({ laps: 50, tyre: 'Hard' });
    const counts = { missedBraking: 0, spin: 0, carIssues: 0 };
    let laps = 0;
    let retired = 0;
    let wrongPenalties = 0;
    let worstTimeError = 0;
    // ~700 races × 3 cars × 50 laps ≈ 100k car-laps; engines last 100 laps, so no one retires.
    while (laps < 100_000) {
      const result = simulateRace(s, random);
      for (const car of result.cars) {
        if (car.retiredOnLap !== null) retired++;
        let engineWear = 0;
        for (const lap of car.laps) {
          laps++;
          for (const kind of lap.incidents) counts[kind]++;
          const penalty = lap.incidents
            .map((k) => INCIDENTS.find((i) => i.kind === k)!.penaltySeconds)
            .reduce((a, b) => a + b, 0);
          if (lap.penaltySeconds !== penalty) wrongPenalties++;
          const clean = cleanLapSeconds(s, car.car.factor, 0.01 * (lap.lap - 1), engineWear);
          worstTimeError = Math.max(worstTimeError, Math.abs(lap.seconds - (clean + penalty)));
          engineWear = 1 - lap.engineLife;
        }
      }
    }
    expect(retired).toBe(0);
    expect(wrongPenalties).toBe(0);
    // Only the rounding to milliseconds separates the lap time from the model.
    expect(worstTimeError).toBeLessThanOrEqual(0.0005 + 1e-9);
    for (const { kind, probability } of INCIDENTS) {
      const sd = Math.sqrt((probability * (1 - probability)) / laps);
      expect(Math.abs(counts[kind] / laps - probability)).toBeLessThan(5 * sd);
    }
  });

  it('treats a draw below the probability as a hit and at or above as a miss', () => {
    expect(drawIncidents(() => 0.04).map((i) => i.kind)).toEqual(['missedBraking', 'spin']);
    expect(drawIncidents(() => 0.05).map((i) => i.kind)).toEqual(['missedBraking']);
    expect(drawIncidents(() => 0.1)).toEqual([]);
  });
});

describe('rankCars', () => {
  const result = (id: string, total: number | null, laps: number): CarResult => ({
    car: { ...CARS[0], id },
    laps: Array.from({ length: laps }, (_, i) => ({
      lap: i + 1,
      seconds: 100,
      incidents: [],
      penaltySeconds: 0,
      tyreWear: 0,
      engineLife: 1,
    })),
    totalSeconds: total,
    retiredOnLap: total === null ? laps + 1 : null,
    retiredIncidents: [],
  });

  it('puts finishers by time first, then retired cars by laps completed', () => {
    const ranked = rankCars([result('a', null, 2), result('b', 300, 3), result('c', null, 1), result('d', 250, 3)]);
    expect(ranked.map((r) => r.car.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('keeps car order on a tie', () => {
    expect(rankCars([result('a', 200, 2), result('b', 200, 2)]).map((r) => r.car.id)).toEqual(['a', 'b']);
  });
});
