import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'bw',
  pages: [{ route: '/bw/' }],
};
