/**
 * @jest-environment node
 */
// rules/index.ts builds the rules tree from the registry: the shared nodes, then each manifest's
// own (its lazily named rules module), with the room games the manifests declare.
import type { AppManifest } from '@/lib/routes/manifest';
import { defineRates } from '@/lib/firebase/rate';
import { rulesTree } from '@/rules/index';
import type { RuleNode } from '@/rules/dsl';
import { MANIFESTS } from '@/features';
import { roomPaths, type RoomGame } from '@/lib/firebase/paths';
import { VIEW_KEY_FIELD } from '@/lib/rooms/viewKey';

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

it('admits under rate/ exactly the kinds the manifests and the rooms declare, with their intervals', async () => {
  const tree = await rulesTree([app('darts', { rates: async () => defineRates({ dartThrow: 4_000 }) }), app('plain', {})]);
  const node = (tree.rate as { $kind: { $uid: { '.write': string; '.validate': string } } }).$kind.$uid;
  expect(node['.write']).toContain("$kind === 'dartThrow' ? 4000");
  expect(node['.write']).toContain("$kind === 'lobby' ? 10000");
  expect(node['.validate']).toContain("$kind === 'dartThrow'");
  // Kinds only the portal's own apps declare are refused here.
  expect(node['.validate']).not.toContain("'proost'");
});

it('refuses a rate kind two tables declare', async () => {
  const first = app('first', { rates: async () => defineRates({ thing: 1_000 }) });
  const second = app('second', { rates: async () => defineRates({ thing: 2_000 }) });
  await expect(rulesTree([first, second])).rejects.toThrow('second: its rate kind thing is already declared by first');
  await expect(rulesTree([app('greedy', { rates: async () => defineRates({ lobby: 1_000 }) })])).rejects.toThrow('greedy: its rate kind lobby is already declared by lib/rooms');
});

it('gives every room game of the registry view keys: its rooms are read by key, a private one never at its path', async () => {
  const tree = await rulesTree(MANIFESTS);
  const games = MANIFESTS.flatMap((m) => (m.room ? [m.room.game as RoomGame] : []));
  expect(games).toEqual(expect.arrayContaining(['proost', 'cah', 'battleshots', 'fest']));
  for (const game of games) {
    // The node holding every room of the game, then one room under its wildcard.
    const segments = roomPaths.content(game, 'X').split('/').slice(0, -1);
    const rooms = segments.reduce<RuleNode>((node, name) => node[name] as RuleNode, tree);
    expect([game, rooms['.read']]).toEqual([game, expect.stringContaining(`query.orderByChild === '${VIEW_KEY_FIELD}'`)]);
    expect([game, rooms['.indexOn']]).toEqual([game, [VIEW_KEY_FIELD]]);
    const room = rooms.$code as RuleNode;
    expect([game, (room[VIEW_KEY_FIELD] as RuleNode)['.validate']]).toEqual([game, expect.stringContaining('/view_at')]);
    // By the path: nobody, or members only where settings/private is not true.
    const byPath = room['.read'];
    if (byPath !== undefined) expect([game, byPath]).toEqual([game, expect.stringContaining("/settings/private').val() !== true")]);
  }
});
