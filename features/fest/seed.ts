// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import { demoLobbyEntry, type SeedTree } from '@/lib/routes/manifest';

// Members read the party by this view key (lib/rooms/viewKey.ts). Like its password
// (docs/rooms.md, "Demo rooms"), it is no secret in a demo party whose every text is in this file.
const VIEW = { id: 'demo-festx-view-id-00001', key: 'demo-festx-view-key-0001' };

export const seed: SeedTree = {
  secrets: {
    rooms: {
      fest: {
        FestX: { password: 'fest', view_at: VIEW.id, views: { [VIEW.id]: VIEW.key } },
      },
    },
  },
  lobby: {
    fest: {
      FestX: demoLobbyEntry('Julebord', 'Portalen', true),
    },
  },
  codes: {
    fest: {
      festx: 'FestX',
    },
  },
  fest: {
    FestX: {
      settings: { name: 'Julebord', private: true, created_by: 'demo-owner' },
      k: VIEW.key,
      names: { 'demo-owner': 'Portalen' },
    },
  },
};
