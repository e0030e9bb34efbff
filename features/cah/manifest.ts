import type { AppManifest } from '@/lib/routes/manifest';
import { cahSnapshot } from './snapshot';

export const manifest: AppManifest<'cah'> = {
  id: 'cah',
  pages: [{ route: '/cah/', tile: { name: 'Cah', description: 'Kortspill med rom', ready: true, beta: true }, idRoute: true, nav: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  migrate: () => import('./migrate').then((m) => m.migration),
  room: {
    game: 'cah',
    config: () => import('./lib/data').then((m) => m.cahGame),
  },
  snapshot: cahSnapshot,
};
