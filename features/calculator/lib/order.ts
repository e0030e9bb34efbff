// The current bar order: counts per drink id, prices in whole øre (never floating point).

export type PricedDrink = { id: string; name: string; priceOre: number };
export type Order = { counts: Record<string, number>; half: boolean };
export type OrderAction = { type: 'add' | 'remove'; id: string } | { type: 'toggleHalf' } | { type: 'reset' } | { type: 'restore'; order: Order };

export const EMPTY_ORDER: Order = { counts: {}, half: false };
export const COUNT_MAX = 999;

export function orderReducer(order: Order, action: OrderAction): Order {
  switch (action.type) {
    case 'add': {
      const count = order.counts[action.id] ?? 0;
      if (count >= COUNT_MAX) return order;
      return { ...order, counts: { ...order.counts, [action.id]: count + 1 } };
    }
    case 'remove': {
      const count = order.counts[action.id] ?? 0;
      if (count === 0) return order;
      const counts = { ...order.counts };
      if (count === 1) delete counts[action.id];
      else counts[action.id] = count - 1;
      return { ...order, counts };
    }
    case 'toggleHalf':
      return { ...order, half: !order.half };
    case 'reset':
      return EMPTY_ORDER;
    case 'restore': {
      // «Angre» after RESET: the order comes back, and drinks tapped since stay on it.
      const counts = { ...action.order.counts };
      for (const [id, n] of Object.entries(order.counts)) counts[id] = Math.min(COUNT_MAX, (counts[id] ?? 0) + n);
      return { counts, half: action.order.half };
    }
  }
}

export type OrderLine = { drink: PricedDrink; count: number; sumOre: number };

/** The order's lines in menu order; unknown ids (a drink removed from content/) are dropped. */
export function orderLines(counts: Record<string, number>, menu: readonly PricedDrink[]): OrderLine[] {
  return menu.filter((d) => (counts[d.id] ?? 0) > 0).map((drink) => ({ drink, count: counts[drink.id], sumOre: drink.priceOre * counts[drink.id] }));
}

export function totalOre(counts: Record<string, number>, menu: readonly PricedDrink[]): number {
  return orderLines(counts, menu).reduce((sum, line) => sum + line.sumOre, 0);
}

/** 50 % halves the total; an odd øre rounds up, so the bar never loses half an øre. */
export function displayedTotal(total: number, half: boolean): number {
  return half ? Math.ceil(total / 2) : total;
}

/** 9800 → "98 kr", 14850 → "148,50 kr", 123400 → "1 234 kr" (Norwegian, no-break spaces). */
export function formatKr(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(ore));
  const kr = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const rest = abs % 100;
  return `${sign}${kr}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0kr`;
}
