/** @jest-environment node */
// The layering rule as `npm run lint` runs it: ESLint's Node API with the repo's own
// eslint.config.mjs, in a child process (ESLint loads its config with a native ESM import).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

type Case = { file: string; code: string };

/** The layering messages ESLint reports for each snippet, linted as if it lived at `file`. */
function lint(cases: Case[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const c of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(c.code, { filePath: c.file });
        out.push(result.messages.filter((m) => m.ruleId === 'portalen/layering').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout);
}

describe('lint rule portalen/layering (docs/design.md §2)', () => {
  // components/f1, components/menu, lib/f1 and lib/menu are apps; ui, firebase, lib/forms are shared.
  const cases: (Case & { forbidden: boolean })[] = [
    { file: 'components/f1/X.tsx', code: "import { toCents } from '@/lib/menu/price';", forbidden: true },
    { file: 'components/f1/X.tsx', code: "import RestaurantMenu from '../menu/RestaurantMenu';", forbidden: true },
    { file: 'components/f1/X.tsx', code: "export { menu } from '../../lib/menu/price';", forbidden: true },
    { file: 'components/f1/X.tsx', code: "const Menu = () => import('@/components/menu/RestaurantMenu');", forbidden: true },
    { file: 'lib/f1/x.ts', code: "import F1Simulator from '@/components/f1/F1Simulator';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import Page from '../../app/page';", forbidden: true },
    { file: 'components/ui/X.tsx', code: "import Page from '@/app/menu/page';", forbidden: true },
    { file: 'components/f1/X.tsx', code: "import { simulateRace } from '@/lib/f1/simulate';", forbidden: false },
    // Owner tools read every app's data, and no app (nor shared code) may pull them in.
    { file: 'lib/setup/x.ts', code: "import { mapBank } from '@/lib/cah/bank';\nimport { paths } from '@/lib/firebase/paths';", forbidden: false },
    { file: 'lib/migrate/x.ts', code: "import { mapQuest } from '../quest/quest';", forbidden: false },
    { file: 'components/fridge/X.tsx', code: "import { setupWrites } from '@/lib/setup/ownerData';", forbidden: true },
    { file: 'lib/firebase/x.ts', code: "import { migrate } from '../migrate/migrate';", forbidden: true },
    { file: 'components/f1/X.tsx', code: "import Page from '../ui/Page';\nimport { requireText } from '@/lib/forms/text';", forbidden: false },
    { file: 'components/menu/X.tsx', code: "import { useUid } from '@/components/firebase/SessionProvider';\nimport { z } from 'zod';", forbidden: false },
    { file: 'app/menu/page.tsx', code: "import RestaurantMenu from '@/components/menu/RestaurantMenu';\nimport { menu } from '@/content/menu';", forbidden: false },
  ];

  it('reports forbidden imports (alias, relative, re-export, dynamic) and allows the layering of docs/design.md', () => {
    const results = lint(cases);
    const outcome = cases.map((c, i) => `${c.file}: ${c.code} → ${results[i].length > 0 ? 'forbidden' : 'allowed'}`);
    expect(outcome).toEqual(cases.map((c) => `${c.file}: ${c.code} → ${c.forbidden ? 'forbidden' : 'allowed'}`));
    expect(results[0][0]).toMatch(/the f1 app never imports another app's folders \(lib\/menu\)/);
    expect(results[4][0]).toMatch(/lib\/ never imports components\//);
  }, 60_000);
});
