// The core: namespaces, writes (validation -> server values -> hash -> rules -> apply
// -> notify -> durable), reads, listeners and their revocation. Transport-agnostic:
// the WebSocket and REST layers both call into this.
import type { Identity, RulesAuth } from './auth';
import { nodeHash } from './hash';
import type { LogRecord, Snapshot, Store } from './persistence';
import { DEFAULT_LIMITS } from './limits';
import { applyQuery, filtersData, toTargaryenQuery, type QuerySpec } from './query';
import { RulesView, compileRules, rulesDataPath, type CompiledRules } from './rules';
import {
  RequestError,
  getAt,
  isValidNamespace,
  leafValue,
  newNode,
  parsePath,
  pathString,
  setAt,
  withPriority,
  type Val,
} from './tree';
import { prepareValue, treeContext } from './values';
import type { TDataNode } from 'targaryen';

export interface ListenerOwner {
  send(text: string): void;
  readonly identity: Identity;
  /** Called when the server revokes one of its listens (it forgets the listen's key). */
  revoked?(l: Listener): void;
}

export interface Listener {
  owner: ListenerOwner;
  segs: string[];
  spec: QuerySpec;
  /** Tagged, server-filtered listens get pushes carrying the tag. */
  tag?: number;
  /** The query object as the client sent it, echoed in revocations. */
  wireQ?: unknown;
  lastSent?: string;
  /**
   * The data its read check looked at (rules-side paths, rulesDataPath's form); a write that
   * touches one of them re-checks the listen. Unset for the owner, whom no rule limits.
   */
  deps?: string[];
}

export type WriteOp =
  | { kind: 'set'; segs: string[]; raw: unknown; hash?: string }
  | { kind: 'merge'; segs: string[]; raw: unknown };

interface Prepared {
  segs: string[];
  set?: Val;
  merge?: { rel: string; segs: string[]; value: Val }[];
  rulesTree: TDataNode | null;
  noop?: boolean;
}

export { isValidNamespace };

export class Namespace {
  root: Val = null;
  readonly listeners = new Set<Listener>();
  /** Open WebSocket connections on this namespace (an idle empty namespace may be dropped). */
  connections = 0;
  /** Rules installed over REST for this namespace only; otherwise the rules file applies. */
  customRules = false;
  readonly rules: RulesView;

  constructor(
    readonly name: string,
    rules: CompiledRules,
  ) {
    this.rules = new RulesView(rules, null);
  }
}

export function authOf(identity: Identity): RulesAuth | null {
  return identity.kind === 'user' ? identity.auth : null;
}

