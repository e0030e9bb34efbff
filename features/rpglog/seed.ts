// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import type { SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  DND: {
    '-Nd0000000000000001': {
      title: 'Gruppen møttes på vertshuset Den Glade Drage',
      person: 'Alle',
      session: 1,
      from: 'DM',
      date: '2026-10-03',
    },
    '-Nd0000000000000002': {
      title: 'Kjempet mot tre goblins ved brua',
      person: 'Kari',
      session: 1,
      from: 'DM',
      date: '2026-10-03',
    },
    '-Nd0000000000000003': {
      title: 'Fant et gammelt kart i tårnet',
      person: 'Ola',
      session: 2,
      from: 'Ola',
      date: '2026-10-17',
    },
    info: {
      session: 2,
      story: {
        s1: 'Eventyret begynte på vertshuset, og brua ble ryddet for goblins.',
      },
    },
  },
  DND_Items: {
    '-Nd0000000000000011': {
      title: 'Sølvsverd +1',
      person: 'Kari',
      session: 1,
      from: 'DM',
      date: '2026-10-03',
    },
    '-Nd0000000000000012': {
      title: 'Helbredelsesdrikk (2 stk)',
      person: 'Ola',
      session: 2,
      from: 'DM',
      date: '2026-10-17',
    },
    info: {
      session: 2,
    },
  },
};
