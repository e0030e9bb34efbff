import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'race',
  pages: [{ route: '/race/' }],
};
