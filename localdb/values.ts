// Turns untrusted incoming JSON into a stored node: validates keys/depth/sizes like
// the SDK does, resolves server values ({".sv": ...}) and normalises (arrays become
// objects, nulls and empty objects vanish) so that stored data, hashes and what the
// clients cache all agree.
import { MAX_DEPTH, MAX_STRING_CHARS, RequestError, getAt, isValidKey, leafValue, newNode, type Leaf, type ObjNode, type Val } from './tree';

export interface ResolveContext {
  now: number;
  /** The value currently stored at an absolute path (for increment). */
  current(segs: string[]): Val;
}

function bad(msg: string): never {
  throw new RequestError('invalid_data', msg);
}

function resolveServerValue(sv: unknown, segs: string[], ctx: ResolveContext): Leaf {
  if (sv === 'timestamp') return ctx.now;
  if (typeof sv === 'object' && sv !== null && !Array.isArray(sv)) {
    const inc = (sv as Record<string, unknown>).increment;
    if (typeof inc === 'number' && Number.isFinite(inc)) {
      const cur = leafValue(ctx.current(segs));
      const sum = typeof cur === 'number' ? cur + inc : inc;
      // Infinity would be stored in memory and become null on disk.
      if (!Number.isFinite(sum)) bad('Increment overflows to a non-finite number');
      return sum;
    }
  }
  return bad('Unsupported server value');
}

function priorityFrom(p: unknown, segs: string[], ctx: ResolveContext): Leaf | null {
  if (p === null || p === undefined) return null;
  if (typeof p === 'string') return p;
  if (typeof p === 'number' && Number.isFinite(p)) return p;
  if (typeof p === 'object' && !Array.isArray(p) && Object.prototype.hasOwnProperty.call(p, '.sv')) {
    // A server value as priority resolves against the priority, not the value.
    const v = resolveServerValue((p as Record<string, unknown>)['.sv'], segs, { ...ctx, current: () => null });
    return typeof v === 'boolean' ? null : v;
  }
  return bad('Invalid priority');
}

/**
 * `segs` is the absolute location of `raw` (needed for increments and depth).
 * Returns null for values that normalise to nothing.
 */
export function prepareValue(raw: unknown, segs: string[], ctx: ResolveContext): Val {
  if (segs.length > MAX_DEPTH) bad('Data is nested deeper than 32 levels');
  if (raw === null || raw === undefined) return null;
  switch (typeof raw) {
    case 'boolean':
      return raw;
    case 'number':
      if (!Number.isFinite(raw)) bad('Numbers must be finite');
      return raw;
    case 'string':
      if (raw.length > MAX_STRING_CHARS) bad('String is longer than 10 Mi characters');
      return raw;
    case 'object':
      break;
    default:
      bad('Unsupported value type');
  }
  const src = raw as Record<string, unknown>;
  if (Array.isArray(raw)) {
    const out: ObjNode = newNode();
    raw.forEach((v, i) => {
      const c = prepareValue(v, [...segs, String(i)], ctx);
      if (c !== null) out[String(i)] = c;
    });
    return Object.keys(out).length ? out : null;
  }
  const own = (k: string) => Object.prototype.hasOwnProperty.call(src, k);
  if (own('.sv')) {
    const v = resolveServerValue(src['.sv'], segs, ctx);
    const p = priorityFrom(own('.priority') ? src['.priority'] : null, segs, ctx);
    return p === null ? v : { '.value': v, '.priority': p };
  }
  const priority = priorityFrom(own('.priority') ? src['.priority'] : null, segs, ctx);
  if (own('.value')) {
    const inner = prepareValue(src['.value'], segs, ctx);
    if (inner === null) return null;
    if (typeof inner === 'object') bad('.value must be a primitive');
    return priority === null ? inner : { '.value': inner, '.priority': priority };
  }
  const out: ObjNode = newNode();
  let any = false;
  for (const key of Object.keys(src)) {
    if (key === '.priority') continue;
    if (!isValidKey(key)) bad(`Invalid key ${JSON.stringify(key)}`);
    const c = prepareValue(src[key], [...segs, key], ctx);
    if (c !== null) {
      out[key] = c;
      any = true;
    }
  }
  if (!any) return null;
  if (priority !== null) out['.priority'] = priority;
  return out;
}

/** Context that reads increments' base values from a tree root. */
export function treeContext(root: Val, now: number): ResolveContext {
  return { now, current: (segs) => getAt(root, segs) };
}

/**
 * Lets the process exit while `timer` is pending. Under Jest's jsdom environment (component
 * tests run localdb in-process) timers are plain numbers without unref.
 */
export function unrefTimer(timer: unknown): void {
  (timer as { unref?: () => void } | null)?.unref?.();
}
