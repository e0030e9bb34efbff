// battleshots_boards/{code}/{uid}: each player's board, read only by that player.
import { $ } from '@/rules/common';
import { FLEET } from '../lib/fleet';
import * as r from '@/rules/dsl';
import { allShips, at, code, isPlayer, P, $ship, shipLength, shipShape, $uid } from './shared';

// A board: five ships, each inside the grid and overlapping no other.
const shipLen = shipLength($ship, true);
function apart(j: number): r.Expr {
  const other = (f: string) => r.valAt(r.newParent(), `${j}/${f}`);
  const mine = (f: string) => r.newChildVal(f);
  const horizontal = r.eq(r.newChildVal('horizontal'), 'true');
  const otherHorizontal = r.eq(other('horizontal'), 'true');
  const len = String(FLEET[j]);
  return r.group(
    r.or(
      r.eq($ship, r.str(String(j))),
      r.not(
        r.group(
          r.and(
            r.lt(mine('row'), r.plus(other('row'), r.group(r.ifElse(otherHorizontal, '1', len)))),
            r.lt(other('row'), r.plus(mine('row'), r.group(r.ifElse(horizontal, '1', shipLen)))),
            r.lt(mine('col'), r.plus(other('col'), r.group(r.ifElse(otherHorizontal, len, '1')))),
            r.lt(other('col'), r.plus(mine('col'), r.group(r.ifElse(horizontal, shipLen, '1')))),
          ),
        ),
      ),
    ),
  );
}

export const battleshotsBoards: r.RuleNode = {
  $code: {
    $uid: {
      '.read': r.and(r.signedIn, r.eq(r.auth.uid, $uid)),
      // Placed by its player, until ready.
      '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), isPlayer, r.not(r.exists(at(P.ready(code, $.uid))))),
      '.validate': allShips,
      $ship: r.record(
        shipShape,
        {
          before: [r.matches($ship, /^[0-4]$/)],
          after: [
            r.group(
              r.ifElse(
                r.eq(r.newChildVal('horizontal'), 'true'),
                r.le(r.plus(r.newChildVal('col'), shipLen), '10'),
                r.le(r.plus(r.newChildVal('row'), shipLen), '10'),
              ),
            ),
            ...FLEET.map((_, j) => apart(j)),
          ],
        },
      ),
    },
  },
};
