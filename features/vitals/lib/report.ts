// What a visit reports about how the page felt (Core Web Vitals from real phones), shaped so the
// database rules can check it: a known metric, a bounded number, a route without room codes.
import { DYNAMIC_ROUTES } from '@/lib/routes/dynamicRoutes.mjs';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** A coarse class of the visitor's phone, enough to tell "cheap phones" from the rest. */
export const DEVICE_CLASSES = ['low', 'mid', 'high'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Longest route stored; longer paths are not pages of the portal. */
export const MAX_ROUTE_LENGTH = 60;
/** Largest value stored (ms for the timings); anything above is a broken measurement. */
export const MAX_VALUE = 600_000;

export type VitalsReport = {
  route: string;
  name: MetricName;
  value: number;
  rating: Rating;
  device: DeviceClass;
};

/** Where paths that are no page of the portal are counted. */
export const OTHER_ROUTE = '/annen/';

/** The route a page belongs to: room codes and ids become `[id]`, so nothing personal is stored. */
export function routeOf(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments.length >= 2 && (DYNAMIC_ROUTES as readonly string[]).includes(segments[0])) {
    segments.splice(1, segments.length - 1, '[id]');
  }
  const route = segments.length ? `/${segments.join('/')}/` : '/';
  return /^\/[A-Za-z0-9_/[\]-]*$/.test(route) && route.length <= MAX_ROUTE_LENGTH ? route : OTHER_ROUTE;
}

/**
 * From `navigator.deviceMemory` (GB, Chromium only, capped at 8) and
 * `navigator.hardwareConcurrency`; memory says more about a phone's class than its core count.
 */
export function deviceClass(memoryGb: number | undefined, cores: number | undefined): DeviceClass {
  if (typeof memoryGb === 'number' && memoryGb > 0) {
    if (memoryGb <= 2) return 'low';
    return memoryGb <= 4 ? 'mid' : 'high';
  }
  if (typeof cores === 'number' && cores > 0) {
    if (cores <= 2) return 'low';
    return cores <= 4 ? 'mid' : 'high';
  }
  return 'mid';
}

/** CLS is a unitless score (kept to 4 decimals); the others are milliseconds (whole). */
export function roundValue(name: MetricName, value: number): number {
  const bounded = Math.min(Math.max(value, 0), MAX_VALUE);
  return name === 'CLS' ? Math.round(bounded * 10_000) / 10_000 : Math.round(bounded);
}

/** A report from a web-vitals metric, or null for something the rules would refuse anyway. */
export function toReport(
  metric: { name: string; value: number; rating: string },
  pathname: string,
  device: DeviceClass,
): VitalsReport | null {
  const name = METRICS.find((m) => m === metric.name);
  const rating = RATINGS.find((r) => r === metric.rating);
  if (!name || !rating || !Number.isFinite(metric.value)) return null;
  return { route: routeOf(pathname), name, value: roundValue(name, metric.value), rating, device };
}
