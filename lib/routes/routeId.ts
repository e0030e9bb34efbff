import { PLACEHOLDER_ID } from './dynamicRoutes.mjs';

/**
 * The id segment of a dynamic route (`/proost/AbC12/` → `AbC12`). The exported HTML was rendered
 * for the placeholder id, so the real id only exists in the browser's URL.
 */
export function idFromPathname(pathname: string, route: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.indexOf(route);
  if (at < 0 || parts.length !== at + 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(parts[at + 1]);
  } catch {
    return null;
  }
  id = id.trim();
  if (!id || id === PLACEHOLDER_ID) return null;
  return id;
}
