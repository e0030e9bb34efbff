import type { AppManifest } from '@/lib/routes/manifest';

// Web-vitals reports: no page of its own (the admin page shows them, the root layout reports them),
// but its database node and rules, like any app's.
export const manifest: AppManifest = {
  id: 'vitals',
  pages: [],
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('./rates').then((m) => m.rates),
  migrate: () => import('./migrate').then((m) => m.migration),
};
