// Cah (features/cah/lib/): the room's public game state under cah/games/{code}, and per game number the
// deck, the draws, the private hands and the play records, each at a path of its own because
// read rules cascade. The rules keep the seat ring (players/{uid}/next, ring_tail), the czar
// order and the scoring honest; see docs/cah.md.
//
// One module per node (docs/security.md «Rules as code»): shared.ts holds the wildcards and the
// predicates several nodes ask; games.ts assembles the room's game node from settings.ts,
// seats.ts, round.ts, plays.ts (the played cards) and deck.ts (the deck's pointer, spent and
// recycled cards); deck.ts, blanks.ts, hands.ts and plays.ts also hold the per-game nodes
// (decks, draws, blanks, hands, plays), each at a path of its own because read rules cascade.
import * as r from '@/rules/dsl';
import { blanks } from './blanks';
import { decks, draws } from './deck';
import { games } from './games';
import { hands } from './hands';
import { plays } from './plays';

export const cah: r.RuleNode = {
  questionBank: {
    '.read': r.signedIn,
    '.write': false,
    // The black cards read signed out: a room's first paint shows the round's card.
    black: { '.read': true },
  },
  games,
  decks,
  draws,
  blanks,
  hands,
  plays,
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { cah } satisfies Record<string, r.RuleNode>;
