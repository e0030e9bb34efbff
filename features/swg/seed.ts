// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import type { SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  secrets: {
    admin_codes: {
      swg: 'lokal-swg',
    },
  },
  swg: {
    game_active: true,
    players: {
      '001': {
        id: '001',
        name: 'Ola',
        img: 'generic.jpg',
        lives: 4,
        dead: false,
        staff: false,
      },
      '002': {
        id: '002',
        name: 'Kari',
        img: 'generic.jpg',
        lives: 3,
        dead: false,
        staff: false,
      },
      '003': {
        id: '003',
        name: 'Per',
        img: 'generic.jpg',
        lives: 0,
        dead: true,
        staff: false,
      },
      '004': {
        id: '004',
        name: 'Lise',
        img: 'generic.jpg',
        lives: 2,
        dead: false,
        staff: false,
      },
      '005': {
        id: '005',
        name: 'Jonas',
        img: 'generic.jpg',
        lives: 4,
        dead: false,
        staff: false,
      },
      '006': {
        id: '006',
        name: 'Emma',
        img: 'generic.jpg',
        lives: 1,
        dead: false,
        staff: false,
      },
      '007': {
        id: '007',
        name: 'Nora',
        img: 'generic.jpg',
        lives: 4,
        dead: false,
        staff: false,
      },
      '008': {
        id: '008',
        name: 'Vakt',
        img: 'generic.jpg',
        lives: 4,
        dead: false,
        staff: true,
      },
    },
  },
};
