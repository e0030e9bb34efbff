import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'admin',
  // The site's admin page: the admin parts of secret santa, the roadmap and vitals, behind the site code.
  pages: [{ route: '/admin/' }],
  seed: () => import('./seed').then((m) => m.seed),
  rules: () => import('./rules').then((m) => m.rules),
};
