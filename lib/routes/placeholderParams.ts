import { PLACEHOLDER_ID } from './dynamicRoutes.mjs';

/**
 * The one id an id route is exported for. Firebase Hosting rewrites every other id to that page
 * (firebase.json), and the page reads the real id from the URL (useRouteId). Each such page
 * re-exports this and sets `dynamicParams = false` itself (segment config must be a literal).
 */
export function generateStaticParams() {
  return [{ id: PLACEHOLDER_ID }];
}
