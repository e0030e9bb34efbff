// The small language the rules modules are written in. A rule expression is a string of the
// Realtime Database rules language; these helpers build those strings so that a module reads as
// intent (`and(signedIn, isMember('proost', $code))`) and the generator adds parentheses only
// where precedence needs them. scripts/build-rules.ts turns the tree into database.rules.json.

/** A rule expression in the rules language. */
export type Expr = string;
export type Cond = Expr | boolean;

/** One node of the rules tree: its own rules and its children (`$wildcard` or a fixed key). */
export type RuleNode = {
  '.read'?: Cond;
  '.write'?: Cond;
  '.validate'?: Cond;
  '.indexOn'?: string[];
  [child: string]: RuleNode | Cond | string[] | undefined;
};

// ---------------------------------------------------------------------------------------------
// Precedence: the generator wraps an operand in parentheses only when its loosest top-level
// operator binds less tightly than the place it goes.

enum Prec {
  Ternary = 1,
  Or = 2,
  And = 3,
  Equality = 4,
  Relational = 5,
  Additive = 6,
  Multiplicative = 7,
  Unary = 8,
  Atom = 9,
}

/** The loosest operator outside brackets, strings and regular expressions. */
function precedence(expr: Expr): Prec {
  let depth = 0;
  let lowest = Prec.Atom;
  let prev = ''; // the last non-space character outside strings and regexes
  const operandEnd = () => /[\w$)\]'"]/.test(prev);
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === ' ') continue;
    if (c === "'" || c === '"') {
      for (i++; i < expr.length && expr[i] !== c; i++) if (expr[i] === '\\') i++;
      prev = c;
      continue;
    }
    if (c === '/' && !operandEnd()) {
      let inClass = false;
      for (i++; i < expr.length; i++) {
        const r = expr[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      while (/[a-z]/.test(expr[i + 1] ?? '')) i++;
      prev = ')';
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) {
      const two = expr.slice(i, i + 2);
      let p: Prec | undefined;
      if (c === '?') p = Prec.Ternary;
      else if (two === '||') p = Prec.Or;
      else if (two === '&&') p = Prec.And;
      else if (two === '==' || two === '!=') p = Prec.Equality;
      else if (c === '<' || c === '>') p = Prec.Relational;
      else if ((c === '+' || c === '-') && operandEnd()) p = Prec.Additive;
      else if ((c === '*' || c === '/' || c === '%') && operandEnd()) p = Prec.Multiplicative;
      else if (c === '!' || c === '-') p = Prec.Unary;
      if (p !== undefined && p < lowest) lowest = p;
      if (two === '||' || two === '&&' || two === '==' || two === '!=' || two === '<=' || two === '>=') {
        i += expr.slice(i, i + 3) === '===' || expr.slice(i, i + 3) === '!==' ? 2 : 1;
        prev = '=';
        continue;
      }
    }
    prev = c;
  }
  return lowest;
}

function wrap(expr: Expr, atLeast: Prec): Expr {
  return precedence(expr) < atLeast ? `(${expr})` : expr;
}

// ---------------------------------------------------------------------------------------------
// Logic

/** All of the parts (falsy parts are left out, so optional conditions can be written inline). */
export function and(...parts: (Expr | false | undefined)[]): Expr {
  const kept = parts.filter((p): p is Expr => typeof p === 'string' && p !== '');
  return kept.map((p) => wrap(p, Prec.And)).join(' && ');
}

/** Any of the parts; an && group inside is parenthesised for the reader. */
export function or(...parts: (Expr | false | undefined)[]): Expr {
  const kept = parts.filter((p): p is Expr => typeof p === 'string' && p !== '');
  return kept.map((p) => wrap(p, Prec.Equality)).join(' || ');
}

export function not(expr: Expr): Expr {
  return `!${wrap(expr, Prec.Unary)}`;
}

