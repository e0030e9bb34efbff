// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import type { SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  secrets: {
    admin_codes: {
      site: 'lokal-admin',
    },
  },
};
