import type { MetricName } from './report';

/** A p75 for the admin table, Norwegian style: "1,8 s", "120 ms", "0,05" (CLS has no unit). */
export function formatMetric(name: MetricName, value: number): string {
  if (name === 'CLS') return value.toFixed(2).replace('.', ',');
  if (value >= 1000) return `${(value / 1000).toFixed(1).replace('.', ',')} s`;
  return `${Math.round(value)} ms`;
}