/** `cond ? then : otherwise`; an else branch may itself be a ternary (a chain). */
export function ifElse(cond: Expr, then: Expr, otherwise: Expr): Expr {
  return `${wrap(cond, Prec.Or)} ? ${wrap(then, Prec.Or)} : ${wrap(otherwise, Prec.Ternary)}`;
}

/** A chain `a ? x : b ? y : z` from [condition, value] pairs and the final value. */
export function choose(cases: [Expr, Expr][], otherwise: Expr): Expr {
  return cases.reduceRight((rest, [cond, value]) => ifElse(cond, value, rest), otherwise);
}

/** `(expr)`: for the few places where the hand-written rules grouped on purpose. */
export function group(expr: Expr): Expr {
  return `(${expr})`;
}

function binary(a: Expr, op: string, b: Expr, prec: Prec): Expr {
  return `${wrap(a, prec)} ${op} ${wrap(b, prec + 1)}`;
}

export const eq = (a: Expr, b: Expr) => binary(a, '===', b, Prec.Equality);
export const ne = (a: Expr, b: Expr) => binary(a, '!==', b, Prec.Equality);
export const lt = (a: Expr, b: Expr) => binary(a, '<', b, Prec.Relational);
export const le = (a: Expr, b: Expr) => binary(a, '<=', b, Prec.Relational);
export const gt = (a: Expr, b: Expr) => binary(a, '>', b, Prec.Relational);
export const ge = (a: Expr, b: Expr) => binary(a, '>=', b, Prec.Relational);
export const plus = (a: Expr, b: Expr | number) => binary(a, '+', String(b), Prec.Additive);
export const minus = (a: Expr, b: Expr | number) => binary(a, '-', String(b), Prec.Additive);
export const div = (a: Expr, b: Expr | number) => binary(a, '/', String(b), Prec.Multiplicative);
export const mod = (a: Expr, b: Expr | number) => binary(a, '%', String(b), Prec.Multiplicative);

/** A string literal of the rules language. */
export function str(s: string): Expr {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `value === 'a' || value === 'b' …` */
export function oneOf(value: Expr, options: readonly (string | number | boolean)[]): Expr {
  return or(...options.map((o) => eq(value, typeof o === 'string' ? str(o) : String(o))));
}

// ---------------------------------------------------------------------------------------------
// Data references and paths
//
// Paths are written with the same builders the data modules use (lib/firebase/paths.ts): a rule
// expression goes in as a placeholder key (`key('$code')`), and `root(path)` turns the built path
// back into the rules language's string concatenation ('members/proost/' + $code + …).

const placeholders: Expr[] = [];
const MARK = '\u00a7';

/**
 * A path segment (or several) that the rule computes: a wildcard, auth.uid, a .val() … Typed as
 * the segment it stands for (`key<RoomGame>(wild('game'))`), so that the data modules' path
 * builders take it: at rule time the placeholder is one of those values.
 */
export function key<K extends string = string>(expr: Expr): K {
  placeholders.push(expr);
  return `${MARK}${placeholders.length - 1}${MARK}` as K;
}

/** The value of the wildcard `$name` of the rule's path (its node is keyed `$name` in the tree). */
export function wild(name: string): Expr {
  if (!/^[A-Za-z_]\w*$/.test(name)) throw new Error(`Not a wildcard name: ${name}`);
  return `$${name}`;
}

/** The rules expression for a path with placeholders: `'a/' + $x + '/b'`. */
export function pathExpr(path: string): Expr {
  const parts = path.split(MARK);
  const terms: Expr[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part !== '') terms.push(str(part));
    } else {
      const expr = placeholders[Number(part)];
      if (expr === undefined) throw new Error(`Unknown placeholder in ${path}`);
      terms.push(wrap(expr, terms.length === 0 ? Prec.Additive : Prec.Multiplicative));
    }
  });
  return terms.length === 0 ? "''" : terms.join(' + ');
}

/** A tagged template for paths: path`members/proost/${$code}` with rule expressions inside. */
export function path(strings: TemplateStringsArray, ...exprs: Expr[]): string {
  return strings.reduce((acc, s, i) => acc + s + (i < exprs.length ? key(exprs[i]!) : ''), '');
}

