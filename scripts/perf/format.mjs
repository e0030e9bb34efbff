// Medians and how figures are printed in the tables.


export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
export const s = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '–');

export const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : '–');

export const coldMs = (v) => (Number.isFinite(v) && v < Number.MAX_VALUE ? `${Math.round(v)} ms` : 'never');
