// The import drawing of the portal's code (docs/architecture.md): every file of app/, components/,
// lib/, features/, content/ and rules/ with the repo files it imports (static, type-only and lazy
// `import()` alike, since each is an arrow a reader follows). `npx tsx scripts/import-graph.ts`
// prints its circles and its arrows up; __tests__/lint/importGraph.test.ts holds both at zero.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const FOLDERS = ['app', 'components', 'lib', 'features', 'content', 'rules'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.d.mts'];

/** Shared code: every folder below the registry, except the owner's tools (they import every app). */
const SHARED = /^(components|lib|content|rules)\//;
const TOOLS = /^lib\/(setup|migrate)\//;

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__tests__') walk(full, out);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolve(specifier: string, from: string, root: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit ? path.relative(root, hit).split(path.sep).join('/') : null;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each repo-relative file of the portal's code → the repo files it imports. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of FOLDERS) {
    for (const file of walk(path.join(root, folder), [])) {
      // Comments may quote an import; only code counts.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      const targets = new Set<string>();
      for (const m of code.matchAll(IMPORT)) {
        const to = resolve(m[1] ?? m[2] ?? m[3] ?? m[4], file, root);
        if (to) targets.add(to);
      }
      graph.set(path.relative(root, file).split(path.sep).join('/'), [...targets]);
    }
  }
  return graph;
}

/** The circles of the drawing: each strongly connected group of more than one file (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return groups;
}

/** Arrows up: shared code (lib/, components/, content/, rules/) importing the registry or an app. */
export function arrowsUp(graph: Map<string, string[]>): string[] {
  const up: string[] = [];
  for (const [from, targets] of graph) {
    if (!SHARED.test(from) || TOOLS.test(from)) continue;
    for (const to of targets) if (to.startsWith('features/')) up.push(`${from} → ${to}`);
  }
  return up;
}

if (require.main === module) {
  const graph = importGraph();
  const found = circles(graph);
  const up = arrowsUp(graph);
  console.log(`${graph.size} files, ${[...graph.values()].reduce((n, t) => n + t.length, 0)} arrows`);
  console.log(`circles: ${found.length}`);
  for (const group of found) console.log(`  ${group.length} files: ${group.slice(0, 8).join(', ')}${group.length > 8 ? ' …' : ''}`);
  console.log(`arrows up: ${up.length}`);
  for (const arrow of up) console.log(`  ${arrow}`);
  process.exitCode = found.length + up.length === 0 ? 0 : 1;
}
