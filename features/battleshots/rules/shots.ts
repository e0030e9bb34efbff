// battleshots/{code}/game/shots, sunk and hits: a shot fired by the player on turn, and its answer
// (result) by the defender, checked against the defender's own board, so a hit, a miss and a
// sinking cannot be forged; the sunk ships and the hit counts move with the answer.
import { $ } from '@/rules/common';
import { FLEET } from '../lib/fleet';
import { CELL_KEY_PATTERN, ROW_LABELS } from '../lib/grid';
import * as r from '@/rules/dsl';
import {
  at, bothReady, $cell, code, game, isDefender, isPlayer, P, pending, room, $ship, shipCellIndex,
  shipLength, $shooter, turn, winnerExists,
} from './shared';

/** Ship `i` of a stored board covers the cell at (row, col). */
function covers(board: string, i: number, row: r.Expr, col: r.Expr): r.Expr {
  const f = (field: string) => r.val(r.root(`${board}/${i}/${field}`));
  const len = String(FLEET[i]);
  return r.ifElse(
    r.eq(f('horizontal'), 'true'),
    r.and(r.eq(f('row'), row), r.ge(col, f('col')), r.lt(col, r.plus(f('col'), len))),
    r.and(r.eq(f('col'), col), r.ge(row, f('row')), r.lt(row, r.plus(f('row'), len))),
  );
}

// The shot's answer (shots/{shooter}/{cell}/result) is validated with the shot, its parent node.
const shot = r.newParent();
const shotField = (f: string) => r.valAt(shot, f);
const myBoard = P.board(code, $.me);
const shipIndex = shotField('ship');
const hitsAfter = r.valAt(game, `hits/${r.key($shooter)}/${r.key(shipIndex)}`);
const hitsBefore = at(`${P.game(code)}/hits/${r.key($shooter)}/${r.key(shipIndex)}`);
const pointsAfter = r.valAt(room, `players/${r.key($shooter)}/points`);
const pointsBefore = r.val(at(P.points(code, r.key($shooter))));

const answer = r.ifElse(
  r.dataExists,
  r.eq(r.newVal, r.oldVal),
  r.and(
    r.exists(at(P.shot(code, r.key($shooter), r.key($cell)))),
    r.not(r.exists(r.child(game, 'pending'))),
    r.or(
      r.and(r.is(r.str('miss')), r.eq(r.valAt(game, 'turn'), r.auth.uid), r.not(r.exists(r.child(shot, 'ship'))), r.eq(pointsAfter, pointsBefore)),
      r.and(
        r.group(r.or(r.is(r.str('hit')), r.is(r.str('sunk')))),
        r.eq(r.valAt(game, 'turn'), $shooter),
        r.exists(r.child(shot, 'ship')),
        r.eq(pointsAfter, r.plus(pointsBefore, 1)),
        r.or(r.is(r.str('hit')), r.eq(r.valAt(game, `sunk/${r.key($shooter)}/${r.key(shipIndex)}`), $cell)),
      ),
    ),
    r.ifElse(
      r.is(r.str('miss')),
      // A miss: no ship of the defender's board covers the cell.
      r.and(r.exists(r.root(myBoard)), ...FLEET.map((_, i) => r.not(r.group(covers(myBoard, i, shotField('row'), shotField('col')))))),
      // A hit: the named ship covers it, its hit count goes up by one, and "sunk" exactly when full.
      r.and(
        r.group(r.or(...FLEET.map((_, i) => r.and(r.eq(shipIndex, String(i)), r.group(covers(myBoard, i, shotField('row'), shotField('col'))))))),
        r.eq(hitsAfter, r.plus(r.group(r.ifElse(r.exists(hitsBefore), r.val(hitsBefore), '0')), 1)),
        r.ifElse(r.is(r.str('sunk')), r.eq(hitsAfter, shipLength(shipIndex, false)), r.lt(hitsAfter, shipLength(shipIndex, false))),
      ),
    ),
  ),
);

const rowOfCell = r.group(r.choose([...ROW_LABELS.slice(0, -1)].map((l, i) => [r.beginsWith($cell, l), String(i)]), String(ROW_LABELS.length - 1)));
const colOfCell = r.group(
  r.choose(
    [[r.endsWith($cell, '10'), '9'], ...Array.from({ length: 8 }, (_, i): [r.Expr, r.Expr] => [r.endsWith($cell, String(i + 1)), String(i)])],
    '8',
  ),
);

const fixedAfterWrite = r.group(r.or(r.not(r.dataExists), r.eq(r.newVal, r.oldVal)));

export const shotRules: r.RuleNode = {
  shots: {
    $shooter: {
      $cell: {
        // Fired by the shooter on turn; answered (result) by the defender.
        '.write': r.and(
          r.signedIn,
          r.or(
            r.and(
              r.eq(r.auth.uid, $shooter),
              r.not(r.dataExists),
              r.eq(turn, r.auth.uid),
              r.not(r.exists(pending)),
              bothReady,
              r.not(winnerExists),
              r.exists(at(`${P.player(code, $.me)}/points`)),
              r.eq(r.valAt(game, 'pending'), $cell),
            ),
            r.and(
              r.dataExists,
              r.newExists,
              r.not(r.exists(r.child(r.data, 'result'))),
              r.ne(r.auth.uid, $shooter),
              isPlayer,
              r.eq(turn, $shooter),
              r.eq(r.val(pending), $cell),
              r.not(winnerExists),
            ),
          ),
        ),
        ...r.record(
          {
            at: r.stampedOnce,
            row: r.and(fixedAfterWrite, r.eq(r.newVal, rowOfCell)),
            col: r.and(fixedAfterWrite, r.eq(r.newVal, colOfCell)),
            result: answer,
            ship: r.and(r.group(r.or(r.not(r.dataExists), r.eq(r.oldVal, r.newVal))), shipCellIndex(4)),
          },
          { optional: ['result', 'ship'], before: [r.matches($cell, CELL_KEY_PATTERN)] },
        ),
      },
    },
  },
  sunk: {
    $shooter: {
      $ship: {
        '.write': r.and(r.not(r.dataExists), r.signedIn, isDefender, r.eq(turn, $shooter)),
        '.validate': r.and(
          r.matches($ship, /^[0-4]$/),
          r.eq(r.newVal, r.val(pending)),
          r.eq(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.newVal)}/result`), r.str('sunk')),
          r.eq(r.asString(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.newVal)}/ship`)), $ship),
        ),
      },
    },
  },
  hits: {
    $shooter: {
      $ship: {
        '.write': r.and(r.signedIn, isDefender, r.eq(turn, $shooter)),
        '.validate': r.and(
          r.matches($ship, /^[0-4]$/),
          r.isNumber,
          r.eq(r.newVal, r.plus(r.group(r.ifElse(r.dataExists, r.oldVal, '0')), 1)),
          r.eq(r.asString(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.val(pending))}/ship`)), $ship),
        ),
      },
    },
  },
};
