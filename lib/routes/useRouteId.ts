'use client';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { idFromPathname } from './routeId';

const noSubscription = () => () => {};

/**
 * The id of a dynamic route, read from the URL after hydration (null while prerendering and
 * during hydration, so the markup matches the exported placeholder page). Never useParams():
 * in the export it returns the placeholder.
 */
export function useRouteId(route: string): { ready: boolean; id: string | null } {
  const pathname = usePathname();
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return { ready: false, id: null };
  return { ready: true, id: idFromPathname(pathname ?? window.location.pathname, route) };
}
