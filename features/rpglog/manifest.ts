import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'rpglog',
  // Two logs of one shape (DND and DND_Items in the database), each with its own page: SPEC.md's
  // routes, so the pages are app/dnd/ and app/dnditems/ (docs/architecture.md).
  pages: [
    { route: '/dnd/', tile: { name: 'DnD-logg', description: 'Logg for rollespillkvelden', ready: true } },
    { route: '/dnditems/', tile: { name: 'DnD-gjenstander', description: 'Logg over gjenstander', ready: true } },
  ],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
};
