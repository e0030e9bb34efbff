// The shape of an app's manifest (features/<app>/manifest.ts). The registry features/index.ts
// lists them; the home grid, the id routes, Hosting's rewrites, the browser tests' route list and
// the demo seed are derived from it (npm run generate writes the files that cannot import it).
import type { Rates } from '@/lib/firebase/rate';
import type { MigrationStep } from '@/lib/routes/migration';
import type { SnapshotSource } from '@/lib/rooms/snapshot';

/** A tile on the home page (features/home/components/AppGrid). `ready` flips once the app is finished. */
export type AppTile = { name: string; description: string; ready: boolean; beta?: boolean };

/** One route of an app, like '/proost/' (leading and trailing slash). */
export type AppPage = {
  route: string;
  /** Listed on the home page, in the registry's order. */
  tile?: AppTile;
  /**
   * `/<route>/{id}` opens one thing (a room, a fridge): exported once for the placeholder id and
   * rewritten by Hosting (docs/architecture.md). Only for a one-segment route.
   */
  idRoute?: boolean;
  /** Linked in the nav bar after «Hjem» (by its tile's name, in the registry's order). */
  nav?: boolean;
};

/** A part of the database tree: plain JSON as Realtime Database stores it. */
export type SeedTree = { [key: string]: SeedValue };
export type SeedValue = string | number | boolean | SeedTree;

/**
 * A demo room's lobby entry as the lobby writes it (created and last active when the seed is
 * imported): the one shape every room game's demo data shares.
 */
export function demoLobbyEntry(name: string, creatorName: string, isPrivate: boolean): SeedTree {
  return {
    name,
    creator_name: creatorName,
    created_by: 'demo-owner',
    private: isPrivate,
    created_at: { '.sv': 'timestamp' },
    active_at: { '.sv': 'timestamp' },
  };
}

/**
 * A node of database rules as the rules modules build them (rules/dsl.ts's RuleNode, which
 * lib/ cannot import): its `.read`/`.write`/`.validate` expressions, `.indexOn` and children.
 */
export type RulesNode = { [key: string]: RulesNode | string | boolean | string[] | undefined };

/**
 * `G`: the id of the app's game with rooms (a literal, `'proost'`), for an app that declares
 * `room`; the registry derives the RoomGame type from it (features/index.ts).
 */
export type AppManifest<G extends string = string> = {
  /** The app's folder under features/ (and today under components/ and lib/). */
  id: string;
  /** The app's routes; each gets a browser visit (e2e/shell.spec.ts). */
  pages: readonly AppPage[];
  /**
   * Demo data for `npm start` (localdb/seed.json), as a tree from the database root: merged with
   * the other apps' trees, so an app adds its room under the shared `lobby/<game>` too. Loaded
   * lazily so importing a manifest (the home page does) never loads the data.
   */
  seed?: () => Promise<SeedTree>;
  /**
   * The app's top-level nodes of database.rules.json, by name (its rules module,
   * features/<app>/rules.ts or features/<app>/rules/index.ts). Loaded lazily like the seed: only `npm run generate` and the tests
   * build the rules (rules/index.ts), the site's bundles never load them.
   */
  rules?: () => Promise<Record<string, RulesNode>>;
  /**
   * The app's per-uid rate kinds (lib/firebase/rate.ts), its module features/<app>/rates.ts:
   * the rules' "rate" node admits every kind the manifests declare, each with its interval
   * (rules/rate.ts). Loaded lazily like the rules: the table's module loads the database SDK.
   */
  rates?: () => Promise<Rates>;
  /**
   * The app's part of `npm run migrate` (features/<app>/migrate.ts): how its nodes in SPEC.md's
   * shapes become the ones it stores (lib/routes/migration.ts). Loaded lazily: only the owner's
   * tool runs it.
   */
  migrate?: () => Promise<MigrationStep>;
  /**
   * What the app's id route paints from one REST read before anything has loaded
   * (features/<app>/snapshot.ts); the root layout's head script starts that read for every app.
   */
  snapshot?: SnapshotSource;
  /**
   * A game with rooms (lobby, codes, members, presence: lib/rooms/): its id, the key under
   * lobby/, codes/, members/ …; the shared rules of those nodes admit exactly these games.
   */
  room?: {
    game: G;
    /**
     * The game's room config (lib/rooms/data.ts RoomGameConfig), loaded lazily: a party
     * (features/fest) starts rooms of this game with it, without importing the game's folder.
     */
    config?: () => Promise<RoomContentConfig>;
  };
};

