import type { AppManifest } from '@/lib/routes/manifest';
import { proostSnapshot } from './snapshot';

export const manifest: AppManifest<'proost'> = {
  id: 'proost',
  pages: [{ route: '/proost/', tile: { name: 'Proost', description: 'Spørsmålslek for fest, med rom', ready: true, beta: true }, idRoute: true, nav: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
  room: {
    game: 'proost',
    config: () => import('./lib/data').then((m) => m.proostGame),
  },
  snapshot: proostSnapshot,
};
