// Compares two rules trees by meaning rather than by text: each expression is parsed (with the
// TypeScript parser, which reads the rules language as the JavaScript subset it is) and printed
// back in one canonical form — no redundant parentheses, whitespace or quote style, and chains of
// && and || flattened, since grouping them differently cannot change what they allow.
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
      return `${op === ts.SyntaxKind.AmpersandAmpersandToken ? 'AND' : 'OR'}(${operands.join(', ')})`;
    }
    return `(${canon(node.left)} ${ts.tokenToString(op)} ${canon(node.right)})`;
  }
  if (ts.isConditionalExpression(node)) return `IF(${canon(node.condition)}, ${canon(node.whenTrue)}, ${canon(node.whenFalse)})`;
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
