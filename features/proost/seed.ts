// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import { demoLobbyEntry, type SeedTree } from '@/lib/routes/manifest';

// Both demo rooms start with the same questions.
const HYTTE_VIEW = { id: 'demo-hytte-view-id-00001', key: 'demo-hytte-view-key-0001' };

const DEMO_QUESTIONS = {
  demo01: {
    text: '@spiller deler ut tre slurker.',
    by: 'demo-owner',
    type: 'Generelt',
  },
  demo02: {
    text: '@spiller synger refrenget av en julesang, eller drikker tre slurker.',
    by: 'demo-owner',
    type: 'Utfordring',
  },
  demo03: {
    text: 'Kastelek: norske byer. @spiller begynner, gå med klokka.',
    by: 'demo-owner',
    type: 'Kastelek',
  },
  demo04: {
    text: 'Pek på den som mest sannsynlig sovner først i kveld.',
    by: 'demo-owner',
    type: 'Pekelek',
  },
  demo05: {
    text: 'Jeg har aldri gått meg bort i IKEA.',
    by: 'demo-owner',
    type: 'Jeg har aldri',
  },
  demo06: {
    text: '@spiller og @spiller skåler og drikker to slurker hver.',
    by: 'demo-owner',
    type: 'Generelt',
  },
};

export const seed: SeedTree = {
  secrets: {
    rooms: {
      proost: {
        Hytte: {
          password: 'proost',
          // Its members read it by this view key (lib/rooms/viewKey.ts). Like the password
          // (docs/rooms.md), it is no secret in a demo room whose every text is in this file.
          view_at: HYTTE_VIEW.id,
          views: { [HYTTE_VIEW.id]: HYTTE_VIEW.key },
        },
      },
    },
  },
  lobby: {
    proost: {
      FestA: demoLobbyEntry('Fredagsfest', 'Portalen', false),
      Hytte: demoLobbyEntry('Hyttetur', 'Portalen', true),
    },
  },
  codes: {
    proost: {
      festa: 'FestA',
      hytte: 'Hytte',
    },
  },
  proost: {
    FestA: {
      settings: {
        name: 'Fredagsfest',
        private: false,
        created_by: 'demo-owner',
        allow_entries: true,
        allow_new_players: true,
        allow_screen_tap: true,
      },
      questions: DEMO_QUESTIONS,
      players: {
        'demo-p1': {
          name: 'Kari',
          added_by: 'demo-owner',
          id: 'demo-p1',
        },
        'demo-p2': {
          name: 'Ola',
          added_by: 'demo-owner',
          id: 'demo-p2',
        },
        'demo-p3': {
          name: 'Nora',
          added_by: 'demo-owner',
          id: 'demo-p3',
        },
      },
    },
    Hytte: {
      settings: {
        name: 'Hyttetur',
        private: true,
        created_by: 'demo-owner',
        allow_entries: true,
        allow_new_players: true,
        allow_screen_tap: true,
      },
      k: HYTTE_VIEW.key,
      questions: DEMO_QUESTIONS,
      players: {
        'demo-p1': {
          name: 'Ingrid',
          added_by: 'demo-owner',
          id: 'demo-p1',
        },
        'demo-p2': {
          name: 'Lars',
          added_by: 'demo-owner',
          id: 'demo-p2',
        },
      },
    },
  },
};
