// The packages a module pulls in at run time, following its own imports through the repo: a
// room's first paint must render with plain elements, so its view may reach neither MUI nor the
// Firebase SDK. Type-only imports are left out: they vanish from the bundle.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..', '..');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function runtimeSpecifiers(file: string, followLazy: boolean): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (followLazy && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Every package (by its import specifier) reachable at run time from `file` (relative to the repo);
 * with `followLazy` false, only what comes with the file's own chunk (no `import()`).
 */
export function packagesReachedFrom(file: string, { followLazy = true }: { followLazy?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    for (const spec of runtimeSpecifiers(abs, followLazy)) {
      if (spec.endsWith('.css')) continue;
      let base: string;
      if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
      else if (spec.startsWith('.')) base = path.resolve(path.dirname(abs), spec);
      else {
        packages.add(spec);
        continue;
      }
      const found = EXTENSIONS.map((ext) => base + ext).find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
      if (!found) throw new Error(`Cannot resolve ${spec} from ${abs}`);
      visit(found);
    }
  };
  visit(path.join(ROOT, file));
  return packages;
}

/** Packages a first paint must not load: MUI (and its emotion), the Firebase SDK, reactfire. */
export const HEAVY_PACKAGE = /^(@mui\/|@emotion\/|firebase(\/|$)|reactfire$)/;
