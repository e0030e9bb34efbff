import { INCIDENTS, type IncidentKind, type Weather } from './constants';

/** Norwegian UI labels for the simulator's English domain names. */
export const WEATHER_LABELS: Readonly<Record<Weather, string>> = { Sunny: 'Sol', Rainy: 'Regn' };

export const INCIDENT_LABELS: Readonly<Record<IncidentKind, string>> = {
  missedBraking: 'Bommet på bremsingen',
  spin: 'Spinn',
  carIssues: 'Tekniske problemer',
};

/** "Spinn +8 s" */
export function formatIncident(kind: IncidentKind): string {
  const incident = INCIDENTS.find((i) => i.kind === kind);
  return incident ? `${INCIDENT_LABELS[kind]} +${incident.penaltySeconds} s` : INCIDENT_LABELS[kind];
}

/** Seconds as a timing screen shows them: m:ss.sss, or h:mm:ss.sss from one hour. */
export function formatLapTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const s = totalSeconds % 60;
  const totalMinutes = Math.floor(totalSeconds / 60);
  const m = totalMinutes % 60;
  const h = Math.floor(totalMinutes / 60);
  const tail = `${String(s).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${tail}` : `${m}:${tail}`;
}

/** A gap to the leader: "+12.345 s", or in m:ss.sss from one minute. */
export function formatGap(seconds: number): string {
  return seconds < 60 ? `+${seconds.toFixed(3)} s` : `+${formatLapTime(seconds)}`;
}

/** 0.2 → "20 %" (Norwegian style, with a space). */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)} %`;
}
