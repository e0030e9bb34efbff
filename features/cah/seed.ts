// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { toStoredBank } from '@/features/cah/lib/bank';
import { buildDeck, posKey } from '@/features/cah/lib/deck';
import { SLOTS } from '@/features/cah/lib/game';
import { seededRandom } from '@/lib/random/random';
import { demoLobbyEntry, type SeedTree } from '@/lib/routes/manifest';

// The demo game (room KortA, game 1) as the game itself would have dealt it from the card bank
// (content/cahCards.ts): the deck shuffled by buildDeck with a fixed seed, so every start gets
// the same one, then each player's ten cards drawn in seat order (positions p0 … p29), and Ola's
// first card played.
const PLAYERS = ['demo-owner', 'demo-ola', 'demo-nora'];
const DECK = buildDeck(WHITE_CARDS, seededRandom('demo KortA 1'));
const OLA_PLAYED = posKey(SLOTS.length);
const dealt = PLAYERS.flatMap((uid, seat) => SLOTS.map((slot, i) => ({ uid, slot, pos: posKey(seat * SLOTS.length + i) })));

export const seed: SeedTree = {
  lobby: {
    cah: {
      KortA: demoLobbyEntry('Kortkveld', 'Kari', false),
    },
  },
  codes: {
    cah: {
      korta: 'KortA',
    },
  },
  members: {
    cah: {
      KortA: {
        'demo-owner': true,
        'demo-ola': true,
        'demo-nora': true,
      },
    },
  },
  cah: {
    // The card bank of content/cahCards.ts, as Cah reads it (npm run cah:bank prints it for a real project).
    questionBank: toStoredBank(BLACK_CARDS, WHITE_CARDS),
    games: {
      KortA: {
        settings: {
          name: 'Kortkveld',
          private: false,
          created_by: 'demo-owner',
          blank_cards: 10,
          win_points: 5,
          game_status: 1,
          game_number: 1,
        },
        players: {
          'demo-owner': {
            name: 'Kari',
            uid: 'demo-owner',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332774,
            next: 'demo-ola',
          },
          'demo-ola': {
            name: 'Ola',
            uid: 'demo-ola',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332777,
            next: 'demo-nora',
          },
          'demo-nora': {
            name: 'Nora',
            uid: 'demo-nora',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332807,
            next: 'demo-owner',
          },
        },
        player_count: 3,
        ring_tail: 'demo-nora',
        round: {
          number: 1,
          czar: 'demo-owner',
          czar_seat: 1795616332774,
          black: 'b055',
          pick: 1,
          phase: 'playing',
        },
        used_black: {
          b055: true,
        },
        deck: {
          next: dealt.length,
          size: WHITE_CARDS.length,
        },
        selected_cards: {
          '-P7I3hmXI34mef8vOS7N': {
            round: 1,
            cards: {
              c0: {
                text: DECK[OLA_PLAYED],
              },
            },
          },
        },
      },
    },
    decks: {
      KortA: {
        '1': Object.fromEntries(Object.entries(DECK).map(([pos, text]) => [pos, { text }])),
      },
    },
    draws: {
      KortA: {
        '1': Object.fromEntries(dealt.map(({ uid, slot, pos }) => [pos, { uid, slot }])),
      },
    },
    hands: {
      KortA: {
        '1': Object.fromEntries(PLAYERS.map((uid) => [uid, Object.fromEntries(dealt.filter((d) => d.uid === uid).map(({ slot, pos }) => [slot, pos]))])),
      },
    },
    plays: {
      KortA: {
        '1': {
          '1': {
            'demo-ola': {
              key: '-P7I3hmXI34mef8vOS7N',
              cards: {
                c0: {
                  slot: SLOTS[0],
                  pos: OLA_PLAYED,
                },
              },
            },
          },
        },
      },
    },
  },
};
