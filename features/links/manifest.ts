import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'links',
  pages: [{ route: '/links/', tile: { name: 'Lenker', description: 'Snarveier for familien', ready: true } }],
};
