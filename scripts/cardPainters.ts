// The room cards' inline painters, generated from the cards' own TSX (docs/rooms.md "The card's
// painter, generated"): each app with a first-painted card has `features/<app>/paint.tsx`, a
// function of the REST read that maps it and renders the card component the React snapshot view
// renders. esbuild bundles it with the string JSX runtime (lib/rooms/paint/jsx-runtime.ts) into a
// self-contained function expression, written with the class names it needs to
// `features/<app>/paint.generated.ts`. Part of `npm run generate` (scripts/generated.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.join(__dirname, '..');

/** Where the bundle finds the page's class names (the painter's last argument: one map per CSS module). */
const CLASSES = '__classes';

/** The browsers Next builds the pages' own scripts for (its default browserslist). */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

export type CardPainter = { app: string; file: string; text: string };

/** The apps with a painted card: those with a features/<app>/paint.tsx. */
export function paintedApps(): string[] {
  return readdirSync(path.join(ROOT, 'features'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, 'features', e.name, 'paint.tsx')))
    .map((e) => e.name)
    .sort();
}

/** A CSS module's class names, in the order they first appear. */
function classNames(css: string): string[] {
  const names = new Set<string>();
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) names.add(m[1]);
  return [...names];
}

/** esbuild's bundle of features/<app>/paint.tsx; `classes` numbers its CSS modules (paths). */
async function bundle(app: string, classes: string[]) {
  const seen = new Set<string>();
  const plugin: Plugin = {
    name: 'portalen-card',
    setup(b) {
      b.onResolve({ filter: /^@\// }, (args) => b.resolve('./' + args.path.slice(2), { resolveDir: ROOT, kind: args.kind }));
      // A CSS module's hashed class names are known only to the page's build: the painter takes
      // them as an argument (the page's server component passes them in), one map per module.
      b.onResolve({ filter: /\.module\.css$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path), namespace: 'css-module' }));
      b.onLoad({ filter: /.*/, namespace: 'css-module' }, (args) => {
        seen.add(args.path);
        return { contents: `export default ${CLASSES}[${classes.indexOf(args.path)}];`, loader: 'js' };
      });
      // React must not come in: a card is plain elements, its hooks stay in the snapshot view. A
      // Suspense boundary (HydrateApart) shows its children on the page; anything else React
      // exports is a build error here (no matching export).
      b.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'react-shim' }));
      b.onLoad({ filter: /.*/, namespace: 'react-shim' }, () => ({ contents: 'export { Fragment as Suspense } from "@/lib/rooms/paint/jsx-runtime";', loader: 'js', resolveDir: ROOT }));
      b.onResolve({ filter: /^react-dom(\/.*)?$|^react\/.+/ }, (args) => ({ errors: [{ text: `${args.path} imported by ${args.importer}: a painted card uses no React` }] }));
    },
  };
  const result = await build({
    entryPoints: [path.join(ROOT, 'features', app, 'paint.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: TARGET,
    // Classic JSX (h(type, props, ...children)) is the shorter call; the runtime is injected.
    jsx: 'transform',
    jsxFactory: 'h',
    jsxFragment: 'Fragment',
    inject: [path.join(ROOT, 'lib/rooms/paint/jsx-runtime.ts')],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [plugin],
    tsconfigRaw: { compilerOptions: { jsx: 'react' } },
  });
  return { text: result.outputFiles[0].text.trim(), seen: [...seen].sort() };
}

export async function cardPainter(app: string): Promise<CardPainter> {
  // Modules load in any order: a first pass names the CSS modules, the second numbers them sorted.
  const cssModules = (await bundle(app, [])).seen;
  const bundled = (await bundle(app, cssModules)).text;
  // An ES module's one export, the paint function, becomes the function expression's result. The
  // bundle's own top-level names may be any short name, so the arguments are passed on as a whole.
  const exported = /export\s*\{\s*([\w$]+) as default\s*\};?$/.exec(bundled);
  if (!exported) throw new Error(`features/${app}/paint.tsx must export its paint function as default`);
  const body = bundled.slice(0, exported.index);
  // A module's class names come as its map or as the prefix they all share (pick in
  // lib/rooms/snapshot.ts): a prefix reads as the map it stands for.
  const code = `function(){var ${CLASSES}=arguments[3].map(c=>typeof c=="string"?new Proxy({},{get:(_,k)=>c+k}):c);${body}return ${exported[1]}.apply(null,arguments)}`;
  // Inlined into a <script>: nothing in it may end the script early.
  if (/<\/script/i.test(code)) throw new Error(`features/${app}/paint.tsx: the painter holds </script`);
  const name = app.charAt(0).toUpperCase() + app.slice(1);
  const imports = cssModules.map((file, i) => `import c${i} from '@/${path.relative(ROOT, file).split(path.sep).join('/')}';`);
  const picks = cssModules.map((file, i) => {
    const used = classNames(readFileSync(file, 'utf8')).filter((n) => new RegExp(`[.'"]${n.replace(/-/g, '\\-')}\\b`).test(body));
    return `pick(c${i}, ${JSON.stringify(used)})`;
  });
  const text = [
    `// Generated by \`npm run generate\` (scripts/cardPainters.ts) from features/${app}/paint.tsx and the`,
    '// card components it renders: do not edit. docs/rooms.md "The card\'s painter, generated".',
    ...imports,
    "import { pick, type ClassNames, type EarlyPaint } from '@/lib/rooms/snapshot';",
    '',
    `/** The inline painter of a ${name} room's card: (value, also, id, classes) => markup or null. */`,
    `export const ${app}Painter = ${JSON.stringify(code)};`,
    '',
    `/** What the inline script of a ${name} page needs to paint its card: the painter and the class names. */`,
    `export function ${app}EarlyPaint(): EarlyPaint<ClassNames[]> {`,
    `  return { painter: ${app}Painter, args: [${picks.join(', ')}] };`,
    '}',
    '',
  ].join('\n');
  return { app, file: `features/${app}/paint.generated.ts`, text };
}

export async function cardPainters(): Promise<CardPainter[]> {
  return Promise.all(paintedApps().map(cardPainter));
}
