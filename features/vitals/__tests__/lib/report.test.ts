import { deviceClass, OTHER_ROUTE, roundValue, routeOf, toReport } from '@/features/vitals/lib/report';

describe('routeOf', () => {
  it('keeps static routes with a trailing slash', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/menu/')).toBe('/menu/');
    expect(routeOf('/menu')).toBe('/menu/');
    expect(routeOf('/Swg/admin/')).toBe('/Swg/admin/');
  });

  it('replaces room codes and ids, so no code is stored', () => {
    expect(routeOf('/proost/AbC12/')).toBe('/proost/[id]/');
    expect(routeOf('/fridge/k%C3%B8kken')).toBe('/fridge/[id]/');
    expect(routeOf('/cah/XYZ/extra/')).toBe('/cah/[id]/');
    expect(routeOf('/proost/')).toBe('/proost/');
  });

  it('drops the query and hash', () => {
    expect(routeOf('/links/?q=hemmelig#x')).toBe('/links/');
  });

  it('counts odd or very long paths under one bucket', () => {
    expect(routeOf('/s%C3%B8k/')).toBe(OTHER_ROUTE);
    expect(routeOf(`/${'a'.repeat(80)}/`)).toBe(OTHER_ROUTE);
  });
});

describe('deviceClass', () => {
  it('goes by memory when the browser tells it', () => {
    expect(deviceClass(2, 8)).toBe('low');
    expect(deviceClass(4, 8)).toBe('mid');
    expect(deviceClass(8, 2)).toBe('high');
  });

  it('falls back to the core count, then to mid', () => {
    expect(deviceClass(undefined, 2)).toBe('low');
    expect(deviceClass(undefined, 4)).toBe('mid');
    expect(deviceClass(undefined, 8)).toBe('high');
    expect(deviceClass(undefined, undefined)).toBe('mid');
  });
});

describe('toReport', () => {
  it('rounds timings to whole ms and CLS to 4 decimals', () => {
    expect(toReport({ name: 'LCP', value: 1834.6, rating: 'good' }, '/menu/', 'low')).toEqual({
      route: '/menu/',
      name: 'LCP',
      value: 1835,
      rating: 'good',
      device: 'low',
    });
    expect(toReport({ name: 'CLS', value: 0.123456, rating: 'poor' }, '/', 'mid')?.value).toBe(0.1235);
  });

  it('bounds values to what the rules accept', () => {
    expect(roundValue('INP', -3)).toBe(0);
    expect(roundValue('TTFB', 10_000_000)).toBe(600_000);
  });

  it('skips unknown metrics and ratings', () => {
    expect(toReport({ name: 'FID', value: 10, rating: 'good' }, '/', 'mid')).toBeNull();
    expect(toReport({ name: 'LCP', value: 10, rating: 'great' }, '/', 'mid')).toBeNull();
    expect(toReport({ name: 'LCP', value: NaN, rating: 'good' }, '/', 'mid')).toBeNull();
  });
});
