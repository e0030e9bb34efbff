import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'f1',
  pages: [{ route: '/f1/', tile: { name: 'F1-simulator', description: 'Simuler runder med tre biler', ready: true } }],
};