function isPrefix(a: readonly string[], b: readonly string[]): boolean {
  if (a.length > b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether one of two rules-side paths lies at or below the other ('' is the root). */
function overlapping(a: string, b: string): boolean {
  if (a.length === b.length) return a === b;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short === '' || (long.startsWith(short) && long.charCodeAt(short.length) === 47);
}

function denied(): never {
  throw new RequestError('permission_denied', 'Permission denied');
}

export class Engine {
  readonly namespaces = new Map<string, Namespace>();
  private seq = 0;
  store: Store | null = null;

  constructor(
    public fileRules: CompiledRules,
    readonly maxNamespaces = DEFAULT_LIMITS.maxNamespaces,
  ) {}

  /** The namespace called `name`, created on first use; throws RequestError for a bad name or when full. */
  ns(name: string): Namespace {
    let ns = this.namespaces.get(name);
    if (ns) return ns;
    if (!isValidNamespace(name)) {
      throw new RequestError('invalid_namespace', 'Namespace names are 1-63 lowercase letters, digits and hyphens');
    }
    if (this.namespaces.size >= this.maxNamespaces && !this.evictIdle()) {
      throw new RequestError('too_many_namespaces', `This server holds at most ${this.maxNamespaces} namespaces`);
    }
    ns = new Namespace(name, this.fileRules);
    this.namespaces.set(name, ns);
    return ns;
  }

  /** An existing namespace, without creating one (reads of unknown namespaces see null). */
  peek(name: string): Namespace | undefined {
    return this.namespaces.get(name);
  }

  /** A namespace to read from: the stored one, or an empty one that is not kept. */
  transient(name: string): Namespace {
    const ns = this.namespaces.get(name);
    if (ns) return ns;
    if (!isValidNamespace(name)) {
      throw new RequestError('invalid_namespace', 'Namespace names are 1-63 lowercase letters, digits and hyphens');
    }
    return new Namespace(name, this.fileRules);
  }

  /** Drops one namespace that holds nothing (no data, listeners, connections or own rules). */
  private evictIdle(): boolean {
    for (const [name, ns] of this.namespaces) {
      if (ns.root === null && ns.connections === 0 && ns.listeners.size === 0 && !ns.customRules) {
        this.namespaces.delete(name);
        return true;
      }
    }
    return false;
  }

  snapshot(): Snapshot {
    const namespaces: Record<string, Val> = newNode();
    for (const [name, ns] of this.namespaces) if (ns.root !== null) namespaces[name] = ns.root;
    return { seq: this.seq, namespaces };
  }

  /** Loads recovered state without notifying anyone or logging again. */
  restore(snapshot: Snapshot | null, records: LogRecord[]): void {
    if (snapshot) {
      for (const name of Object.keys(snapshot.namespaces)) this.restoredNs(name).root = snapshot.namespaces[name];
      this.seq = snapshot.seq;
    }
    for (const rec of records) {
      const ns = this.restoredNs(rec.ns);
      if (rec.op === 'set') ns.root = setAt(ns.root, rec.p, rec.d);
      else for (const rel of Object.keys(rec.d)) ns.root = setAt(ns.root, [...rec.p, ...parsePath(rel)], rec.d[rel]);
      this.seq = Math.max(this.seq, rec.seq);
    }
    for (const ns of this.namespaces.values()) ns.rules.reset(ns.root);
  }

  /** Stored namespaces are always kept, even beyond the cap (which only limits new ones). */
  private restoredNs(name: string): Namespace {
    let ns = this.namespaces.get(name);
    if (!ns) {
      ns = new Namespace(name, this.fileRules);
      this.namespaces.set(name, ns);
    }
    return ns;
  }

  // ---- reads ----

  canRead(ns: Namespace, segs: string[], identity: Identity, spec?: QuerySpec): boolean {
    if (identity.kind === 'owner') return true;
    return ns.rules.canRead(segs, authOf(identity), spec ? toTargaryenQuery(spec) : undefined);
  }

  /** Value at segs (filtered by spec), or throws permission_denied. */
  read(ns: Namespace, segs: string[], identity: Identity, spec?: QuerySpec, withQueryRules = false): Val {
    if (!this.canRead(ns, segs, identity, withQueryRules ? spec : undefined)) denied();
    const v = getAt(ns.root, segs);
    return spec ? applyQuery(v, spec) : v;
  }

  // ---- writes ----

  /**
   * Refuses, before any value is parsed or checked, a write at `segs` that the rules deny
   * whatever its value (no .write rule on the way there looks at newData).
   */
  precheck(ns: Namespace, segs: string[], identity: Identity, now = Date.now()): void {
    if (identity.kind === 'owner') return;
    if (ns.rules.writeSurelyDenied(segs, authOf(identity), now)) denied();
  }

  /** Validates, resolves server values and checks hash and rules; nothing is changed. */
  private prepare(ns: Namespace, op: WriteOp, identity: Identity, now: number): Prepared {
    const ctx = treeContext(ns.root, now);
    let segs = op.segs;
    if (op.kind === 'set') {
      let value: Val;
      if (segs.length > 0 && segs[segs.length - 1] === '.priority') {
        // setPriority: rewrite as a set of the parent node with the new priority.
        segs = segs.slice(0, -1);
        const node = getAt(ns.root, segs);
        const p = prepareValue(op.raw, segs, ctx);
        const prio = p === null ? null : leafValue(p);
        if (prio !== undefined && typeof prio === 'boolean') throw new RequestError('invalid_data', 'Invalid priority');
        if (node === null) return { segs, rulesTree: null, noop: true };
        value = withPriority(node, prio ?? null);
      } else {
        try {
          value = prepareValue(op.raw, segs, ctx);
        } catch (e) {
          // A write the rules refuse whatever its value is refused as such, bad value or not.
          this.precheck(ns, segs, identity, now);
          throw e;
        }
      }
      // A transaction's first try usually runs on the client's empty cache, so a stale
      // hash is answered before the rules judge that (often invalid) value. But only where
      // the caller may read: elsewhere the rules come first, so that datastale-or-not never
      // tells a caller whether a guessed value (a room password) is the stored one.
      const stale = op.hash !== undefined && nodeHash(getAt(ns.root, segs)) !== op.hash;
      if (stale) {
        this.precheck(ns, segs, identity, now);
        if (this.canRead(ns, segs, identity)) throw new RequestError('datastale', 'Transaction hash does not match');
      }
      let rulesTree: TDataNode | null = null;
      if (identity.kind !== 'owner' && !ns.rules.open) {
        rulesTree = ns.rules.checkSet(segs, value, authOf(identity), now);
        if (!rulesTree) denied();
      }
      if (stale) throw new RequestError('datastale', 'Transaction hash does not match');
      return { segs, set: value, rulesTree };
    }
    const raw = op.raw;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new RequestError('invalid_data', 'Update must be an object');
    }
    const merge: { rel: string; segs: string[]; value: Val }[] = [];
    const patch: Record<string, Val> = newNode();
    const entries = Object.keys(raw).map((rel) => {
      const relSegs = parsePath(rel);
      if (relSegs.length === 0) throw new RequestError('invalid_data', 'Empty key in update');
      const full = [...segs, ...relSegs];
      if (full.length > 32) throw new RequestError('invalid_path', 'Path is deeper than 32');
      return { relSegs, full, v: (raw as Record<string, unknown>)[rel] };
    });
    try {
      for (const { relSegs, full, v } of entries) {
        const value = prepareValue(v, full, ctx);
        const relStr = relSegs.join('/');
        merge.push({ rel: relStr, segs: full, value });
        patch[relStr] = value;
      }
    } catch (e) {
      // As for a set: a part the rules refuse whatever its value makes the whole refused.
      for (const { full } of entries) this.precheck(ns, full, identity, now);
      throw e;
    }
    let rulesTree: TDataNode | null = null;
    if (identity.kind !== 'owner' && !ns.rules.open && merge.length > 0) {
      rulesTree = ns.rules.checkUpdate(segs, patch, authOf(identity), now);
      if (!rulesTree) denied();
    }
    return { segs, merge, rulesTree };
  }

  /** Throws RequestError if `op` would be refused right now (used when queuing onDisconnect). */
  check(ns: Namespace, op: WriteOp, identity: Identity): void {
    this.prepare(ns, op, identity, Date.now());
  }

  /**
   * Applies a write synchronously (listeners are notified before this returns) and
   * returns a promise that settles when it is durable. Throws RequestError if refused.
   */
  write(ns: Namespace, op: WriteOp, identity: Identity): Promise<void> {
    const now = Date.now();
    const prep = this.prepare(ns, op, identity, now);
    if (prep.noop) return Promise.resolve();
    let rec: LogRecord;
    if (prep.set !== undefined) {
      ns.root = setAt(ns.root, prep.segs, prep.set);
      if (prep.rulesTree) ns.rules.install(prep.rulesTree);
      else ns.rules.mirrorSet(prep.segs, prep.set, now);
      rec = { seq: ++this.seq, ns: ns.name, op: 'set', p: prep.segs, d: prep.set };
      this.recheck(ns, [prep.segs]);
      this.notify(ns, prep.segs, null);
    } else {
      const merge = prep.merge ?? [];
      if (merge.length === 0) return Promise.resolve();
      const d: Record<string, Val> = newNode();
      for (const m of merge) {
        ns.root = setAt(ns.root, m.segs, m.value);
        if (!prep.rulesTree) ns.rules.mirrorSet(m.segs, m.value, now);
        d[m.rel] = m.value;
      }
      if (prep.rulesTree) ns.rules.install(prep.rulesTree);
      rec = { seq: ++this.seq, ns: ns.name, op: 'merge', p: prep.segs, d };
      this.recheck(ns, merge.map((m) => m.segs));
      this.notify(ns, prep.segs, merge);
    }
    return this.store ? this.store.append(rec) : Promise.resolve();
  }

  /**
   * Re-checks the listens whose read check looked at data this write changed, and revokes the
   * ones no longer readable, before the write's value is pushed (so a member removed in the same
   * update as a change never receives it). Only listens with a dependency on a written path are
   * evaluated again: one string comparison per dependency and written path otherwise.
   */
  private recheck(ns: Namespace, written: string[][]): void {
    if (ns.rules.open || ns.listeners.size === 0) return;
    const paths = written.map(rulesDataPath);
    let stale: Listener[] | null = null;
    for (const l of ns.listeners) {
      if (!l.deps || l.deps.length === 0) continue;
      if (l.deps.some((d) => paths.some((w) => overlapping(d, w)))) (stale ??= []).push(l);
    }
    if (stale) for (const l of stale) if (!this.track(ns, l)) this.revoke(ns, l);
  }

  /** Checks a listen's read again and records what it depends on; false when denied. */
  private track(ns: Namespace, l: Listener): boolean {
    const identity = l.owner.identity;
    if (identity.kind === 'owner') return true;
    const deps = ns.rules.readDeps(l.segs, authOf(identity), l.wireQ !== undefined ? toTargaryenQuery(l.spec) : undefined);
    if (!deps) return false;
    l.deps = deps;
    return true;
  }

  /** Drops a listen and tells its client with a `c` push (the SDK reports PERMISSION_DENIED). */
  private revoke(ns: Namespace, l: Listener): void {
    ns.listeners.delete(l);
    const body: Record<string, unknown> = { p: pathString(l.segs) };
    if (l.wireQ !== undefined) body.q = [l.wireQ];
    l.owner.send(JSON.stringify({ t: 'd', d: { a: 'c', b: body } }));
    l.owner.revoked?.(l);
  }

  /** Pushes a change to every overlapping listener (one serialisation per distinct message). */
  private notify(ns: Namespace, w: string[], merge: { rel: string; segs: string[] }[] | null): void {
    if (ns.listeners.size === 0) return;
    const cache = new Map<string, string>();
    const valueJson = (segs: string[]) => JSON.stringify(getAt(ns.root, segs));
    const wPath = pathString(w);
    for (const l of ns.listeners) {
      const above = isPrefix(l.segs, w);
      const overlaps = above || (merge ? merge.some((m) => isPrefix(m.segs, l.segs) || isPrefix(l.segs, m.segs)) : isPrefix(w, l.segs));
      if (!overlaps) continue;
      let msg: string;
      if (filtersData(l.spec)) {
        // A filtering query always gets exactly its window, tagged or not: the rules
        // judged this query, so sending more would leak what they refused.
        // Many clients usually run the same query (e.g. the last 50 messages): filter once.
        const qKey = `q${pathString(l.segs)}|${JSON.stringify(l.wireQ)}`;
        let json = cache.get(qKey);
        if (json === undefined) {
          json = JSON.stringify(applyQuery(getAt(ns.root, l.segs), l.spec));
          cache.set(qKey, json);
        }
        if (json === l.lastSent) continue;
        l.lastSent = json;
        const tagPart = l.tag === undefined ? '' : `,"t":${l.tag}`;
        msg = `{"t":"d","d":{"a":"d","b":{"p":${JSON.stringify(pathString(l.segs))},"d":${json}${tagPart}}}}`;
      } else if (above) {
        const key = 'w';
        let m = cache.get(key);
        if (m === undefined) {
          if (merge) {
            const parts = merge.map((x) => `${JSON.stringify(x.rel)}:${valueJson(x.segs)}`);
            m = `{"t":"d","d":{"a":"m","b":{"p":${JSON.stringify(wPath)},"d":{${parts.join(',')}}}}}`;
          } else {
            m = `{"t":"d","d":{"a":"d","b":{"p":${JSON.stringify(wPath)},"d":${valueJson(w)}}}}`;
          }
          cache.set(key, m);
        }
        msg = m;
      } else {
        const lp = pathString(l.segs);
        let m = cache.get(lp);
        if (m === undefined) {
          m = `{"t":"d","d":{"a":"d","b":{"p":${JSON.stringify(lp)},"d":${valueJson(l.segs)}}}}`;
          cache.set(lp, m);
        }
        msg = m;
      }
      l.owner.send(msg);
    }
  }

  // ---- listeners ----

  /** Registers a listener after a read check and sends its initial value (before the ok). */
  listen(ns: Namespace, l: Listener): void {
    if (!this.track(ns, l)) denied();
    ns.listeners.add(l);
    const raw = getAt(ns.root, l.segs);
    const filtered = filtersData(l.spec);
    const json = JSON.stringify(filtered ? applyQuery(raw, l.spec) : raw);
    if (filtered) l.lastSent = json;
    const tagPart = l.tag === undefined ? '' : `,"t":${l.tag}`;
    l.owner.send(`{"t":"d","d":{"a":"d","b":{"p":${JSON.stringify(pathString(l.segs))},"d":${json}${tagPart}}}}`);
  }

  unlisten(ns: Namespace, l: Listener): void {
    ns.listeners.delete(l);
  }

  /** Re-checks listeners (after rules or auth changed) and revokes the unreadable ones. */
  revalidate(ns: Namespace, only?: ListenerOwner): Listener[] {
    const revoked: Listener[] = [];
    for (const l of ns.listeners) {
      if (only && l.owner !== only) continue;
      if (this.track(ns, l)) continue;
      revoked.push(l);
      this.revoke(ns, l);
    }
    return revoked;
  }

  setFileRules(rules: CompiledRules): void {
    this.fileRules = rules;
    for (const ns of this.namespaces.values()) {
      if (ns.customRules) continue;
      ns.rules.use(rules, ns.root);
      this.revalidate(ns);
    }
  }

  setNamespaceRules(ns: Namespace, text: string): void {
    const compiled = compileRules(text);
    ns.rules.use(compiled, ns.root);
    ns.customRules = true;
    this.revalidate(ns);
  }
}

export { filtersData };
