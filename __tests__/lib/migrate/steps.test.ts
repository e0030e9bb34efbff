/** @jest-environment node */
// The migration engine runs the steps the manifests name (lib/migrate/migrate.ts): each node of
// the export goes to the one step that claims it, an app's new-layout nodes are kept as they are,
// and two steps cannot claim one node.
import { migrate, migrateWith } from '@/lib/migrate/migrate';
import type { AppManifest } from '@/lib/routes/manifest';
import type { MigrationStep } from '@/lib/routes/migration';

const NOW = Date.UTC(2026, 10, 25, 12);
const step = (nodes: string[], extra: Partial<MigrationStep> = {}): MigrationStep => ({
  nodes,
  run: (m, node, value) => m.set(`${node}_new`, { from: node, value }),
  ...extra,
});

it('hands each node to the step that claims it, keeps new-layout nodes and the settings, and keeps the rest aside', () => {
  const { data, report } = migrateWith({ a: 1, b: 2, kept: { x: 1 }, settings: { s: true }, stranger: 'z' }, { now: NOW }, [step(['a']), step(['b'], { newNodes: ['kept'] })]);
  expect(data).toEqual({
    kept: { x: 1 },
    a_new: { from: 'a', value: 1 },
    b_new: { from: 'b', value: 2 },
    settings: { s: true },
    migration_unmapped: { stranger: 'z' },
  });
  expect(report.unmapped).toEqual(['stranger: a node the portal does not know']);
});

it('refuses two steps for one node, and a step for the shared nodes', () => {
  expect(() => migrateWith({}, { now: NOW }, [step(['a']), step(['a'])])).toThrow('Two migration steps rewrite the node a');
  expect(() => migrateWith({}, { now: NOW }, [step(['lobby'])])).toThrow('Two migration steps rewrite the node lobby');
  expect(() => migrateWith({}, { now: NOW }, [step(['settings'])])).toThrow('Two migration steps rewrite the node settings');
});

it('loads the steps the manifests name, in the registry’s order', async () => {
  const app = (id: string, nodes: string[]): AppManifest => ({ id, pages: [], migrate: async () => step(nodes) });
  const { data } = await migrate({ b: 2, a: 1 }, { now: NOW }, [app('x', ['a']), { id: 'none', pages: [] }, app('y', ['b'])]);
  expect(data).toEqual({ b_new: { from: 'b', value: 2 }, a_new: { from: 'a', value: 1 } });
});
