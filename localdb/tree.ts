// Data model shared by every other module: the stored tree, path/key validation,
// the SDK's orderings, and mutation helpers.
//
// The tree is kept in Firebase's *export format* (priorities inline as ".priority",
// prioritised leaves as {".value", ".priority"}) because that is exactly what the
// SDK accepts in pushes: no conversion is needed between storage and the wire.
// Nodes are mutable objects without a prototype (`newNode()`), so a key such as
// `__proto__`, `constructor` or `toString` is an ordinary own property and can never
// reach Object.prototype; reads use own properties only. Every write produces fresh
// objects for the new value, and the value we send is serialised before the next
// write can run.

export type Leaf = string | number | boolean;
export interface ObjNode {
  [key: string]: Val;
}
export type Val = Leaf | ObjNode | null;

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';
export const MAX_DEPTH = 32;
export const MAX_PATH_BYTES = 768;
export const MAX_STRING_CHARS = 10 * 1024 * 1024;

/** A request that cannot be honoured; `status` goes on the wire, `message` to humans. */
export class RequestError extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/** An empty tree node; null prototype, see the header comment. */
export function newNode(): ObjNode {
  return Object.create(null) as ObjNode;
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Deep copy of parsed JSON (snapshot, log, seed) into prototype-free nodes. */
export function fromJson(v: unknown): Val {
  if (v === null || typeof v !== 'object') return v as Val;
  const out = newNode();
  for (const k of Object.keys(v)) out[k] = fromJson((v as Record<string, unknown>)[k]);
  return out;
}

const INVALID_KEY = /[.$#[\]/\u0000-\u001f\u007f]/;

export function isValidKey(key: string): boolean {
  return key.length > 0 && !INVALID_KEY.test(key) && Buffer.byteLength(key) <= MAX_PATH_BYTES;
}

/**
 * Database (namespace) names are the subdomain of the database URL, a DNS label:
 * lowercase letters, digits and hyphens, at most 63 characters. Short names are allowed
 * so tests can use them.
 */
const NAMESPACE_RE = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function isValidNamespace(name: string): boolean {
  return NAMESPACE_RE.test(name);
}

/** Splits and validates a path the way the SDK validates it; throws RequestError. */
export function parsePath(path: unknown, allowPriority = false): string[] {
  if (typeof path !== 'string') throw new RequestError('invalid_path', 'Path must be a string');
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
    throw new RequestError('invalid_path', 'Path is longer than 768 bytes');
  }
  const segs = path.split('/').filter((s) => s.length > 0);
  if (segs.length > MAX_DEPTH) throw new RequestError('invalid_path', 'Path is deeper than 32');
  segs.forEach((s, i) => {
    if (allowPriority && i === segs.length - 1 && s === '.priority') return;
    if (!isValidKey(s)) throw new RequestError('invalid_path', `Invalid key in path: ${JSON.stringify(s)}`);
  });
  return segs;
}

export function pathString(segs: readonly string[]): string {
  return '/' + segs.join('/');
}

export function isObj(v: Val | undefined): v is ObjNode {
  return typeof v === 'object' && v !== null;
}

/** The primitive of a leaf, unwrapping {".value"}; undefined for object nodes and null. */
export function leafValue(v: Val): Leaf | undefined {
  if (v === null) return undefined;
  if (typeof v !== 'object') return v;
  const inner = hasOwn(v, '.value') ? v['.value'] : undefined;
  return inner === undefined || inner === null || typeof inner === 'object' ? undefined : inner;
}

export function priorityOf(v: Val): Leaf | null {
  if (!isObj(v)) return null;
  const p = hasOwn(v, '.priority') ? v['.priority'] : null;
  return typeof p === 'string' || typeof p === 'number' ? p : null;
}

export function childKeys(v: Val): string[] {
  if (!isObj(v) || hasOwn(v, '.value')) return [];
  return Object.keys(v).filter((k) => k !== '.priority');
}

export function getChild(v: Val, key: string): Val {
  if (!isObj(v) || hasOwn(v, '.value') || key === '.priority' || !hasOwn(v, key)) return null;
  return v[key];
}

export function getAt(root: Val, segs: readonly string[]): Val {
  let cur = root;
  for (const s of segs) {
    cur = getChild(cur, s);
    if (cur === null) return null;
  }
  return cur;
}

/**
 * Strips priorities and turns array-like objects back into arrays, like the SDK's
 * `val()` and the REST API do.
 */
export function exportToPlain(v: Val): unknown {
  if (!isObj(v)) return v;
  const lv = leafValue(v);
  if (lv !== undefined) return lv;
  const keys = childKeys(v);
  let maxKey = -1;
  const arrayLike = keys.every((k) => {
    if (!/^(0|[1-9]\d{0,9})$/.test(k)) return false;
    maxKey = Math.max(maxKey, Number(k));
    return true;
  });
  if (arrayLike && keys.length > 0 && maxKey < 2 * keys.length) {
    const arr: unknown[] = new Array(maxKey + 1).fill(null);
    for (const k of keys) arr[Number(k)] = exportToPlain(v[k]);
    return arr;
  }
  const out: Record<string, unknown> = newNode();
  for (const k of keys) out[k] = exportToPlain(v[k]);
  return out;
}

export function withPriority(node: Val, priority: Leaf | null): Val {
  if (node === null) return null;
  if (!isObj(node)) return priority === null ? node : { '.value': node, '.priority': priority };
  const lv = leafValue(node);
  if (lv !== undefined) return priority === null ? lv : { '.value': lv, '.priority': priority };
  const copy: ObjNode = Object.assign(newNode(), node);
  if (priority === null) delete copy['.priority'];
  else copy['.priority'] = priority;
  return copy;
}

/**
 * Replaces the value at `segs` and prunes ancestors left empty, returning the new root.
 * Ancestors are mutated in place; a leaf ancestor is replaced by an object.
 */
export function setAt(root: Val, segs: readonly string[], value: Val): Val {
  if (segs.length > 0 && segs[segs.length - 1] === '.priority') {
    const target = segs.slice(0, -1);
    const node = getAt(root, target);
    if (node === null) return root;
    const p = value === null ? null : (leafValue(value) ?? null);
    return setAt(root, target, withPriority(node, typeof p === 'boolean' ? null : p));
  }
  if (segs.length === 0) return value;
  const rootObj: ObjNode = isObj(root) && !hasOwn(root, '.value') ? root : newNode();
  const chain: ObjNode[] = [rootObj];
  let cur = rootObj;
  for (let i = 0; i < segs.length - 1; i++) {
    let next: Val = hasOwn(cur, segs[i]) ? cur[segs[i]] : null;
    if (!isObj(next) || hasOwn(next, '.value')) {
      if (value === null) return root; // deleting under a leaf or nothing: no change
      next = newNode();
      cur[segs[i]] = next;
    }
    cur = next;
    chain.push(cur);
  }
  const last = segs[segs.length - 1];
  if (value === null) delete cur[last];
  else cur[last] = value;
  // An object whose last child went away disappears (with its priority), like in Firebase.
  for (let i = chain.length - 1; i > 0; i--) {
    if (childKeys(chain[i]).length > 0) break;
    delete chain[i - 1][segs[i - 1]];
  }
  return childKeys(rootObj).length > 0 ? rootObj : null;
}

// ---- Orderings (core/util/util.ts nameCompare, LeafNode/ChildrenNode compareTo) ----

const INTEGER_RE = /^-?(0*)\d{1,10}$/;
function tryParseInt(s: string): number | null {
  if (!INTEGER_RE.test(s)) return null;
  const n = Number(s);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}

export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = tryParseInt(a);
  const bi = tryParseInt(b);
  if (ai !== null) {
    if (bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
    return -1;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

const TYPE_ORDER = ['boolean', 'number', 'string'];

/** Node order used by value/child indexes: empty < leaves (bool < number < string) < objects. */
export function valueCompare(a: Val, b: Val): number {
  const rank = (v: Val) => (v === null ? 0 : leafValue(v) !== undefined ? 1 : childKeys(v).length ? 2 : 0);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra !== 1) return 0;
  const la = leafValue(a) as Leaf;
  const lb = leafValue(b) as Leaf;
  const ta = TYPE_ORDER.indexOf(typeof la);
  const tb = TYPE_ORDER.indexOf(typeof lb);
  if (ta !== tb) return ta - tb;
  return la < lb ? -1 : la > lb ? 1 : 0;
}

/** Priority order, used for hashing and orderByPriority: none < numbers < strings, then key. */
export function priorityCompare(a: Leaf | null, b: Leaf | null): number {
  return valueCompare(a, b);
}
