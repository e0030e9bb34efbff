import { formatAddOnPrice, formatPrice, isPriceInRange, toCents } from '@/features/menu/lib/price';

describe('formatPrice', () => {
  it('writes whole dollars without decimals and the rest with two', () => {
    expect(formatPrice(9)).toBe('$9');
    expect(formatPrice(10)).toBe('$10');
    expect(formatPrice(7.95)).toBe('$7.95');
    expect(formatPrice(9.5)).toBe('$9.50');
    expect(formatPrice(25.95)).toBe('$25.95');
    expect(formatPrice(0.05)).toBe('$0.05');
  });

  it('is immune to floating-point noise', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(12.95)).toBe('$12.95');
  });

  it('prefixes add-ons with a plus', () => {
    expect(formatAddOnPrice(2)).toBe('+$2');
  });

  it('refuses what is not a price', () => {
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Infinity)).toThrow(RangeError);
    expect(() => toCents(9.999)).toThrow(/sub-cent/);
  });
});

describe('price ranges (SPEC §9)', () => {
  // SPEC §9: cocktails $9–10, starters $7.95–10, mains $12.95–25.95, Tuesday $7, add-ons $2.
  it.each([
    ['cocktails', 9, 10],
    ['starters', 7.95, 10],
    ['mains', 12.95, 25.95],
    ['tuesday', 7, 7],
    ['addOn', 2, 2],
  ] as const)('accepts %s prices from $%s to $%s and not a cent outside', (kind, min, max) => {
    expect(isPriceInRange(min, kind)).toBe(true);
    expect(isPriceInRange(max, kind)).toBe(true);
    expect(isPriceInRange(Math.round(min * 100 - 1) / 100, kind)).toBe(false);
    expect(isPriceInRange(Math.round(max * 100 + 1) / 100, kind)).toBe(false);
  });

  it('includes both ends and nothing outside them', () => {
    expect(isPriceInRange(7.95, 'starters')).toBe(true);
    expect(isPriceInRange(10, 'starters')).toBe(true);
    expect(isPriceInRange(7.94, 'starters')).toBe(false);
    expect(isPriceInRange(10.01, 'starters')).toBe(false);
    expect(isPriceInRange(25.95, 'mains')).toBe(true);
    expect(isPriceInRange(26, 'mains')).toBe(false);
    expect(isPriceInRange(7, 'tuesday')).toBe(true);
    expect(isPriceInRange(7.5, 'tuesday')).toBe(false);
    expect(isPriceInRange(2, 'addOn')).toBe(true);
    expect(isPriceInRange(1.99, 'addOn')).toBe(false);
  });
});
