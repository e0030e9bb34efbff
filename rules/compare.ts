// Compares two rules trees by meaning rather than by text: each expression is parsed (with the
// TypeScript parser, which reads the rules language as the JavaScript subset it is) and printed
// back in one canonical form — no redundant parentheses, whitespace or quote style, and chains of
// && and || flattened, since grouping them differently cannot change what they allow. One
// reordering is safe too and is undone: a chain that only compares one wildcard with distinct
// string literals (`$kind === 'a' || $kind === 'b'`, or `$kind === 'a' ? 1 : $kind === 'b' ? 2 :
// 3`) means the same in any order, since such a comparison never fails and at most one holds; the
// rate kinds' tables are merged from the manifests in the registry's order (rules/rate.ts).
import ts from 'typescript';

export type RulesTree = { [key: string]: unknown };

export type RulesDifference = { path: string; old: unknown; new: unknown };

function canon(node: ts.Node): string {
  if (ts.isParenthesizedExpression(node)) return canon(node.expression);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
      const operands: string[] = [];
      const collect = (n: ts.Expression) => {
        const inner = ts.isParenthesizedExpression(n) ? n.expression : n;
        if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === op) {
          collect(inner.left);
          collect(inner.right);
        } else operands.push(canon(inner));
      };
      collect(node);
      if (wildcardLiterals(raw(node, op))) operands.sort();
      return `${op === ts.SyntaxKind.AmpersandAmpersandToken ? 'AND' : 'OR'}(${operands.join(', ')})`;
    }
    return `(${canon(node.left)} ${ts.tokenToString(op)} ${canon(node.right)})`;
  }
  if (ts.isConditionalExpression(node)) {
    const cases: [ts.Expression, ts.Expression][] = [];
    let rest: ts.Expression = node;
    while (ts.isConditionalExpression(unwrap(rest))) {
      const c = unwrap(rest) as ts.ConditionalExpression;
      cases.push([c.condition, c.whenTrue]);
      rest = c.whenFalse;
    }
    const printed = cases.map(([condition, value]) => [canon(condition), canon(value)]);
    if (cases.length > 1 && wildcardLiterals(cases.map(([condition]) => condition))) printed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return printed.reduceRight((otherwise, [condition, value]) => `IF(${condition}, ${value}, ${otherwise})`, canon(rest));
  }
  if (ts.isPrefixUnaryExpression(node)) return `${ts.tokenToString(node.operator)}${canon(node.operand)}`;
  if (ts.isCallExpression(node)) return `${canon(node.expression)}(${node.arguments.map(canon).join(', ')})`;
  if (ts.isPropertyAccessExpression(node)) return `${canon(node.expression)}.${node.name.text}`;
  if (ts.isElementAccessExpression(node)) return `${canon(node.expression)}[${canon(node.argumentExpression)}]`;
  if (ts.isArrayLiteralExpression(node)) return `[${node.elements.map(canon).join(', ')}]`;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return JSON.stringify(node.text);
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isRegularExpressionLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return node.text;
  switch (node.kind) {
    case ts.SyntaxKind.TrueKeyword:
      return 'true';
    case ts.SyntaxKind.FalseKeyword:
      return 'false';
    case ts.SyntaxKind.NullKeyword:
      return 'null';
  }
  throw new Error(`Unexpected syntax in a rule: ${ts.SyntaxKind[node.kind]} «${node.getText()}»`);
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}

/** The operands of a flattened chain of `op`, unwrapped. */
function raw(node: ts.Expression, op: ts.SyntaxKind): ts.Expression[] {
  const inner = unwrap(node);
  return ts.isBinaryExpression(inner) && inner.operatorToken.kind === op ? [...raw(inner.left, op), ...raw(inner.right, op)] : [inner];
}

/**
 * Every expression is `$w === '…'` for one wildcard `$w` and distinct literals: such comparisons
 * never fail and at most one holds, so their order in a chain cannot change its meaning.
 */
function wildcardLiterals(expressions: readonly ts.Expression[]): boolean {
  const seen = new Set<string>();
  let wildcard: string | null = null;
  for (const e of expressions.map(unwrap)) {
    if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) return false;
    const left = unwrap(e.left);
    const right = unwrap(e.right);
    if (!ts.isIdentifier(left) || !left.text.startsWith('$') || !ts.isStringLiteral(right)) return false;
    if (wildcard !== null && left.text !== wildcard) return false;
    wildcard = left.text;
    if (seen.has(right.text)) return false;
    seen.add(right.text);
  }
  return true;
}

/** The canonical form of one rule expression (throws if it does not parse as one expression). */
export function canonicalExpression(expr: string): string {
  const file = ts.createSourceFile('rule.ts', `(${expr}\n);`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0];
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) {
    throw new Error(`Not one expression: ${expr.slice(0, 200)}`);
  }
  const diagnostics = (file as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
  if (diagnostics.length > 0) throw new Error(`Does not parse: ${expr.slice(0, 200)}`);
  return canon(statement.expression);
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return canonicalExpression(a) === canonicalExpression(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

function isTree(v: unknown): v is RulesTree {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every rule that differs in meaning between two rules files (key order is ignored). */
export function compareRules(oldTree: unknown, newTree: unknown, path = ''): RulesDifference[] {
  if (isTree(oldTree) && isTree(newTree)) {
    const keys = [...new Set([...Object.keys(oldTree), ...Object.keys(newTree)])];
    return keys.flatMap((k) => compareRules(oldTree[k], newTree[k], `${path}/${k}`));
  }
  if (same(oldTree, newTree)) return [];
  return [{ path: path || '/', old: oldTree, new: newTree }];
}
