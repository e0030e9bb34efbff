// The whole rules tree: the shared nodes written in rules/ and every app's own nodes, which its
// manifest names (`rules: () => import('./rules')…` in features/<app>/manifest.ts), in the
// registry's order. A new app touches nothing here. Change a rule in its module, then
// `npm run generate` (or `npm run rules`) and run the tests.
import type { RoomGame } from '../lib/firebase/paths';
import { mergedRateIntervals, type Rates } from '../lib/firebase/rate';
import { roomRates } from '../lib/rooms/rates';
import type { AppManifest } from '../lib/routes/manifest';
import type { RuleNode } from './dsl';
import { rate } from './rate';
import { codes, invited, lastSeen, lobby, members, presence, roomAttempts, roomSecrets } from './rooms';
import { settings } from './site';

/**
 * The nodes no app owns: site-wide ones, the rooms' shared lobby, codes, members and presence,
 * for the room games `games` (the manifests' `room.game`), and the rate nodes of the kinds
 * `rateIntervals` (kind → ms: the manifests' `rates` and the rooms' own).
 */
export function sharedRules(games: readonly RoomGame[], rateIntervals: Readonly<Record<string, number>>): Record<string, RuleNode> {
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
    rate: rate(rateIntervals),
  };
}

/** The rules tree of the database: the shared nodes, then each app's in the registry's order. */
export async function rulesTree(manifests: readonly AppManifest[]): Promise<RuleNode> {
  const rates: { owner: string; rates: Rates }[] = [{ owner: 'lib/rooms', rates: roomRates }];
  for (const m of manifests) if (m.rates) rates.push({ owner: m.id, rates: await m.rates() });
  const shared = sharedRules(
    manifests.flatMap((m) => (m.room ? [m.room.game as RoomGame] : [])),
    mergedRateIntervals(rates),
  );
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
