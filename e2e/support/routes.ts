/** Every static route of the portal (SPEC.md §2 plus /menu, /links, /tiles, and the start pages /fridge/ and /quest/). */
export const STATIC_ROUTES = [
  '/',
  '/proost/',
  '/cah/',
  '/battleshots/',
  '/secretSanta/',
  '/fridge/',
  '/quest/',
  '/questions/',
  '/riddler/',
  '/dnd/',
  '/dnditems/',
  '/spy/',
  '/calculator/',
  '/race/',
  '/f1/',
  '/admin/',
  '/bw/',
  '/Lawo/',
  '/Swg/',
  '/Swg/admin/',
  '/menu/',
  '/links/',
  '/tiles/',
];

/** Routes whose last segment is an id; any id must work on a deep link and a hard reload. */
export const DYNAMIC_ROUTES = ['proost', 'cah', 'battleshots', 'fridge', 'quest'];
