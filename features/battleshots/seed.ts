// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import { demoLobbyEntry, type SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  lobby: {
    battleshots: {
      SjoeA: demoLobbyEntry('Sjøslaget', 'Kari', false),
    },
  },
  codes: {
    battleshots: {
      sjoea: 'SjoeA',
    },
  },
  members: {
    battleshots: {
      SjoeA: {
        'demo-owner': true,
        'demo-ola': true,
        'demo-nora': true,
      },
    },
  },
  battleshots: {
    SjoeA: {
      settings: {
        name: 'Sjøslaget',
        private: false,
        created_by: 'demo-owner',
        game_active: true,
        allow_new_players: true,
      },
      game: {
        turn: 'demo-ola',
        ready: {
          'demo-owner': true,
          'demo-ola': true,
        },
        shots: {
          'demo-owner': {
            E5: {
              at: 1795616332982,
              row: 4,
              col: 4,
              result: 'miss',
            },
            A1: {
              at: 1795616333081,
              row: 0,
              col: 0,
              result: 'hit',
              ship: 0,
            },
            B1: {
              at: 1795616333112,
              row: 1,
              col: 0,
              result: 'hit',
              ship: 0,
            },
            J10: {
              at: 1795616333146,
              row: 9,
              col: 9,
              result: 'miss',
            },
          },
          'demo-ola': {
            B2: {
              at: 1795616332986,
              row: 1,
              col: 1,
              result: 'hit',
              ship: 0,
            },
            B3: {
              at: 1795616333001,
              row: 1,
              col: 2,
              result: 'hit',
              ship: 0,
            },
            H8: {
              at: 1795616333068,
              row: 7,
              col: 7,
              result: 'miss',
            },
          },
        },
        hits: {
          'demo-ola': {
            '0': 2,
          },
          'demo-owner': {
            '0': 2,
          },
        },
      },
      players: {
        'demo-owner': {
          name: 'Kari',
          points: 2,
          uid: 'demo-owner',
        },
        'demo-ola': {
          uid: 'demo-ola',
          name: 'Ola',
          points: 2,
        },
      },
      challenger: 'demo-ola',
    },
  },
  battleshots_boards: {
    SjoeA: {
      'demo-owner': {
        '0': {
          row: 1,
          col: 1,
          horizontal: true,
        },
        '1': {
          row: 3,
          col: 5,
          horizontal: false,
        },
        '2': {
          row: 8,
          col: 0,
          horizontal: true,
        },
        '3': {
          row: 5,
          col: 1,
          horizontal: false,
        },
        '4': {
          row: 0,
          col: 8,
          horizontal: true,
        },
      },
      'demo-ola': {
        '0': {
          row: 0,
          col: 0,
          horizontal: false,
        },
        '1': {
          row: 6,
          col: 4,
          horizontal: true,
        },
        '2': {
          row: 2,
          col: 3,
          horizontal: true,
        },
        '3': {
          row: 9,
          col: 6,
          horizontal: true,
        },
        '4': {
          row: 4,
          col: 8,
          horizontal: false,
        },
      },
    },
  },
};
