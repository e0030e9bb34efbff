import type { AppManifest } from '@/lib/routes/manifest';
import { fridgeSnapshot } from './snapshot';

export const manifest: AppManifest = {
  id: 'fridge',
  pages: [{ route: '/fridge/', tile: { name: 'Kjøleskap', description: 'Hva er i kjøleskapet, og hva går snart ut?', ready: true }, idRoute: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
  snapshot: fridgeSnapshot,
};

// What this app adds to shared code (docs/adding-an-app.md):
// its links are shared (invite dialog) and its start page lists what was opened lately.
declare module '@/lib/rooms/link' {
  interface LinkTargets {
    fridge: true;
  }
}

declare module '@/lib/rooms/recent' {
  interface RecentKinds {
    fridge: true;
  }
}
