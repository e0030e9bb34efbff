// The portal's apps as the home page lists them: the tiles of the manifests in the registry
// (features/index.ts), in its order. Add or change an app there, not here.
import { MANIFESTS } from '@/features';
import { appTiles, navLinks, type NavLink } from './manifest';

export type AppEntry = {
  href: string;
  name: string;
  description: string;
  ready: boolean;
  beta?: boolean;
};

export const APPS: readonly AppEntry[] = appTiles(MANIFESTS);

/** The nav bar's links (components/shell/NavBar.tsx, server-rendered: the registry stays off the client). */
export const NAV_LINKS: readonly NavLink[] = navLinks(MANIFESTS);
