import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'home',
  pages: [{ route: '/' }],
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
};
