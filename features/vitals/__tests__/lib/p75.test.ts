import { DAY_MS, percentile, rate, storedReport, summarize, windowStart, type StoredReport } from '@/features/vitals/lib/p75';

const NOW = Date.UTC(2026, 10, 22, 12);
const report = (route: string, name: StoredReport['name'], value: number, daysAgo = 1): StoredReport => ({
  route,
  name,
  value,
  at: NOW - daysAgo * DAY_MS,
});

describe('percentile', () => {
  it('takes the nearest rank: of 1..8 the p75 is 6, of 1..4 it is 3', () => {
    expect(percentile([8, 1, 7, 2, 6, 3, 5, 4], 0.75)).toBe(6);
    expect(percentile([4, 3, 2, 1], 0.75)).toBe(3);
  });

  it('of a single value is that value', () => {
    expect(percentile([1234], 0.75)).toBe(1234);
  });

  it('of five values is the fourth smallest', () => {
    expect(percentile([100, 500, 300, 200, 400], 0.75)).toBe(400);
  });

  it('refuses an empty list instead of inventing a figure', () => {
    expect(() => percentile([], 0.75)).toThrow();
  });
});

describe('rate', () => {
  it('uses the web-vitals thresholds, inclusive at the good and poor edges', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('CLS', 0.05)).toBe('good');
    expect(rate('CLS', 0.3)).toBe('poor');
    expect(rate('INP', 350)).toBe('needs-improvement');
  });
});

describe('summarize', () => {
  it('gives p75, count and rating per route and metric over the last 7 days only', () => {
    const reports = [
      ...[1000, 2000, 3000, 5000].map((v) => report('/', 'LCP', v)),
      report('/', 'LCP', 99_000, 8), // older than the window: ignored
      report('/', 'CLS', 0.02),
      report('/menu/', 'LCP', 1200),
    ];
    const rows = summarize(reports, windowStart(NOW));
    expect(rows).toEqual([
      {
        route: '/',
        visits: 4,
        metrics: {
          LCP: { p75: 3000, count: 4, rating: 'needs-improvement' },
          CLS: { p75: 0.02, count: 1, rating: 'good' },
        },
      },
      { route: '/menu/', visits: 1, metrics: { LCP: { p75: 1200, count: 1, rating: 'good' } } },
    ]);
  });

  it('counts a report exactly at the window start and keeps routes apart', () => {
    const rows = summarize([report('/f1/', 'TTFB', 300, 7), report('/proost/[id]/', 'TTFB', 900, 2)], windowStart(NOW));
    expect(rows.map((r) => [r.route, r.metrics.TTFB?.p75])).toEqual([
      ['/f1/', 300],
      ['/proost/[id]/', 900],
    ]);
  });

  it('returns no rows when nothing was reported', () => {
    expect(summarize([], windowStart(NOW))).toEqual([]);
  });
});

describe('storedReport', () => {
  it('reads a stored node', () => {
    expect(storedReport({ route: '/', name: 'INP', value: 180, rating: 'good', device: 'low', at: 5 })).toEqual({
      route: '/',
      name: 'INP',
      value: 180,
      at: 5,
    });
  });

  it('skips nodes that are not reports', () => {
    expect(storedReport(null)).toBeNull();
    expect(storedReport('x')).toBeNull();
    expect(storedReport({ route: '/', name: 'FID', value: 1, at: 1 })).toBeNull();
    expect(storedReport({ route: '/', name: 'LCP', value: '1', at: 1 })).toBeNull();
    expect(storedReport({ route: '/', name: 'LCP', value: 1 })).toBeNull();
  });
});

describe('summarize against a flood', () => {
  const honest = [1000, 1500, 2000, 2500, 3000, 3500, 4000, 2200].map((v, i) => ({ ...report('/', 'LCP', v), voter: `u${i}` }));
  const honestP75 = summarize(honest, windowStart(NOW))[0].metrics.LCP!.p75;

  it('3,000 forged reports from one visitor count as one visitor', () => {
    const flood = Array.from({ length: 3000 }, () => ({ ...report('/', 'LCP', 59_000), voter: 'mallory' }));
    const lcp = summarize([...honest, ...flood], windowStart(NOW))[0].metrics.LCP!;
    expect(lcp.count).toBe(9);
    expect(lcp.p75).toBe(3500);
    expect(lcp.p75).toBeLessThan(2 * honestP75);
  });

  it('drops impossible values (the rules allow up to 600,000 ms) instead of counting them', () => {
    const forged = Array.from({ length: 20 }, (_, i) => ({ ...report('/', 'LCP', 600_000), voter: `bot${i}` }));
    const badCls = { ...report('/', 'CLS', 50), voter: 'bot' };
    const rows = summarize([...honest, ...forged, badCls], windowStart(NOW));
    expect(rows[0].metrics.LCP).toEqual({ p75: honestP75, count: 8, rating: 'needs-improvement' });
    expect(rows[0].metrics.CLS).toBeUndefined();
  });

  it('takes the median of each visitor\'s own reports', () => {
    const mine = [100, 200, 15_000].map((v) => ({ ...report('/x/', 'INP', v), voter: 'one' }));
    expect(summarize(mine, windowStart(NOW))[0].metrics.INP).toEqual({ p75: 200, count: 1, rating: 'good' });
  });

  it('reads the voter from `by`, or from the key for reports from before it', () => {
    expect(storedReport({ route: '/', name: 'LCP', value: 1, at: 5, by: 'u1' }, 'k1')?.voter).toBe('u1');
    expect(storedReport({ route: '/', name: 'LCP', value: 1, at: 5 }, 'k1')?.voter).toBe('k1');
  });
});
