const handlers: Record<string, (metric: unknown) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (fn: (metric: unknown) => void) => {
    handlers[name] = fn;
  };
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

import { collectVitals } from '@/features/vitals/components/collectVitals';

describe('collectVitals', () => {
  it('listens to all five metrics and sends them shaped for the database, for the loaded route', () => {
    window.history.replaceState(null, '', '/proost/AbC12/');
    Object.defineProperty(navigator, 'deviceMemory', { value: 2, configurable: true });
    const send = jest.fn();
    collectVitals(send);
    expect(Object.keys(handlers).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    handlers.LCP({ name: 'LCP', value: 2710.4, rating: 'needs-improvement' });
    handlers.CLS({ name: 'CLS', value: 0.01234, rating: 'good' });
    expect(send.mock.calls).toEqual([
      [{ route: '/proost/[id]/', name: 'LCP', value: 2710, rating: 'needs-improvement', device: 'low' }],
      [{ route: '/proost/[id]/', name: 'CLS', value: 0.0123, rating: 'good', device: 'low' }],
    ]);
  });
});
