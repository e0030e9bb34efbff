// Security rules, evaluated by targaryen.
//
// Cost model (see the targaryen addendum in the research notes): building targaryen's
// immutable data tree from JSON is ~3.5 µs per node, so we never do it per request.
// Each namespace keeps a targaryen DataNode tree next to our own tree and advances it
// with the `newDatabase` a successful check returns (or `$set` for writes that skip
// the rules); the structural sharing makes that O(width of the nodes on the path).
import * as targaryen from 'targaryen';
import type { TDataNode, TRuleset } from 'targaryen';
import type { RulesAuth } from './auth';
import { isObj, pathString, type Val } from './tree';

// targaryen keeps children as plain properties of its data and rules nodes, so a key
// that names a member of Object.prototype (`__proto__`, `constructor`, `toString`, …)
// would reach that prototype inside it. Such keys get a control-character prefix in
// targaryen's view only; real keys can never contain control characters, so the
// mapping cannot collide. Rules see them as e.g. "\u0001constructor" in `$wildcards`.
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));
const ESCAPE = '\u0001';

export function rulesKey(key: string): string {
  return RESERVED.has(key) ? ESCAPE + key : key;
}

function rulesPath(segs: readonly string[]): string {
  return pathString(segs.map(rulesKey));
}

/** A copy of `v` with reserved keys escaped, as plain objects for targaryen. */
function rulesValue(v: Val): unknown {
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[rulesKey(k)] = rulesValue(v[k]);
  return out;
}

// Which data a read check looked at (README "Revocation on data changes"). Every value a rule
// sees (val(), exists(), hasChildren(), isString(), …) is fetched through one private getter of
// targaryen's RuleDataSnapshot; wrapping it records the path of each node a check touched. A
// check is deterministic in those values (same auth, rules and clock), so a later write that
// touches none of them cannot change its answer.
let touched: Set<string> | null = null;
(function recordRuleReads() {
  const snap = targaryen.database(targaryen.ruleset({ rules: {} }), targaryen.store(null), 0).snapshot('/');
  const proto = Object.getPrototypeOf(snap) as object;
  const nodeKey = Object.getOwnPropertySymbols(proto).find((s) => s.description === 'node');
  const pathKey = Object.getOwnPropertySymbols(snap).find((s) => s.description === 'path');
  const desc = nodeKey ? Object.getOwnPropertyDescriptor(proto, nodeKey) : undefined;
  if (!nodeKey || !pathKey || !desc?.get) throw new Error('targaryen changed: localdb cannot see which data a rule reads');
  const getNode = desc.get;
  Object.defineProperty(proto, nodeKey, {
    ...desc,
    get(this: Record<symbol, unknown>) {
      if (touched) touched.add(this[pathKey] as string);
      return getNode.call(this);
    },
  });
})();

/** The rules-side path of `segs` without slashes at the ends, as targaryen names data it read. */
export function rulesDataPath(segs: readonly string[]): string {
  return segs.map(rulesKey).join('/');
}

/** `open`: the whole ruleset is `.read: true, .write: true` at the root and nothing else. */
export type CompiledRules = { ruleset: TRuleset; text: string; def: unknown; open: boolean };

const isTrue = (v: unknown) => v === true || v === 'true';

/**
 * Rules that allow every read and write and validate nothing (the default of an emulator
 * without a rules file, and of many test setups) decide nothing: no rules engine is needed.
 */
function allOpen(def: unknown): boolean {
  const rules = (def as { rules?: unknown } | null)?.rules;
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return false;
  const r = rules as Record<string, unknown>;
  return isTrue(r['.read']) && isTrue(r['.write']) && Object.keys(r).every((k) => k === '.read' || k === '.write' || k === '.indexOn');
}

