/** @jest-environment node */
// The import drawing of the portal's code (scripts/import-graph.ts) has no circle and no arrow up:
// shared code (lib/, components/, content/, rules/) imports neither the registry nor an app
// (docs/architecture.md). The lint rule refuses each arrow up file by file; this sees circles too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arrowsUp, circles, importGraph } from '../../scripts/import-graph';

describe('the import drawing', () => {
  it('has no circle and no arrow up', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
    expect(arrowsUp(graph)).toEqual([]);
  });

  it('finds a circle through the registry and an arrow up, by alias, relative path and import()', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'graph-'));
    try {
      const file = (relative: string, code: string) => {
        mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
        writeFileSync(path.join(root, relative), code);
      };
      file('features/index.ts', "import { manifest } from './a/manifest';\nexport const MANIFESTS = [manifest];");
      file('features/a/manifest.ts', "import { x } from '@/lib/paths';\nexport const manifest = { x, seed: () => import('./seed') };");
      file('features/a/seed.ts', "// import { no } from '@/lib/never';\nexport const seed = {};");
      file('lib/paths.ts', "import type { MANIFESTS } from '@/features';\nexport const x = 1;");
      file('content/deck.ts', "export { BLANK } from '../features/a/seed';");
      const graph = importGraph(root);
      expect(circles(graph)).toEqual([['features/a/manifest.ts', 'features/index.ts', 'lib/paths.ts']]);
      expect(arrowsUp(graph).sort()).toEqual(['content/deck.ts → features/a/seed.ts', 'lib/paths.ts → features/index.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
