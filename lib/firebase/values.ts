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

/**
 * Whether two mapped values hold the same content: primitives by value, arrays and plain objects
 * member by member; anything else (a Set, a Date) only when it is the same object.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameContent(item, b[index]));
  }
  const plain = (value: object) => Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && sameContent(left[key], right[key]));
}