/**
 * A game's room config as a manifest sees it (lib/rooms/data.ts's RoomGameConfig, whose `game`
 * is typed from this registry, so it cannot be named here).
 */
export type RoomContentConfig = {
  game: string;
  title: string;
  newRoomContent: (settings: { name: string; private: boolean; created_by: string }) => Record<string, unknown>;
};

/** Every route of the apps, in the registry's order. */
export function appRoutes(manifests: readonly AppManifest[]): string[] {
  return manifests.flatMap((m) => m.pages.map((p) => p.route));
}

/** The one-segment routes whose last segment is an id ('proost' for /proost/{id}). */
export function idRoutes(manifests: readonly AppManifest[]): string[] {
  return manifests.flatMap((m) =>
    m.pages
      .filter((p) => p.idRoute)
      .map((p) => {
        const segments = p.route.split('/').filter(Boolean);
        if (segments.length !== 1) throw new Error(`${m.id}: an id route has one segment, not ${p.route}`);
        return segments[0];
      }),
  );
}

/** The apps' first-paint reads (app/layout.tsx), in the registry's order; each on an id route of its app. */
export function snapshotSources(manifests: readonly AppManifest[]): SnapshotSource[] {
  return manifests.flatMap((m) => {
    const source = m.snapshot;
    if (!source) return [];
    if (!m.pages.some((p) => p.idRoute && p.route === source.prefix)) throw new Error(`${m.id}: its snapshot's prefix ${source.prefix} is none of its id routes`);
    return [source];
  });
}

export type NavLink = { href: string; label: string; beta: boolean };

/**
 * The nav bar's links: Hjem, then every page whose manifest sets `nav` (the tile's route and
 * name), in the registry's order. An app added to the registry gets its link with no change in
 * the shell.
 */
export function navLinks(manifests: readonly AppManifest[]): NavLink[] {
  const linked = manifests.flatMap((m) =>
    m.pages.flatMap((p) => {
      if (!p.nav) return [];
      if (!p.tile) throw new Error(`${m.id}: its nav link ${p.route} takes its name from a tile, and the page has none`);
      return [{ href: p.route, label: p.tile.name, beta: p.tile.beta ?? false }];
    }),
  );
  return [{ href: '/', label: 'Hjem', beta: false }, ...linked];
}

/** A room game's title as its home tile names it («Proost»), else its id. */
export function roomGameTitle(manifests: readonly AppManifest[], game: string): string {
  const manifest = manifests.find((m) => m.room?.game === game);
  return manifest?.pages.find((p) => p.tile)?.tile?.name ?? game;
}

/** The home page's tiles, in the registry's order. */
export function appTiles(manifests: readonly AppManifest[]): (AppTile & { href: string })[] {
  return manifests.flatMap((m) => m.pages.flatMap((p) => (p.tile ? [{ href: p.route, ...p.tile }] : [])));
}

function isTree(value: SeedValue | undefined): value is SeedTree {
  return typeof value === 'object' && value !== null;
}

function merge(into: SeedTree, from: SeedTree, at: string, owner: string): void {
  for (const [key, value] of Object.entries(from)) {
    const here = `${at}/${key}`;
    const current = into[key];
    if (current === undefined) into[key] = isTree(value) ? mergedCopy(value, here, owner) : value;
    else if (isTree(current) && isTree(value)) merge(current, value, here, owner);
    else throw new Error(`${owner}: its demo data sets ${here}, which another app's already sets`);
  }
}

function mergedCopy(tree: SeedTree, at: string, owner: string): SeedTree {
  const copy: SeedTree = {};
  merge(copy, tree, at, owner);
  return copy;
}

/**
 * The apps' demo trees merged into one, in the registry's order; top-level keys follow `rootOrder`
 * (the database rules' order), any others after them. Two apps setting one value is an error.
 */
export async function mergedSeed(manifests: readonly AppManifest[], rootOrder: readonly string[] = []): Promise<SeedTree> {
  const merged: SeedTree = {};
  for (const m of manifests) if (m.seed) merge(merged, await m.seed(), '', m.id);
  const keys = Object.keys(merged);
  const ordered = [...rootOrder.filter((k) => keys.includes(k)), ...keys.filter((k) => !rootOrder.includes(k))];
  return Object.fromEntries(ordered.map((k) => [k, merged[k]]));
}
