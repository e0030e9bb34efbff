// Loaded only after the page has loaded (see VitalsReporter): web-vitals reads the browser's
// buffered performance entries, so starting late loses nothing but keeps it out of the load.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { deviceClass, toReport, type VitalsReport } from '@/features/vitals/lib/report';

/** The path of the page as it was loaded (later client-side navigations do not change it). */
function loadedPathname(): string {
  const entry = performance.getEntriesByType?.('navigation')[0];
  try {
    return entry ? new URL(entry.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}

/** Calls `send` with one report per final metric value of this page view. */
export function collectVitals(send: (report: VitalsReport) => void): void {
  const pathname = loadedPathname();
  const nav = navigator as Navigator & { deviceMemory?: number };
  const device = deviceClass(nav.deviceMemory, nav.hardwareConcurrency);
  const report = (metric: Metric) => {
    const shaped = toReport(metric, pathname, device);
    if (shaped) send(shaped);
  };
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