/** `base.child(path)` for a snapshot expression (root, data, newData or one of their children). */
export function child(base: Expr, p: string): Expr {
  return `${base}.child(${pathExpr(p)})`;
}

/** The stored database before the write, at an absolute path. */
export const root = (p: string) => child('root', p);

/**
 * The database as it would be after the write, at an absolute path. Written as a placeholder and
 * resolved by the generator to newData.parent()… with as many parent() steps as the rule is deep.
 */
export const newRoot = (p: string) => child(NEW_ROOT, p);
export const NEW_ROOT = 'NEW_ROOT';
export const NEW_UNDER = 'NEW_UNDER';

/**
 * The new data of the node `levels` below the root (1: a top-level node such as cah/), at a path
 * relative to it; resolved by the generator like newRoot.
 */
export const newUnder = (levels: number, p: string) => child(newAt(levels), p);

/**
 * The new data of the node `levels` below the root (2: a room such as proost/$code), whatever the
 * depth of the rule that uses it: `${newAt(2)}.child('settings/private')`.
 */
export const newAt = (levels: number): Expr => `${NEW_UNDER}${levels}_`;

/** `expr.parent().parent()…` */
export function up(expr: Expr, levels: number): Expr {
  return expr + '.parent()'.repeat(levels);
}

export const val = (ref: Expr) => `${ref}.val()`;
export const exists = (ref: Expr) => `${ref}.exists()`;
/** The snapshot `ref` holds a number / a string / a boolean. */
export const isNumberAt = (ref: Expr) => `${ref}.isNumber()`;
export const isStringAt = (ref: Expr) => `${ref}.isString()`;
/** The snapshot `ref` has the child `name` / all of these children. */
export const hasChildAt = (ref: Expr, name: string) => `${ref}.hasChild(${str(name)})`;
export function hasChildrenAt(ref: Expr, names: readonly string[]): Expr {
  return `${ref}.hasChildren([${names.map(str).join(', ')}])`;
}
/** The value at `p` below the snapshot `ref`: `ref.child(p).val()`. */
export const valAt = (ref: Expr, p: string) => val(child(ref, p));

/** String tests of the rules language. */
export const beginsWith = (value: Expr, prefix: string) => `${value}.beginsWith(${str(prefix)})`;
export const endsWith = (value: Expr, suffix: string) => `${value}.endsWith(${str(suffix)})`;
/** `value.replace(find, by)`: every occurrence, as the rules language replaces. */
export const replace = (value: Expr, find: string, by: string) => `${wrap(value, Prec.Atom)}.replace(${str(find)}, ${str(by)})`;
export const toLowerCase = (value: Expr) => `${wrap(value, Prec.Atom)}.toLowerCase()`;
export const length = (value: Expr) => `${wrap(value, Prec.Atom)}.length`;
/** `value + ''`: a number as the string a key compares with. */
export const asString = (value: Expr) => plus(value, str(''));

// ---------------------------------------------------------------------------------------------
// The rule context

export const auth = { uid: 'auth.uid' };
/** A read's query (query-based rules): the child it orders by and the value it is limited to. */
export const query = { orderByChild: 'query.orderByChild', equalTo: 'query.equalTo' };
export const signedIn: Expr = 'auth != null';
export const now: Expr = 'now';
export const data = 'data';
export const newData = 'newData';
export const dataExists: Expr = 'data.exists()';
export const newExists: Expr = 'newData.exists()';
export const isCreate: Expr = and(not(dataExists), newExists);
export const isDelete: Expr = and(dataExists, not(newExists));
export const newVal: Expr = 'newData.val()';
export const oldVal: Expr = 'data.val()';
/** The new / stored data of the node `levels` above the rule's own (1: its parent). */
export const newParent = (levels = 1) => up(newData, levels);
export const dataParent = (levels = 1) => up(data, levels);
/** The new / stored value at `p` below the rule's node. */
export const newChildVal = (p: string) => valAt(newData, p);
export const oldChildVal = (p: string) => valAt(data, p);

