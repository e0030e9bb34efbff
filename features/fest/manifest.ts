import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest<'fest'> = {
  id: 'fest',
  pages: [{ route: '/fest/', tile: { name: 'Festrom', description: 'Én kode for hele kvelden, med tavle til TV-en', ready: true, beta: true }, idRoute: true }],
  rules: () => import('./rules').then((m) => m.rules),
  room: { game: 'fest' },
};