/** Firebase rules files may contain comments; JSON.parse does not accept them. */
function stripComments(text: string): string {
  let out = '';
  let i = 0;
  let inString = false;
  while (i < text.length) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') {
        out += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === '"') inString = false;
      i++;
    } else if (c === '"') {
      inString = true;
      out += c;
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Throws Error with a readable message for unparseable or invalid rules. */
export function compileRules(text: string): CompiledRules {
  let def: unknown;
  try {
    def = JSON.parse(stripComments(text));
  } catch (e) {
    throw new Error(`Rules are not valid JSON: ${(e as Error).message}`);
  }
  return { ruleset: targaryen.ruleset(def), text, def, open: allOpen(def) };
}

export const OPEN_RULES_TEXT = '{"rules": {".read": true, ".write": true}}';

/**
 * The rules-side mirror of one namespace's data. Under open rules (CompiledRules.open)
 * nothing is checked and the mirror is not kept up to date: it is marked stale and rebuilt
 * from the data (once) when rules that need it are installed.
 */
export class RulesView {
  private tree: TDataNode;
  private stale = false;

  constructor(
    private current: CompiledRules,
    data: Val,
  ) {
    this.tree = targaryen.store(rulesValue(data), { now: Date.now() });
  }

  get rules(): CompiledRules {
    return this.current;
  }

  /** True when every read and write is allowed and nothing is validated. */
  get open(): boolean {
    return this.current.open;
  }

  /** Installs other rules; `data` is the namespace's current tree (the mirror may need it). */
  use(rules: CompiledRules, data: Val): void {
    this.current = rules;
    if (!rules.open && this.stale) this.reset(data);
  }

  private db(auth: RulesAuth | null, now: number) {
    return targaryen.database(this.current.ruleset, this.tree, now).as(auth ?? null);
  }

  /**
   * Like canRead, and also which data the check read (rules-side paths, rulesDataPath's form):
   * null when denied. Under open rules nothing is read (a rules change re-checks every listen).
   */
  readDeps(segs: string[], auth: RulesAuth | null, query?: Record<string, unknown>): string[] | null {
    if (this.current.open) return [];
    const seen = new Set<string>();
    touched = seen;
    try {
      return this.db(auth, Date.now()).read(rulesPath(segs), { now: Date.now(), query }).allowed ? [...seen] : null;
    } catch {
      return null;
    } finally {
      touched = null;
    }
  }

  canRead(segs: string[], auth: RulesAuth | null, query?: Record<string, unknown>): boolean {
    if (this.current.open) return true;
    try {
      return this.db(auth, Date.now()).read(rulesPath(segs), { now: Date.now(), query }).allowed;
    } catch {
      return false;
    }
  }

  /** Checks a set; on success returns the data tree to install once the write is applied. */
  checkSet(segs: string[], value: Val, auth: RulesAuth | null, now: number): TDataNode | null {
    try {
      const r = this.db(auth, now).write(rulesPath(segs), rulesValue(value), { now });
      return r.allowed ? r.newDatabase.root : null;
    } catch {
      return null;
    }
  }

  checkUpdate(segs: string[], patch: Record<string, Val>, auth: RulesAuth | null, now: number): TDataNode | null {
    try {
      const escaped: Record<string, unknown> = {};
      for (const rel of Object.keys(patch)) escaped[rel.split('/').map(rulesKey).join('/')] = rulesValue(patch[rel]);
      const r = this.db(auth, now).update(rulesPath(segs), escaped, { now });
      return r.allowed ? r.newDatabase.root : null;
    } catch {
      return null;
    }
  }

  /**
   * True when a write at `segs` is denied whatever its value: no `.write` rule from the
   * root to `segs` mentions newData (targaryen, like Firebase, looks at no deeper
   * `.write`), so trying the write with no value decides the permission.
   */
  writeSurelyDenied(segs: string[], auth: RulesAuth | null, now: number): boolean {
    if (this.current.open || writeRulesMention(this.current.def, segs, 'newData')) return false;
    try {
      const r = this.db(auth, now).write(rulesPath(segs), null, { now });
      return !r.permitted;
    } catch {
      return false;
    }
  }

  install(tree: TDataNode): void {
    this.tree = tree;
  }

  /** Mirrors a write that was not rules-checked (owner, replay, REST owner, open rules). */
  mirrorSet(segs: string[], value: Val, now: number): void {
    if (this.stale) return;
    if (this.current.open) {
      this.stale = true;
      return;
    }
    this.tree = this.tree.$set(rulesPath(segs), rulesValue(value), undefined, now);
  }

  /** Rebuilds the mirror (after bulk changes such as a restore, or when it went stale). */
  reset(data: Val): void {
    if (this.current.open) {
      this.stale = true;
      return;
    }
    this.tree = targaryen.store(rulesValue(data), { now: Date.now() });
    this.stale = false;
  }
}

/** Whether any `.write` rule on the way from the root to `segs` contains `word`. */
function writeRulesMention(def: unknown, segs: string[], word: string): boolean {
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  let node: unknown = (def as { rules?: unknown })?.rules;
  const mentions = (n: unknown) => {
    if (typeof n !== 'object' || n === null || !own(n, '.write')) return false;
    const w = (n as Record<string, unknown>)['.write'];
    return typeof w === 'string' && w.includes(word);
  };
  if (mentions(node)) return true;
  for (const raw of segs) {
    const seg = rulesKey(raw);
    if (typeof node !== 'object' || node === null) return false;
    const n = node as Record<string, unknown>;
    const wildcard = Object.keys(n).find((k) => k.startsWith('$'));
    node = own(n, seg) && !seg.startsWith('.') ? n[seg] : wildcard ? n[wildcard] : undefined;
    if (mentions(node)) return true;
  }
  return false;
}
