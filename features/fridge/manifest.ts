import type { AppManifest } from '@/lib/routes/manifest';
import { fridgeSnapshot } from './snapshot';

export const manifest: AppManifest = {
  id: 'fridge',
  pages: [{ route: '/fridge/', tile: { name: 'Kjøleskap', description: 'Hva er i kjøleskapet, og hva går snart ut?', ready: true }, idRoute: true }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
  snapshot: fridgeSnapshot,
};
