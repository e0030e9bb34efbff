// Constants of the /f1 lap simulator. The first block is SPEC.md §9 verbatim; the second block is
// our own tuning of the lap-time model (SPEC.md does not say how fast a tyre is, only how fast it
// wears), kept here so every number the model uses is in one place.

export const TYRES = ['Soft', 'Medium', 'Hard', 'Wet'] as const;
export type Tyre = (typeof TYRES)[number];

export const WEATHERS = ['Sunny', 'Rainy'] as const;
export type Weather = (typeof WEATHERS)[number];

export type IncidentKind = 'missedBraking' | 'spin' | 'carIssues';

export type Car = {
  id: string;
  name: string;
  /** Performance factor: 1 is the fastest car; its speed is multiplied by this. */
  factor: number;
  /** Line and badge colour; mid-tone so it reads on light and dark backgrounds. */
  color: string;
};

export type Incident = {
  kind: IncidentKind;
  /** Chance per car per lap, 0..1. */
  probability: number;
  /** Seconds added to the lap. */
  penaltySeconds: number;
};

// --- SPEC.md §9 -----------------------------------------------------------------------------

export const LAP_DISTANCE_M = 5800;

/** Tyre wear per lap (fraction of the tyre's life). */
export const TYRE_WEAR_PER_LAP: Readonly<Record<Tyre, number>> = {
  Soft: 0.02,
  Medium: 0.015,
  Hard: 0.01,
  Wet: 0.03,
};

/** Engine wear per lap (fraction of a new engine's life). */
export const ENGINE_WEAR_PER_LAP = 0.01;

export const CARS: readonly Car[] = [
  { id: 'rod-pil', name: 'Rød Pil', factor: 1, color: '#e53935' },
  { id: 'bla-lyn', name: 'Blå Lyn', factor: 0.9, color: '#1e88e5' },
  { id: 'gratassen', name: 'Gråtassen', factor: 0.8, color: '#9e9e9e' },
];

/** Independent chances per car and lap; more than one can happen in the same lap. */
export const INCIDENTS: readonly Incident[] = [
  { kind: 'missedBraking', probability: 0.1, penaltySeconds: 5 },
  { kind: 'spin', probability: 0.05, penaltySeconds: 8 },
  { kind: 'carIssues', probability: 0.03, penaltySeconds: 15 },
];

export type SimulationSettings = {
  laps: number;
  speedKmh: number;
  tyre: Tyre;
  weather: Weather;
  /** 1..100: how much of a new engine's life is left at the start (100 = new). */
  engineDurability: number;
};

export const DEFAULT_SETTINGS: Readonly<SimulationSettings> = {
  laps: 1,
  speedKmh: 200,
  tyre: 'Soft',
  weather: 'Sunny',
  engineDurability: 100,
};

// --- Input limits (ours) --------------------------------------------------------------------

export const LIMITS = {
  laps: { min: 1, max: 100 },
  speedKmh: { min: 50, max: 400 },
  engineDurability: { min: 1, max: 100 },
} as const;

// --- Lap-time model tuning (ours) -----------------------------------------------------------

/**
 * Pace multiplier of a fresh tyre in each weather (1 = the base lap time). Softer slicks are
 * faster but wear quicker; slicks in the rain are far slower, wets are the right call there but
 * slow in the dry.
 */
export const TYRE_PACE: Readonly<Record<Weather, Readonly<Record<Tyre, number>>>> = {
  Sunny: { Soft: 1, Medium: 1.008, Hard: 1.016, Wet: 1.06 },
  Rainy: { Soft: 1.3, Medium: 1.31, Hard: 1.32, Wet: 1.1 },
};

/** A fully worn tyre (wear 1) makes the lap this fraction slower; wear is capped at 1. */
export const TYRE_WEAR_SLOWDOWN = 0.3;

/** A fully worn engine (wear 1) makes the lap this fraction slower. */
export const ENGINE_WEAR_SLOWDOWN = 0.1;

/** Extra engine wear from a "car issues" incident, on top of the per-lap wear. */
export const ENGINE_DAMAGE_PER_CAR_ISSUE = 0.05;
