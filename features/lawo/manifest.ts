import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'lawo',
  pages: [{ route: '/Lawo/' }],
};
