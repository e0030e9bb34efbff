import type { AppManifest } from '@/lib/routes/manifest';

// SPEC.md's routes keep their capital S: the pages are app/Swg/ and app/Swg/admin/ (docs/architecture.md).
export const manifest: AppManifest = {
  id: 'swg',
  pages: [
    { route: '/Swg/', tile: { name: 'SWG', description: 'Resultattavle for overlevelsesspillet', ready: true } },
    { route: '/Swg/admin/' },
  ],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  migrate: () => import('./migrate').then((m) => m.migration),
};
