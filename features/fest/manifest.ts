import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest<'fest'> = {
  id: 'fest',
  pages: [{ route: '/fest/', tile: { name: 'Festrom', description: 'Én kode for hele kvelden, med tavle til TV-en', ready: true, beta: true }, idRoute: true, nav: true }],
  rules: () => import('./rules').then((m) => m.rules),
  seed: () => import('./seed').then((m) => m.seed),
  room: { game: 'fest' },
};

// What this app adds to shared code (docs/adding-an-app.md):
// its start page lists what was opened lately.
declare module '@/lib/rooms/recent' {
  interface RecentKinds {
    fest: true;
  }
}
