import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'secretSanta',
  pages: [{ route: '/secretSanta/', tile: { name: 'Secret santa', description: 'Meld deg på og se hvem du skal gi til', ready: true } }],
  rules: () => import('./rules').then((m) => m.rules),
  migrate: () => import('./migrate').then((m) => m.migration),
};
