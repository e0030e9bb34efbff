// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import type { SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  questlog: {
    DEMO1: {
      name: 'Dragejakten',
      settings: {
        created_by: 'demo-creator',
        shape: 2,
      },
      quests: {
        '-Nq0000000000000001': {
          id: '-Nq0000000000000001',
          title: 'Finn kartet',
          description: 'Kartet skal ligge gjemt i det gamle tårnet.',
          reward: '50 gull',
          visible: true,
          completed: true,
          failed: false,
        },
        '-Nq0000000000000002': {
          id: '-Nq0000000000000002',
          title: 'Redd smeden',
          description: 'Smeden er tatt til fange av goblins.',
          reward: '',
          visible: true,
          completed: false,
          failed: false,
        },
        '-Nq0000000000000003': {
          id: '-Nq0000000000000003',
          title: 'Beskytt karavanen',
          description: '',
          reward: 'Et sverd',
          visible: true,
          completed: false,
          failed: true,
        },
      },
      hidden: {
        '-Nq0000000000000004': {
          id: '-Nq0000000000000004',
          title: 'Forræderen i rådet',
          description: 'Spillerne skal ikke vite om denne ennå.',
          reward: '100 gull',
          visible: false,
          completed: false,
          failed: false,
        },
      },
    },
    'modig-ravn-2718': {
      name: 'Hytteeventyret',
      settings: {
        created_by: 'demo-owner',
        created_at: 1763800000000,
        shape: 2,
      },
      quests: {
        '-Nr0000000000000001': {
          id: '-Nr0000000000000001',
          title: 'Finn nøkkelen til kjelleren',
          description: 'Den henger visst på en spiker bak døra.',
          reward: 'En lommelykt',
          visible: true,
          completed: true,
          failed: false,
        },
        '-Nr0000000000000002': {
          id: '-Nr0000000000000002',
          title: 'Lag middag til hele gjengen',
          description: 'Noe med poteter. Gjerne mange poteter.',
          reward: 'Evig ære',
          visible: true,
          completed: false,
          failed: false,
        },
        '-Nr0000000000000003': {
          id: '-Nr0000000000000003',
          title: 'Vinn quizen',
          description: 'Laget med flest poeng får velge musikk resten av kvelden.',
          reward: 'Musikkmakt',
          visible: true,
          completed: false,
          failed: false,
        },
        '-Nr0000000000000004': {
          id: '-Nr0000000000000004',
          title: 'Gå tur før frokost',
          description: '',
          reward: 'Første kaffekopp',
          visible: true,
          completed: false,
          failed: true,
        },
      },
      hidden: {
        '-Nr0000000000000005': {
          id: '-Nr0000000000000005',
          title: 'Gjem kakeboksen',
          description: 'Ingen må vite hvor den står før lørdag.',
          reward: 'Kake',
          visible: false,
          completed: false,
          failed: false,
        },
      },
    },
  },
};
