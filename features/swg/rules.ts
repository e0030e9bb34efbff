// Survival game (features/swg/lib/): the game switch and players everyone reads, written by swg admins,
// and the admins' history of changes (undoable).
import { isAdmin } from '@/rules/common';
import { and, auth, closed, fields, hasChildren, intRange, is, isBoolean, now, textLen, textMatching, textMax, type RuleNode } from '@/rules/dsl';

const swgAdmin = isAdmin('swg');
const IMAGE = /^[A-Za-z0-9_-]{1,60}\.(jpg|jpeg|png|webp|JPG|JPEG|PNG|WEBP)$/;
const PLAYER_ID = /^[0-9]{1,6}$/;
const state = fields({ lives: intRange(0, 99), dead: isBoolean, staff: isBoolean });

export const swg: RuleNode = {
  game_active: { '.read': true, '.write': swgAdmin, '.validate': isBoolean },
  players: {
    '.read': true,
    '.write': swgAdmin,
    $id: {
      '.validate': and(
        `$id.matches(${PLAYER_ID})`,
        hasChildren('id', 'name', 'img', 'lives', 'dead', 'staff'),
        "newData.child('dead').val() === (newData.child('lives').val() === 0)",
      ),
      ...fields({ id: is('$id'), name: textLen(1, 40), img: textMatching(IMAGE), lives: intRange(0, 99), dead: isBoolean, staff: isBoolean }),
    },
  },
  history: {
    '.read': swgAdmin,
    $entry: {
      '.write': swgAdmin,
      '.validate': hasChildren('at', 'by', 'action'),
      ...fields({
        at: is(now),
        by: is(auth.uid),
        action: textMatching(/^(remove_life|add_life|dead|staff|add_player|start|stop|rename|remove_player)$/),
        player: textMatching(PLAYER_ID),
        name: textMax(40),
        old_name: textMax(40),
        img: textMatching(IMAGE),
        before: { '.validate': "newData.isBoolean() || newData.hasChildren(['lives', 'dead', 'staff'])", ...state },
        after: { '.validate': "newData.isBoolean() || newData.hasChildren(['lives', 'dead', 'staff'])", ...state },
        undone: is('true'),
      }),
    },
  },
  ...closed,
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { swg } satisfies Record<string, RuleNode>;
