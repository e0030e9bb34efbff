import { formatMetric } from '@/features/vitals/lib/format';

describe('formatMetric', () => {
  it('writes seconds from 1000 ms, ms below, CLS without unit, with a decimal comma', () => {
    expect(formatMetric('LCP', 1834)).toBe('1,8 s');
    expect(formatMetric('INP', 184.4)).toBe('184 ms');
    expect(formatMetric('TTFB', 999)).toBe('999 ms');
    expect(formatMetric('CLS', 0.0512)).toBe('0,05');
  });
});
