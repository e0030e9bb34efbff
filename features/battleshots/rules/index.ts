// Battleshots (features/battleshots/lib/): two seats (the creator and the challenger), a shared game node
// that the rules referee shot by shot, and each player's board at a path only that player reads.
// The defender answers each shot: the rules check the answer against the defender's own board,
// so a hit, a miss and a sinking cannot be forged.
//
// One module per node (docs/security.md «Rules as code»): shared.ts holds the wildcards and the
// predicates several nodes ask; seats.ts the settings and the two seats; game.ts the game node,
// with shots.ts (the shots and their answers) and end.ts (the win, the forfeit, the revealed
// fleets, the rematch); boards.ts the private boards.
import { createdWithLobby, keyedRoomsRead, mayReadRoomByPath, viewKeyField } from '@/rules/common';
import * as r from '@/rules/dsl';
import { battleshotsBoards } from './boards';
import { gameNode } from './game';
import { seatRules } from './seats';
import { freshGame } from './shared';

export const battleshots: r.RuleNode = {
  ...keyedRoomsRead,
  $code: {
    '.read': mayReadRoomByPath('battleshots'),
    '.write': r.and(
      createdWithLobby('battleshots'),
      r.eq(r.newChildVal('game/turn'), r.auth.uid),
      freshGame((n) => r.child(r.child(r.newData, 'game'), n)),
    ),
    '.validate': r.hasChildren('settings', 'game'),
    ...seatRules,
    game: gameNode,
    ...viewKeyField('battleshots'),
    ...r.closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { battleshots, battleshots_boards: battleshotsBoards } satisfies Record<string, r.RuleNode>;
