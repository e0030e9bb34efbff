import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'riddler',
  pages: [{ route: '/riddler/' }],
};
