// The registry of apps: the one shared file a new app adds a line to. Its order is the order of
// the home page's tiles (features/home/components/AppGrid.tsx) and of the other lists derived from it. After editing
// it or a manifest, `npm run generate` rewrites the files that cannot import it (id routes,
// firebase.json's rewrites, localdb/seed.json); a Jest test fails while one is stale.
import type { RoomGame } from '@/lib/rooms/roomGame';
import type { AppManifest } from '@/lib/routes/manifest';
import { manifest as admin } from './admin/manifest';
import { manifest as battleshots } from './battleshots/manifest';
import { manifest as bw } from './bw/manifest';
import { manifest as cah } from './cah/manifest';
import { manifest as calculator } from './calculator/manifest';
import { manifest as f1 } from './f1/manifest';
import { manifest as fest } from './fest/manifest';
import { manifest as fridge } from './fridge/manifest';
import { manifest as home } from './home/manifest';
import { manifest as lawo } from './lawo/manifest';
import { manifest as links } from './links/manifest';
import { manifest as menu } from './menu/manifest';
import { manifest as proost } from './proost/manifest';
import { manifest as quest } from './quest/manifest';
import { manifest as questions } from './questions/manifest';
import { manifest as race } from './race/manifest';
import { manifest as riddler } from './riddler/manifest';
import { manifest as rpglog } from './rpglog/manifest';
import { manifest as secretSanta } from './secretSanta/manifest';
import { manifest as spy } from './spy/manifest';
import { manifest as swg } from './swg/manifest';
import { manifest as tiles } from './tiles/manifest';
import { manifest as vitals } from './vitals/manifest';

const REGISTRY = [
  home,
  fest,
  proost,
  cah,
  battleshots,
  secretSanta,
  questions,
  fridge,
  calculator,
  rpglog,
  quest,
  f1,
  swg,
  menu,
  links,
  tiles,
  spy,
  riddler,
  race,
  bw,
  lawo,
  admin,
  vitals,
] as const;

export const MANIFESTS: readonly AppManifest[] = REGISTRY;

/** The ids of the games with rooms: every manifest's `room.game`. */
export type RoomGameId = (typeof REGISTRY)[number] extends infer M ? (M extends AppManifest<infer G> ? (string extends G ? never : G) : never) : never;

// Shared code is typed over lib/rooms/roomGame.ts's list, since it never imports this registry
// (docs/architecture.md): this stops the build while a manifest's room game is missing there, or
// the list names a game no manifest declares.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RoomGamesListed = Holds<Same<RoomGameId, RoomGame>>;

