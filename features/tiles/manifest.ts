import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'tiles',
  pages: [{ route: '/tiles/', tile: { name: 'Fliser', description: 'Logoer som lenker', ready: true } }],
};
