// The web-vitals reports' rate kinds (lib/firebase/rate.ts; its manifest declares them): one
// report per metric per uid every 10 s, a kind per metric; key: the report's key.
import { defineRates } from '@/lib/firebase/rate';
import type { MetricName } from './lib/report';

export const rates = defineRates({
  vitalsLCP: 10_000,
  vitalsINP: 10_000,
  vitalsCLS: 10_000,
  vitalsFCP: 10_000,
  vitalsTTFB: 10_000,
});

/** A metric's rate kind ('vitalsLCP'); the check below keeps the table and the metrics one list. */
export type VitalsKind<N extends string = MetricName> = `vitals${N}`;
export function vitalsKind<N extends MetricName>(name: N): VitalsKind<N> {
  return `vitals${name}`;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EveryMetricRated = Holds<Same<keyof typeof rates.intervals, VitalsKind>>;
