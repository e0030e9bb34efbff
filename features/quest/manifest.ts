import type { AppManifest } from '@/lib/routes/manifest';
import { questSnapshot } from './snapshot';

export const manifest: AppManifest = {
  id: 'quest',
  pages: [{ route: '/quest/', tile: { name: 'Questlog', description: 'Oppdrag for rollespillet, med spilleder', ready: true }, idRoute: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  snapshot: questSnapshot,
};
