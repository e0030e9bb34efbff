// Survival game (features/swg/lib/): the game switch and players everyone reads, written by swg admins,
// and the admins' history of changes (undoable).
import { isAdmin } from '@/rules/common';
import * as r from '@/rules/dsl';

const $id = r.wild('id');

const swgAdmin = isAdmin('swg');
const IMAGE = /^[A-Za-z0-9_-]{1,60}\.(jpg|jpeg|png|webp|JPG|JPEG|PNG|WEBP)$/;
const PLAYER_ID = /^[0-9]{1,6}$/;
const stateShape = { lives: r.intRange(0, 99), dead: r.isBoolean, staff: r.isBoolean };
const state = r.fields(stateShape);
/** A history entry's state before or after: a player's lives, dead and staff, or `true`. */
const stateEntry = { '.validate': r.or(r.isBoolean, r.requires(stateShape)), ...state };

export const swg: r.RuleNode = {
  game_active: { '.read': true, '.write': swgAdmin, '.validate': r.isBoolean },
  players: {
    '.read': true,
    '.write': swgAdmin,
    $id: r.record(
      { id: r.is($id), name: r.textLen(1, 40), img: r.textMatching(IMAGE), ...stateShape },
      { before: [r.matches($id, PLAYER_ID)], after: [r.eq(r.newChildVal('dead'), r.eq(r.newChildVal('lives'), '0'))] },
    ),
  },
  history: {
    '.read': swgAdmin,
    $entry: {
      '.write': swgAdmin,
      ...r.record({
        at: r.is(r.now),
        by: r.is(r.auth.uid),
        action: r.textMatching(/^(remove_life|add_life|dead|staff|add_player|start|stop|rename|remove_player)$/),
        player: r.textMatching(PLAYER_ID),
        name: r.textMax(40),
        old_name: r.textMax(40),
        img: r.textMatching(IMAGE),
        before: stateEntry,
        after: stateEntry,
        undone: r.is('true'),
      }, { optional: ['player', 'name', 'old_name', 'img', 'before', 'after', 'undone'] }),
    },
  },
  ...r.closed,
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { swg } satisfies Record<string, r.RuleNode>;