/** `$uid` is the visitor. */
export const isSelf = (wildcard: Expr) => eq(auth.uid, wildcard);

// ---------------------------------------------------------------------------------------------
// Validation of values

export const isString: Expr = 'newData.isString()';
export const isNumber: Expr = 'newData.isNumber()';
export const isBoolean: Expr = 'newData.isBoolean()';
/** The new value has no fractional part (with isNumber: a whole number). */
export const isWhole: Expr = eq(mod(newVal, 1), '0');
export const isInteger: Expr = and(isNumber, isWhole);
/** The new value's length in UTF-16 units. */
const newLength = length(newVal);

/** A string of min…max characters (the database counts UTF-16 units). */
export function textLen(min: number, max: number): Expr {
  return and(isString, ge(newLength, String(min)), le(newLength, String(max)));
}
/** A string of at most max characters. */
export function textMax(max: number): Expr {
  return and(isString, le(newLength, String(max)));
}
/** `value.matches(/…/)`; a string is taken as the literal's exact text (String.raw`/…/`). */
export function matches(value: Expr, regex: RegExp | string): Expr {
  return `${value}.matches(${regex.toString()})`;
}
/** A string matching the pattern. */
export function textMatching(regex: RegExp | string): Expr {
  return and(isString, matches(newVal, regex));
}
/** A whole number in min…max (either bound may be left out). */
export function intRange(min?: number, max?: number): Expr {
  return and(isInteger, min !== undefined && ge(newVal, String(min)), max !== undefined && le(newVal, String(max)));
}
/** Equals the value given. */
export const is = (value: Expr) => eq(newVal, value);
/** Written once as `now` and never changed. */
export const stampedOnce: Expr = ifElse(dataExists, eq(newVal, oldVal), eq(newVal, now));
/** Written once as the writer's uid and never changed. */
export const writerOnce: Expr = ifElse(dataExists, eq(newVal, oldVal), eq(newVal, auth.uid));
/** May not change once written. */
export const unchanged: Expr = or(not(dataExists), eq(oldVal, newVal));
/** The node must have these children. */
export function hasChildren(...names: string[]): Expr {
  return hasChildrenAt(newData, names);
}
/** The node has at least one child. */
export const hasSomeChild: Expr = `${newData}.hasChildren()`;
/**
 * The node must have every field of a `fields` spec but the optional ones named: the key list is
 * written once, in the spec (`'.validate': requires(shape, 'note'), ...fields(shape)`).
 */
export function requires<S extends Record<string, unknown>>(spec: S, ...optional: (keyof S & string)[]): Expr {
  return hasChildren(...Object.keys(spec).filter((name) => !optional.includes(name)));
}

// ---------------------------------------------------------------------------------------------
// Node shorthands

/** `{ '.validate': expr }` */
export const v = (expr: Cond): RuleNode => ({ '.validate': expr });
/** Refuses any child not named: spread last into a node. */
export const closed = { $other: v(false) } satisfies RuleNode;
/** A record with these fields, each with its own validation, and nothing else. */
export function fields(spec: Record<string, Cond | RuleNode>): RuleNode {
  const node: RuleNode = {};
  for (const [name, rule] of Object.entries(spec)) node[name] = typeof rule === 'object' ? rule : v(rule);
  return { ...node, ...closed };
}

/**
 * A record: the fields of `spec` (as `fields`), and a `.validate` that requires each of them but
 * the optional ones (`requires`), between the conditions `before` and `after`. The key list is
 * written once.
 */
export function record<S extends Record<string, Cond | RuleNode>>(
  spec: S,
  options: { optional?: (keyof S & string)[]; before?: (Expr | false)[]; after?: (Expr | false)[] } = {},
): RuleNode {
  const { optional = [], before = [], after = [] } = options;
  return { '.validate': and(...before, requires(spec, ...optional), ...after), ...fields(spec) };
}
