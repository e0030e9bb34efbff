import type { AppManifest } from '@/lib/routes/manifest';
import { battleshotsSnapshot } from './snapshot';

export const manifest: AppManifest<'battleshots'> = {
  id: 'battleshots',
  pages: [{ route: '/battleshots/', tile: { name: 'Battleshots', description: 'Senke skip – med shots', ready: true, beta: true }, idRoute: true, nav: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  migrate: () => import('./migrate').then((m) => m.migration),
  room: {
    game: 'battleshots',
    config: () => import('./lib/data').then((m) => m.battleshotsGame),
  },
  snapshot: battleshotsSnapshot,
};
