/** @jest-environment node */
// The layering rule as `npm run lint` runs it (__tests__/support/lintInChild.ts).
import { lintMessages, type LintCase as Case } from '../support/lintInChild';

/** The layering messages ESLint reports for each snippet, linted as if it lived at `file`. */
const lint = (cases: Case[]): string[][] => lintMessages('portalen/layering', cases);

describe('lint rule portalen/layering (docs/design.md §2)', () => {
  // features/<app>/ (f1, menu, proost, cah …) are apps, each with its own components/ → lib/ layers,
  // a rules module and tests; components/ui, components/firebase, lib/forms, lib/routes are shared;
  // features/index.ts is the registry.
  const cases: (Case & { forbidden: boolean })[] = [
    { file: 'features/f1/components/X.tsx', code: "import { toCents } from '@/features/menu/lib/price';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "import RestaurantMenu from '../../menu/components/RestaurantMenu';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "export { menu } from '../../menu/lib/price';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "const Menu = () => import('@/features/menu/components/RestaurantMenu');", forbidden: true },
    { file: 'features/f1/lib/x.ts', code: "import F1Simulator from '@/features/f1/components/F1Simulator';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import Page from '../../app/page';", forbidden: true },
    { file: 'components/ui/X.tsx', code: "import Page from '@/app/menu/page';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "import { simulateRace } from '@/features/f1/lib/simulate';", forbidden: false },
    // Owner tools read every app's data, and no app (nor shared code) may pull them in.
    { file: 'lib/setup/x.ts', code: "import { mapBank } from '@/features/cah/lib/bank';\nimport { paths } from '@/lib/firebase/paths';", forbidden: false },
    { file: 'lib/migrate/x.ts', code: "import { mapQuest } from '../../features/quest/lib/quest';", forbidden: false },
    { file: 'features/fridge/components/X.tsx', code: "import { setupWrites } from '@/lib/setup/ownerData';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import { migrate } from '../migrate/migrate';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "import Page from '../../../components/ui/Page';\nimport { requireText } from '@/lib/forms/text';", forbidden: false },
    { file: 'features/menu/components/X.tsx', code: "import { useUid } from '@/components/firebase/SessionProvider';\nimport { z } from 'zod';", forbidden: false },
    { file: 'app/menu/page.tsx', code: "import RestaurantMenu from '@/features/menu/components/RestaurantMenu';\nimport { menu } from '@/content/menu';", forbidden: false },
    // Shared code imports no app; the registry of manifests is the one place that lists them.
    { file: 'lib/firebase/x.ts', code: "import { proostRead } from '@/features/proost/lib/data';", forbidden: true },
    { file: 'components/ui/X.tsx', code: "import Tile from '../../features/menu/components/MenuItemRow';", forbidden: true },
    { file: 'lib/routes/x.ts', code: "import { manifest } from '@/features/proost/manifest';", forbidden: true },
    // Nor the registry or its client half: they sit above every app (app/ passes down what they list).
    { file: 'lib/routes/x.ts', code: "import { MANIFESTS } from '@/features';\nimport { appTiles } from './manifest';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import type { RoomGameId } from '@/features/index';", forbidden: true },
    { file: 'lib/x.ts', code: "import { MANIFESTS } from '../features';", forbidden: true },
    { file: 'components/shell/X.tsx', code: "import { PARTY_PARTS } from '@/features/parts';", forbidden: true },
    { file: 'app/layout.tsx', code: "import { MANIFESTS } from '@/features';\nimport { navLinks } from '@/lib/routes/manifest';", forbidden: false },
    { file: 'features/index.ts', code: "import { manifest as proost } from './proost/manifest';\nimport { manifest as cah } from './cah/manifest';", forbidden: false },
    { file: 'features/cah/seed.ts', code: "import { toStoredBank } from '@/features/cah/lib/bank';\nimport { BLACK_CARDS } from '@/content/cahCards';", forbidden: false },
    { file: 'features/cah/seed.ts', code: "import { seed } from '../proost/seed';", forbidden: true },
    { file: 'features/f1/x.ts', code: "import { toCents } from '@/features/menu/lib/price';", forbidden: true },
    { file: 'features/f1/components/X.tsx', code: "import { MANIFESTS } from '@/features';", forbidden: false },
    // Inside an app's folder the layering holds too: components/ → lib/, never back, never app/.
    { file: 'features/proost/lib/x.ts', code: "import ProostScreen from '../components/ProostScreen';", forbidden: true },
    { file: 'features/proost/components/X.tsx', code: "import Page from '@/app/proost/page';", forbidden: true },
    { file: 'features/proost/components/X.tsx', code: "import { proostRead } from '../lib/data';\nimport { nameRule } from '@/lib/forms/text';", forbidden: false },
    // An app's rules module is built outside the site: it uses rules/ and lib/, the site never imports it.
    { file: 'features/proost/rules.ts', code: "import { fields } from '@/rules/dsl';\nimport { paths } from '@/lib/firebase/paths';\nimport { MAX } from './lib/data';", forbidden: false },
    { file: 'features/proost/rules.ts', code: "import { cah } from '../cah/rules';", forbidden: true },
    { file: 'features/proost/components/X.tsx', code: "import { proost } from '../rules';", forbidden: true },
    { file: 'features/proost/manifest.ts', code: "import { proost } from './rules';", forbidden: true },
    // A rules module split by node (features/<app>/rules/, assembled in its index.ts) is the same layer.
    { file: 'features/cah/rules/round.ts', code: "import * as r from '@/rules/dsl';\nimport { seated } from './shared';\nimport { cahPaths } from '../paths';\nimport { tableCard } from '../lib/room';", forbidden: false },
    { file: 'features/cah/rules/round.ts', code: "import { game } from '../../battleshots/rules/shared';", forbidden: true },
    { file: 'features/cah/components/X.tsx', code: "import { seated } from '../rules/shared';", forbidden: true },
    { file: 'features/cah/lib/x.ts', code: "import { games } from '@/features/cah/rules/games';", forbidden: true },
    // … but its manifest names it lazily (rules/index.ts builds the tree from the registry).
    { file: 'features/proost/manifest.ts', code: "const rules = () => import('./rules').then((m) => m.rules);", forbidden: false },
    { file: 'features/proost/manifest.ts', code: "const rules = () => import('../cah/rules').then((m) => m.rules);", forbidden: true },
    { file: 'features/proost/components/X.tsx', code: "const rules = () => import('../rules');", forbidden: true },
    { file: 'features/proost/seed.ts', code: "const rules = () => import('./rules');", forbidden: true },
    // An app's path builders (features/<app>/paths.ts) are its lib: its data, screens and rules use them, shared code never.
    { file: 'features/proost/rules.ts', code: "import { proostPaths } from './paths';", forbidden: false },
    { file: 'features/proost/lib/data.ts', code: "import { proostPaths } from '../paths';", forbidden: false },
    { file: 'features/proost/paths.ts', code: "import ProostScreen from './components/ProostScreen';", forbidden: true },
    { file: 'lib/rooms/x.ts', code: "import { questPaths } from '@/features/quest/paths';", forbidden: true },
    { file: 'rules/x.ts', code: "import { questPaths } from '../features/quest/paths';", forbidden: true },
    // So is its rate table (features/<app>/rates.ts): its data and rules modules use it, shared code never.
    { file: 'features/fridge/rules.ts', code: "import { rates } from './rates';", forbidden: false },
    { file: 'features/fridge/lib/data.ts', code: "import { rates } from '../rates';", forbidden: false },
    { file: 'features/fridge/rates.ts', code: "import FridgeScreen from './components/FridgeScreen';", forbidden: true },
    { file: 'rules/x.ts', code: "import { rates } from '../features/fridge/rates';", forbidden: true },
    { file: 'features/proost/lib/data.ts', code: "import { rates } from '@/features/fridge/rates';", forbidden: true },
    { file: 'rules/index.ts', code: "import { proost } from '../features/proost/rules';\nimport { cah } from '../features/cah/rules';", forbidden: false },
    // An app's tests use shared test support, localdb and the rules, never another app.
    { file: 'features/proost/__tests__/rules/x.test.ts', code: "import { startRulesDb } from '@/__tests__/rules/helpers';\nimport { startLocalDb } from '@/localdb/testing';\nimport { proost } from '../../rules';", forbidden: false },
    { file: 'features/proost/__tests__/lib/x.test.ts', code: "import { cahRead } from '@/features/cah/lib/data';", forbidden: true },
    // The code around the portal: nothing of the portal imports it, and it keeps to its own layers.
    { file: 'features/proost/components/X.tsx', code: "import { Tree } from '@/localdb/tree';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import { rulesTree } from '../../rules/index';", forbidden: true },
    { file: 'app/page.tsx', code: "import { STATIC_ROUTES } from '@/e2e/support/routes';", forbidden: true },
    { file: 'features/cah/lib/x.ts', code: "const stack = () => import('../../../scripts/stack.mjs');", forbidden: true },
    { file: 'content/x.ts', code: "import { brand } from '@/components/ui/brand';", forbidden: true },
    { file: 'content/x.ts', code: "import { toCents } from '../features/menu/lib/price';", forbidden: true },
    { file: 'content/x.ts', code: "import { BLANK } from '@/features/cah/lib/texts';", forbidden: true },
    { file: 'content/x.ts', code: "import { toCents } from './prices';\nimport { BRANDS } from './brand';", forbidden: false },
    { file: 'localdb/x.ts', code: "import { paths } from '../lib/firebase/paths';", forbidden: true },
    { file: 'localdb/x.ts', code: "import { Tree } from './tree';", forbidden: false },
    { file: 'rules/x.ts', code: "import { paths } from '../lib/firebase/paths';\nimport { fields } from './dsl';", forbidden: false },
    { file: 'rules/x.ts', code: "import { MANIFESTS } from '../features';", forbidden: true },
    { file: 'scripts/x.ts', code: "import Page from '../components/ui/Page';", forbidden: true },
    { file: 'scripts/x.ts', code: "import { MANIFESTS } from '../features';\nimport { toStoredBank } from '../features/cah/lib/bank';\nimport { startLocalDb } from '../localdb/testing';\nimport { rulesJson } from '../rules/build';", forbidden: false },
    { file: 'scripts/x.mjs', code: "import { STATIC_ROUTES } from '../e2e/support/routes';", forbidden: true },
    { file: 'e2e/x.spec.ts', code: "import ProostScreen from '../features/proost/components/ProostScreen';", forbidden: true },
    { file: 'e2e/x.spec.ts', code: "import { toStoredBank } from '../features/cah/lib/bank';\nimport { ROOT } from '../scripts/stack.mjs';\nimport { MANIFESTS } from '../features';", forbidden: false },
  ];

  it('reports forbidden imports (alias, relative, re-export, dynamic) and allows the layering of docs/design.md', () => {
    const results = lint(cases);
    const outcome = cases.map((c, i) => `${c.file}: ${c.code} → ${results[i].length > 0 ? 'forbidden' : 'allowed'}`);
    expect(outcome).toEqual(cases.map((c) => `${c.file}: ${c.code} → ${c.forbidden ? 'forbidden' : 'allowed'}`));
    expect(results[0][0]).toMatch(/the f1 app never imports another app's folders \(features\/menu\/lib\)/);
    expect(results[4][0]).toMatch(/lib\/ never imports components\//);
    const message = (file: string, code: string) => results[cases.findIndex((c) => c.file === file && c.code === code)][0];
    expect(message('lib/firebase/x.ts', "import { proostRead } from '@/features/proost/lib/data';")).toMatch(/shared code \(lib\/firebase\) never imports an app's folder \(features\/proost\/lib\)/);
    expect(message('lib/routes/x.ts', "import { MANIFESTS } from '@/features';\nimport { appTiles } from './manifest';")).toMatch(/shared code \(lib\/routes\) never imports the registry \(features\)/);
    expect(message('content/x.ts', "import { BLANK } from '@/features/cah/lib/texts';")).toMatch(/shared code \(content\/x.ts\) never imports an app's folder \(features\/cah\/lib\)/);
    expect(message('localdb/x.ts', "import { paths } from '../lib/firebase/paths';")).toMatch(/localdb\/ .* imports only localdb\//);
  }, 60_000);
});
