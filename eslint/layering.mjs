// ESLint rule for the layering of docs/design.md §2: code flows app/ → components/ → lib/ (inside
// an app's folder too: features/<app>/components/ → features/<app>/lib/), no app imports another
// app's folders, and shared code imports no app (the registry of manifests, features/index.ts, is
// the one place that lists them). Apps are the folders under features/ (and any folder under
// components/ or lib/ that is not shared), read from disk when ESLint starts, so a new app is
// covered without editing this file. An app's rules module (features/<app>/rules.ts, or the folder
// features/<app>/rules/ when it is split by node) is built
// outside the site like rules/ (only its manifest names it, with a lazy import() that the
// site's bundles never run: rules/index.ts builds the tree from the manifests), and its tests (features/<app>/__tests__/) may use anything but
// another app. Shared code never imports the registry or its client half (the layer above every
// app), so the import drawing has no circle through it (scripts/import-graph.ts). The repo's other code has its own rules: content/ is data,
// localdb/ is a server of its own, scripts/ and e2e/ drive the portal from outside, and nothing of
// the portal imports them. Both `@/…` aliases and relative imports are resolved to a path in the
// repo before checking.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders every app may use. */
export const SHARED = {
  components: ['ui', 'shell', 'firebase', 'rooms', 'admin'],
  lib: ['firebase', 'rooms', 'routes', 'forms', 'search', 'browser', 'admin', 'random'],
  features: [],
};

/** Folders of the repo outside the portal's code: never imported by app/, components/, lib/, features/ or content/. */
const OUTSIDE = ['localdb', 'scripts', 'e2e', 'rules'];
const PORTAL = ['app', 'components', 'lib', 'features', 'content'];

/**
 * The owner's tools (setup of a new project, migration of SPEC-shaped data): they read and write
 * every app's data, so they may import every app, but they run from scripts/, and no app or
 * shared folder may import them (they would drag every app into its bundle).
 */
export const TOOLS = { lib: ['setup', 'migrate'] };

function appFolders(root, layer) {
  const dir = path.join(root, layer);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED[layer].includes(entry.name) && !(TOOLS[layer] ?? []).includes(entry.name))
    .map((entry) => entry.name);
}

/** The app names under components/, lib/ and features/ of `root`. */
export function apps(root = ROOT) {
  return new Set([...appFolders(root, 'components'), ...appFolders(root, 'lib'), ...appFolders(root, 'features')]);
}

/**
 * { layer, app, shared, where } of a repo-relative path. Inside an app's folder the layers are its
 * own: 'features/proost/components/X.tsx' → components of proost, 'features/proost/lib/x.ts' → lib,
 * 'features/proost/rules.ts' (or any file of 'features/cah/rules/') → rules (built outside the site, like rules/), 'features/proost/paths.ts'
 * → lib (the app's path builders), and so does 'features/proost/rates.ts' (its rate table), its __tests__/ → tests,
 * and the manifest, seed and other top-level files → features. 'lib/firebase/x.ts' → lib, shared.
 * features/index.ts, the registry, is in no app and not shared.
 */
function place(relative, appNames) {
  const parts = relative.split(/[\\/]/);
  const [layer, folder, sub] = parts;
  if (layer === 'features' && parts.length > 2) {
    // paths.ts and rates.ts, the app's path builders and rate table, are part of its lib/: its data module and rules module use them.
    const own = sub === 'lib' || sub === 'components' ? sub : /^(paths|rates)(\.ts)?$/.test(sub) ? 'lib' : sub === '__tests__' ? 'tests' : /^rules(\.ts)?$/.test(sub) ? 'rules' : 'features';
    const where = own === 'features' ? `features/${folder}` : `features/${folder}/${sub.replace(/\.ts$/, '')}`;
    return { layer: own, app: folder, shared: false, where };
  }
  const app = SHARED[layer] && appNames.has(folder) && !SHARED[layer].includes(folder) ? folder : null;
  return { layer, app, shared: Boolean(SHARED[layer]?.includes(folder)), where: `${layer}/${folder}` };
}

/** features/index.ts (the registry of manifests) and features/parts.ts (its client half). */
function isRegistry(relative) {
  return /^features([\\/](index|parts)(\.tsx?)?)?$/.test(relative);
}

/** The repo-relative path an import specifier points at, or null for packages. */
function target(specifier, fromFile, root) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const relative = path.relative(root, absolute);
  return relative.startsWith('..') ? null : relative;
}

