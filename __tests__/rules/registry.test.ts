/**
 * @jest-environment node
 */
// rules/index.ts builds the rules tree from the registry: the shared nodes, then each manifest's
// own (its lazily named rules module), with the room games the manifests declare.
import type { AppManifest } from '@/lib/routes/manifest';
import { rulesTree } from '@/rules/index';

const app = (id: string, extra: Partial<AppManifest>): AppManifest => ({ id, pages: [], ...extra });

it('refuses two owners of one top-level node, an app and the shared rules too', async () => {
  const first = app('first', { rules: async () => ({ thing: { '.read': true } }) });
  const second = app('second', { rules: async () => ({ thing: { '.read': false } }) });
  await expect(rulesTree([first, second])).rejects.toThrow('second: its rules set the node thing, which first already sets');
  await expect(rulesTree([app('greedy', { rules: async () => ({ lobby: {} }) })])).rejects.toThrow('greedy: its rules set the node lobby, which rules/ already sets');
});

it("puts each app's nodes after the shared ones, in the registry's order", async () => {
  const tree = await rulesTree([app('b', { rules: async () => ({ bee: { '.read': true } }) }), app('a', { rules: async () => ({ ay: { '.read': false } }) })]);
  expect(Object.keys(tree).slice(-2)).toEqual(['bee', 'ay']);
  expect(tree.bee).toEqual({ '.read': true });
  expect(tree['.read']).toBe(false);
});

it('admits in the lobby and the password attempts exactly the room games the manifests declare', async () => {
  const tree = await rulesTree([app('darts', { room: { game: 'darts' } }), app('plain', {})]);
  const lobbyRead = (tree.lobby as { $game: { '.read': string } }).$game['.read'];
  expect(lobbyRead).toContain("$game === 'darts'");
  expect(lobbyRead).not.toContain('proost');
  const attempts = JSON.stringify(tree.room_attempts);
  expect(attempts).toContain("=== 'darts'");
  expect(attempts).not.toContain('cah');
});
