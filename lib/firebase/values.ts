// Small readers for mapping untyped snapshot values to typed ones without trusting them.

/**
 * A keyed map, or null when the value is none. The SDK returns a node whose keys are mostly
 * "0", "1", … as an array (with null in the gaps), so an array is read as the map it was stored
 * as: index → element, gaps left out. Every mapper goes through here.
 */
export function asRecord(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value)) {
    const record: Record<string, unknown> = {};
    value.forEach((element, index) => {
      if (element !== null && element !== undefined) record[String(index)] = element;
    });
    return record;
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function bool(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The entries of a keyed map, mapped; entries the mapper rejects (null) are dropped. */
export function entries<T>(value: unknown, map: (key: string, child: unknown) => T | null): T[] {
  const record = asRecord(value);
  if (!record) return [];
  const out: T[] = [];
  for (const [key, child] of Object.entries(record)) {
    const item = map(key, child);
    if (item !== null) out.push(item);
  }
  return out;
}