/**
 * Why `from` may not import `to` (both repo-relative), or null if it may. `lazy`: the import is
 * an `import()` expression.
 */
export function layeringViolation(from, to, appNames, { lazy = false } = {}) {
  const a = place(from, appNames);
  const b = place(to, appNames);
  if (a.layer === 'lib' && (b.layer === 'components' || b.layer === 'app')) {
    return `lib/ never imports ${b.layer}/ (docs/design.md §2: app/ → components/ → lib/)`;
  }
  if (a.layer === 'components' && b.layer === 'app') {
    return 'components/ never imports app/ (docs/design.md §2: app/ → components/ → lib/)';
  }
  const tool = (p) => {
    const [layer, folder] = p.split(/[\\/]/);
    return (TOOLS[layer] ?? []).includes(folder) ? `${layer}/${folder}` : null;
  };
  if (tool(to) && (a.layer === 'lib' || a.layer === 'components' || a.layer === 'app') && tool(from) !== tool(to)) {
    return `${tool(to)} is an owner tool for scripts/, never imported by the portal's code`;
  }
  if (a.app && b.app && a.app !== b.app) {
    return `the ${a.app} app never imports another app's folders (${b.where}); move shared code to a shared folder`;
  }
  // An app's tests may use anything but another app (shared test support, localdb, the rules).
  if (a.layer === 'tests') return null;
  // Shared code: components/ and lib/ but the apps' and the owner tools' folders, content/, rules/.
  const shared = !a.app && (((a.layer === 'components' || a.layer === 'lib') && !tool(from)) || a.layer === 'content' || a.layer === 'rules');
  // (The shared rules may take an app's rules module, like the rules' build; see below.)
  if (shared && b.app && !(a.layer === 'rules' && b.layer === 'rules')) {
    return `shared code (${a.where}) never imports an app's folder (${b.where}); move what both need below the app`;
  }
  // The registry and its client half sit above every app; shared code that imported them would
  // close a circle through every manifest (the app/ layer passes what it needs of them down).
  if (shared && isRegistry(to)) {
    return `shared code (${a.where}) never imports the registry (${to}); take what it lists as an argument or a prop from app/`;
  }
  // A manifest names its own app's rules module lazily, like its seed (features/<app>/manifest.ts).
  if (lazy && a.layer === 'features' && /[\\/]manifest\.ts$/.test(from) && b.layer === 'rules' && b.app === a.app) return null;
  if (PORTAL.includes(a.layer) && OUTSIDE.includes(b.layer)) {
    return `the portal's code never imports ${b.layer}/ (it runs outside the site: tests, tools, the local database and its rules)`;
  }
  if (a.layer === 'localdb' && b.layer !== 'localdb') {
    return `localdb/ is a database server of its own and imports only localdb/ (not ${b.layer}/)`;
  }
  // The shared rules (rules/) take what an app knows from its rules module, never from its lib/ or paths.
  if (a.layer === 'rules' && !a.app && b.app && b.layer !== 'rules') {
    return `the shared rules (rules/) never import an app's folder (${b.where}); the app's rules module passes it in`;
  }
  if ((a.layer === 'content' || a.layer === 'rules') && b.layer !== a.layer && b.layer !== 'lib') {
    return `${a.layer}/ imports only lib/ (not ${b.layer}/)`;
  }
  if ((a.layer === 'scripts' || a.layer === 'e2e') && (b.layer === 'components' || b.layer === 'app')) {
    return `${a.layer}/ drives the built portal from outside and never imports ${b.layer}/`;
  }
  if (b.layer === 'e2e' && a.layer !== 'e2e') {
    return 'only the browser tests import e2e/';
  }
  return null;
}

const layering = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layering of docs/design.md §2' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { forbidden: 'Forbidden import of "{{specifier}}": {{reason}}.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? ROOT;
    const from = path.relative(root, context.filename);
    if (from.startsWith('..')) return {};
    const appNames = apps(root);
    const check = (source, lazy = false) => {
      if (!source || typeof source.value !== 'string') return;
      const to = target(source.value, context.filename, root);
      if (!to) return;
      const reason = layeringViolation(from, to, appNames, { lazy });
      if (reason) context.report({ node: source, messageId: 'forbidden', data: { specifier: source.value, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null, true),
    };
  },
};

const plugin = { rules: { layering } };

export default plugin;
