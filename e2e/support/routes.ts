// The portal's routes as the browser tests visit them, from the apps' manifests (features/index.ts).
import { MANIFESTS } from '../../features';
import { appRoutes, idRoutes } from '../../lib/routes/manifest';

/** Every static route of the portal (SPEC.md §2 plus /menu, /links, /tiles, and the start pages /fridge/ and /quest/). */
export const STATIC_ROUTES = appRoutes(MANIFESTS);

/** Routes whose last segment is an id; any id must work on a deep link and a hard reload. */
export const DYNAMIC_ROUTES = idRoutes(MANIFESTS);
