// Small readers for mapping untyped snapshot values to typed ones without trusting them.

export function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
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
