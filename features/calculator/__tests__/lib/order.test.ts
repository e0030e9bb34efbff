import { displayedTotal, EMPTY_ORDER, formatKr, orderLines, orderReducer, totalOre, type Order, type PricedDrink } from '@/features/calculator/lib/order';

const menu: PricedDrink[] = [
  { id: 'ol', name: 'Øl', priceOre: 9800 },
  { id: 'vin', name: 'Vin', priceOre: 49500 },
  { id: 'energi', name: 'Energi', priceOre: 10600 },
];

const run = (...actions: Parameters<typeof orderReducer>[1][]) => actions.reduce<Order>(orderReducer, EMPTY_ORDER);

describe('bar order', () => {
  it('counts taps per drink and sums in whole øre', () => {
    const order = run({ type: 'add', id: 'ol' }, { type: 'add', id: 'ol' }, { type: 'add', id: 'vin' });
    expect(order.counts).toEqual({ ol: 2, vin: 1 });
    expect(totalOre(order.counts, menu)).toBe(2 * 9800 + 49500);
    expect(orderLines(order.counts, menu).map((l) => [l.drink.id, l.count, l.sumOre])).toEqual([
      ['ol', 2, 19600],
      ['vin', 1, 49500],
    ]);
  });

  it('removes one at a time and drops the line at zero', () => {
    const order = run({ type: 'add', id: 'ol' }, { type: 'add', id: 'ol' }, { type: 'remove', id: 'ol' });
    expect(order.counts).toEqual({ ol: 1 });
    expect(orderReducer(order, { type: 'remove', id: 'ol' }).counts).toEqual({});
    expect(orderReducer(EMPTY_ORDER, { type: 'remove', id: 'ol' })).toBe(EMPTY_ORDER);
  });

  it('50% halves the displayed total; RESET clears the order and the half-price mode', () => {
    const order = run({ type: 'add', id: 'energi' }, { type: 'toggleHalf' });
    expect(displayedTotal(totalOre(order.counts, menu), order.half)).toBe(5300);
    expect(displayedTotal(14851, true)).toBe(7426);
    expect(orderReducer(order, { type: 'reset' })).toEqual({ counts: {}, half: false });
  });

  it('ignores drinks no longer on the menu', () => {
    expect(totalOre({ gone: 3, ol: 1 }, menu)).toBe(9800);
  });

  it('formats kroner the Norwegian way', () => {
    expect(formatKr(9800)).toBe('98\u00a0kr');
    expect(formatKr(14850)).toBe('148,50\u00a0kr');
    expect(formatKr(123405)).toBe('1\u00a0234,05\u00a0kr');
    expect(formatKr(0)).toBe('0\u00a0kr');
  });

  it('«Angre» after RESET brings the order back with its half-price mode, adding what was tapped since', () => {
    const before = run({ type: 'add', id: 'ol' }, { type: 'add', id: 'ol' }, { type: 'toggleHalf' });
    const since = run({ type: 'add', id: 'ol' }, { type: 'add', id: 'vin' });
    expect(orderReducer(since, { type: 'restore', order: before })).toEqual({ counts: { ol: 3, vin: 1 }, half: true });
    expect(orderReducer(EMPTY_ORDER, { type: 'restore', order: before })).toEqual(before);
    // Never past the most one line can hold.
    expect(orderReducer({ counts: { ol: 999 }, half: false }, { type: 'restore', order: before }).counts).toEqual({ ol: 999 });
  });
});
