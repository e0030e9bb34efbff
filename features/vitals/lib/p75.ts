// The owner's view of field data: the 75th percentile of each metric per route, the figure
// Google's Core Web Vitals are judged by ("good" when 75 % of visits are good).
import { asRecord, num, str } from '@/lib/firebase/values';
import { METRICS, type MetricName, type Rating } from './report';

export const WINDOW_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** web-vitals' thresholds (good up to the first, poor above the second). */
export const THRESHOLDS: Record<MetricName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** `voter`: who sent it (the uid, or the report's key for reports from before `by`). */
export type StoredReport = { route: string; name: MetricName; value: number; at: number; voter?: string };

/**
 * Values above these are no real visit (a page that took a minute to paint was abandoned long
 * before): such reports are dropped rather than allowed to drag the p75.
 */
export const PLAUSIBLE_MAX: Record<MetricName, number> = {
  LCP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  INP: 20_000,
  CLS: 10,
};

export type MetricSummary = { p75: number; count: number; rating: Rating };
export type RouteSummary = { route: string; visits: number; metrics: Partial<Record<MetricName, MetricSummary>> };

/** A stored report, or null when the node is not one (the table skips it instead of failing). */
export function storedReport(value: unknown, key?: string): StoredReport | null {
  const record = asRecord(value);
  if (!record) return null;
  const name = METRICS.find((m) => m === record.name);
  const route = str(record.route);
  const metricValue = num(record.value, NaN);
  const at = num(record.at, NaN);
  if (!name || !route || !Number.isFinite(metricValue) || !Number.isFinite(at)) return null;
  const voter = str(record.by) || key;
  return voter ? { route, name, value: metricValue, at, voter } : { route, name, value: metricValue, at };
}

/** Nearest-rank percentile: the smallest value with at least `p` of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Start of the window the table covers. */
export function windowStart(now: number, days = WINDOW_DAYS): number {
  return now - days * DAY_MS;
}

/**
 * p75 per route and metric over reports at or after `since`, routes sorted by how many page
 * views reported (TTFB is sent once per view, so its count is the number of views).
 * Robust to a flood of forged reports: impossible values are dropped, and each visitor (uid)
 * counts once per route and metric, with the median of their reports, so one visitor cannot
 * outvote the others however many reports they write.
 */
export function summarize(reports: StoredReport[], since: number): RouteSummary[] {
  const byRoute = new Map<string, Map<MetricName, Map<string, number[]>>>();
  reports.forEach((report, index) => {
    if (report.at < since || report.value < 0 || report.value > PLAUSIBLE_MAX[report.name]) return;
    const metrics = byRoute.get(report.route) ?? new Map<MetricName, Map<string, number[]>>();
    byRoute.set(report.route, metrics);
    const voters = metrics.get(report.name) ?? new Map<string, number[]>();
    metrics.set(report.name, voters);
    const voter = report.voter ?? `#${index}`;
    const own = voters.get(voter) ?? [];
    voters.set(voter, own);
    own.push(report.value);
  });
  const rows: RouteSummary[] = [];
  for (const [route, metrics] of byRoute) {
    const summary: RouteSummary = { route, visits: 0, metrics: {} };
    for (const name of METRICS) {
      const voters = metrics.get(name);
      if (!voters) continue;
      const values = [...voters.values()].map((own) => percentile(own, 0.5));
      const p75 = percentile(values, 0.75);
      summary.metrics[name] = { p75, count: values.length, rating: rate(name, p75) };
      summary.visits = Math.max(summary.visits, values.length);
    }
    rows.push(summary);
  }
  return rows.sort((a, b) => b.visits - a.visits || a.route.localeCompare(b.route));
}
