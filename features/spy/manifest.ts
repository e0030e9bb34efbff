import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'spy',
  pages: [{ route: '/spy/', tile: { name: 'Spion', description: 'Planer for spionspillet', ready: true } }],
};
