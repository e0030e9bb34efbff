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
import { pathString, type Val } from './tree';

export type CompiledRules = { ruleset: TRuleset; text: string };

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
  return { ruleset: targaryen.ruleset(def), text };
}

export const OPEN_RULES_TEXT = '{"rules": {".read": true, ".write": true}}';

/** The rules-side mirror of one namespace's data. */
export class RulesView {
  private tree: TDataNode;

  constructor(
    public rules: CompiledRules,
    data: Val,
  ) {
    this.tree = targaryen.store(data, { now: Date.now() });
  }

  private db(auth: RulesAuth | null, now: number) {
    return targaryen.database(this.rules.ruleset, this.tree, now).as(auth ?? null);
  }

  canRead(segs: string[], auth: RulesAuth | null, query?: Record<string, unknown>): boolean {
    try {
      return this.db(auth, Date.now()).read(pathString(segs), { now: Date.now(), query }).allowed;
    } catch {
      return false;
    }
  }

  /** Checks a set; on success returns the data tree to install once the write is applied. */
  checkSet(segs: string[], value: Val, auth: RulesAuth | null, now: number): TDataNode | null {
    try {
      const r = this.db(auth, now).write(pathString(segs), value, { now });
      return r.allowed ? r.newDatabase.root : null;
    } catch {
      return null;
    }
  }

  checkUpdate(segs: string[], patch: Record<string, Val>, auth: RulesAuth | null, now: number): TDataNode | null {
    try {
      const r = this.db(auth, now).update(pathString(segs), patch, { now });
      return r.allowed ? r.newDatabase.root : null;
    } catch {
      return null;
    }
  }

  install(tree: TDataNode): void {
    this.tree = tree;
  }

  /** Mirrors a write that was not rules-checked (owner, replay, REST owner). */
  mirrorSet(segs: string[], value: Val, now: number): void {
    this.tree = this.tree.$set(pathString(segs), value, undefined, now);
  }

  /** Rebuilds the mirror (only after bulk changes such as a namespace reset). */
  reset(data: Val): void {
    this.tree = targaryen.store(data, { now: Date.now() });
  }
}
