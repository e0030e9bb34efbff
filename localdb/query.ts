// Server-side query filtering (index, range, limit), matching the SDK's RangedFilter
// and LimitedFilter so that a filtered push or get() result is exactly what the
// client would compute from the full data.
import {
  MAX_NAME,
  MIN_NAME,
  RequestError,
  childKeys,
  getAt,
  isValidKey,
  nameCompare,
  newNode,
  priorityOf,
  valueCompare,
  type Leaf,
  type ObjNode,
  type Val,
} from './tree';

export type Index = { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: string[] };

export interface QuerySpec {
  index: Index;
  start?: { value: Leaf | null; name: string; inclusive: boolean };
  end?: { value: Leaf | null; name: string; inclusive: boolean };
  limit?: { n: number; fromLeft: boolean };
}

function isIndexValue(v: unknown): v is Leaf | null {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/** Parses the wire query object ({i, sp, sn, sin, ep, en, ein, l, vf}); throws RequestError. */
export function parseWireQuery(q: unknown): QuerySpec {
  if (q === undefined || q === null) return { index: { kind: 'priority' } };
  if (typeof q !== 'object' || Array.isArray(q)) throw new RequestError('invalid_query', 'Query must be an object');
  const o = q as Record<string, unknown>;
  let index: Index = { kind: 'priority' };
  if (o.i !== undefined) {
    if (typeof o.i !== 'string') throw new RequestError('invalid_query', 'Bad index');
    if (o.i === '.key') index = { kind: 'key' };
    else if (o.i === '.value') index = { kind: 'value' };
    else if (o.i === '.priority') index = { kind: 'priority' };
    else {
      const path = o.i.split('/').filter(Boolean);
      if (path.length === 0 || path.length > 32 || !path.every(isValidKey)) throw new RequestError('invalid_query', 'Bad index path');
      index = { kind: 'child', path };
    }
  }
  const spec: QuerySpec = { index };
  const bound = (valKey: string, nameKey: string, inclKey: string, defName: string) => {
    if (!(valKey in o)) return undefined;
    const value = o[valKey];
    if (!isIndexValue(value)) throw new RequestError('invalid_query', `Bad ${valKey}`);
    const name = o[nameKey] === undefined ? defName : o[nameKey];
    if (typeof name !== 'string') throw new RequestError('invalid_query', `Bad ${nameKey}`);
    return { value, name, inclusive: o[inclKey] !== false };
  };
  spec.start = bound('sp', 'sn', 'sin', MIN_NAME);
  spec.end = bound('ep', 'en', 'ein', MAX_NAME);
  if (index.kind === 'key') {
    for (const b of [spec.start, spec.end]) {
      if (b && typeof b.value !== 'string') throw new RequestError('invalid_query', 'orderByKey bounds must be strings');
    }
  }
  if (o.l !== undefined) {
    if (typeof o.l !== 'number' || !Number.isInteger(o.l) || o.l <= 0) throw new RequestError('invalid_query', 'Bad limit');
    spec.limit = { n: o.l, fromLeft: o.vf !== 'r' };
  }
  return spec;
}

export function filtersData(spec: QuerySpec): boolean {
  return spec.start !== undefined || spec.end !== undefined || spec.limit !== undefined;
}

function indexValue(index: Index, key: string, node: Val): Val {
  switch (index.kind) {
    case 'priority':
      return priorityOf(node);
    case 'value':
      return node;
    case 'child':
      return getAt(node, index.path);
    default:
      return key;
  }
}

/** Compares (child, key) with a query post (value, name) under the index. */
function comparePost(index: Index, childIdx: Val, key: string, postValue: Leaf | null, postName: string): number {
  if (index.kind === 'key') return nameCompare(key, postValue as string);
  return valueCompare(childIdx, postValue) || nameCompare(key, postName);
}

/** Keys of `node`'s children that fall in the query window, in index order. */
export function windowKeys(node: Val, spec: QuerySpec): string[] {
  const obj = node as ObjNode;
  const entries = childKeys(node).map((k) => ({ k, idx: spec.index.kind === 'key' ? null : indexValue(spec.index, k, obj[k]) }));
  entries.sort((a, b) => (spec.index.kind === 'key' ? 0 : valueCompare(a.idx, b.idx)) || nameCompare(a.k, b.k));
  let inRange = entries;
  const { start, end } = spec;
  if (start || end) {
    inRange = entries.filter((e) => {
      if (start) {
        const c = comparePost(spec.index, e.idx, e.k, start.value, start.name);
        if (c < 0 || (c === 0 && !start.inclusive)) return false;
      }
      if (end) {
        const c = comparePost(spec.index, e.idx, e.k, end.value, end.name);
        if (c > 0 || (c === 0 && !end.inclusive)) return false;
      }
      return true;
    });
  }
  if (spec.limit && inRange.length > spec.limit.n) {
    inRange = spec.limit.fromLeft ? inRange.slice(0, spec.limit.n) : inRange.slice(inRange.length - spec.limit.n);
  }
  return inRange.map((e) => e.k);
}

/** The value a client with this query should hold; leaves filter to nothing, as in the SDK. */
export function applyQuery(node: Val, spec: QuerySpec): Val {
  if (!filtersData(spec)) return node;
  if (childKeys(node).length === 0) return null;
  const obj = node as ObjNode;
  const keys = windowKeys(node, spec);
  if (keys.length === 0) return null;
  const out: ObjNode = newNode();
  for (const k of keys) out[k] = obj[k];
  return out;
}

/** The same query in targaryen's vocabulary, for query-based read rules. */
export function toTargaryenQuery(spec: QuerySpec): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  switch (spec.index.kind) {
    case 'key':
      q.orderByKey = true;
      break;
    case 'value':
      q.orderByValue = true;
      break;
    case 'child':
      q.orderByChild = spec.index.path.join('/');
      break;
    default:
      q.orderByPriority = true;
  }
  const s = spec.start;
  const e = spec.end;
  if (s && e && s.inclusive && e.inclusive && s.value === e.value) q.equalTo = s.value;
  else {
    if (s) q.startAt = s.value;
    if (e) q.endAt = e.value;
  }
  if (spec.limit) q[spec.limit.fromLeft ? 'limitToFirst' : 'limitToLast'] = spec.limit.n;
  return q;
}
