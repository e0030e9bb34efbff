import type { AppManifest } from '@/lib/routes/manifest';
import { questSnapshot } from './snapshot';

export const manifest: AppManifest = {
  id: 'quest',
  pages: [{ route: '/quest/', tile: { name: 'Questlog', description: 'Oppdrag for rollespillet, med spilleder', ready: true }, idRoute: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
  snapshot: questSnapshot,
};

// What this app adds to shared code (docs/adding-an-app.md):
// its links are shared (invite dialog) and its start page lists what was opened lately.
declare module '@/lib/rooms/link' {
  interface LinkTargets {
    quest: true;
  }
}

declare module '@/lib/rooms/recent' {
  interface RecentKinds {
    quest: true;
  }
}
