import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'menu',
  pages: [{ route: '/menu/', tile: { name: 'Meny', description: 'Restaurantmenyen', ready: true } }],
};
