// The whole rules tree: the shared nodes written in rules/ and every app's own nodes, which its
// manifest names (`rules: () => import('./rules')…` in features/<app>/manifest.ts), in the
// registry's order. A new app touches nothing here. Change a rule in its module, then
// `npm run generate` (or `npm run rules`) and run the tests.
import type { RoomGame } from '../lib/firebase/paths';
import type { AppManifest } from '../lib/routes/manifest';
import type { RuleNode } from './dsl';
import { rate } from './rate';
import { codes, invited, lastSeen, lobby, members, presence, roomAttempts, roomSecrets } from './rooms';
import { settings } from './site';

/**
 * The nodes no app owns: site-wide ones and the rooms' shared lobby, codes, members and presence,
 * for the room games `games` (the manifests' `room.game`).
 */
export function sharedRules(games: readonly RoomGame[]): Record<string, RuleNode> {
  return {
    settings,
    secrets: { '.read': false, '.write': false, rooms: roomSecrets },
    lobby: lobby(games),
    codes,
    members,
    invited: invited(games),
    presence,
    last_seen: lastSeen,
    room_attempts: roomAttempts(games),
    rate,
  };
}

/** The rules tree of the database: the shared nodes, then each app's in the registry's order. */
export async function rulesTree(manifests: readonly AppManifest[]): Promise<RuleNode> {
  const shared = sharedRules(manifests.flatMap((m) => (m.room ? [m.room.game as RoomGame] : [])));
  const tree: RuleNode = { '.read': false, '.write': false, ...shared };
  const owner = new Map(Object.keys(shared).map((name) => [name, 'rules/']));
  for (const m of manifests) {
    if (!m.rules) continue;
    for (const [name, node] of Object.entries(await m.rules())) {
      const other = owner.get(name);
      if (other) throw new Error(`${m.id}: its rules set the node ${name}, which ${other} already sets`);
      owner.set(name, m.id);
      // The manifest's type is plain JSON (lib/ cannot name RuleNode); the modules build RuleNodes.
      tree[name] = node as RuleNode;
    }
  }
  return tree;
}
