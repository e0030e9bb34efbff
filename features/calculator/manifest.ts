import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'calculator',
  pages: [{ route: '/calculator/', tile: { name: 'Barkalkulator', description: 'Regn ut bestillingen i baren', ready: true } }],
  rules: () => import('./rules').then((m) => m.rules),
  migrate: () => import('./migrate').then((m) => m.migration),
};
