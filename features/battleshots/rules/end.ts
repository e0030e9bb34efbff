// battleshots/{code}/game: the game's end, a win by sinking the fleet or by forfeit, then the
// fleets revealed and the rematch both players ask for.
import { $ } from '@/rules/common';
import { roomPaths } from '@/lib/firebase/paths';
import * as r from '@/rules/dsl';
import {
  allShips, at, challenger, code, $field, game, gameStopped, isPlayer, nextSeq, otherThanTurn, P,
  pending, room, $ship, shipShape, turn, $uid, winnerExists,
} from './shared';

export const endRules: r.RuleNode = {
  winner: {
    // The defender declares the shooter's win; the shooter only with a forfeit.
    '.write': r.and(
      r.not(r.dataExists),
      r.signedIn,
      isPlayer,
      r.not(winnerExists),
      r.exists(pending),
      r.group(r.or(r.group(r.ne(r.auth.uid, turn)), r.and(r.eq(r.auth.uid, turn), r.exists(r.child(game, 'forfeit'))))),
    ),
    '.validate': r.and(
      r.eq(r.newVal, turn),
      r.group(
        r.or(r.exists(r.child(game, 'forfeit')), r.hasChildrenAt(r.child(game, `sunk/${r.key(r.newVal)}`), ['0', '1', '2', '3', '4'])),
      ),
      gameStopped(room),
    ),
  },
  forfeit: {
    // The shooter wins when the defender left a shot unanswered for a minute and is away.
    '.write': r.and(
      r.not(r.dataExists),
      r.signedIn,
      isPlayer,
      r.eq(r.auth.uid, turn),
      r.exists(challenger),
      r.exists(pending),
      r.not(winnerExists),
      r.le(r.val(at(`${P.game(code)}/shots/${$.me}/${r.key(r.val(pending))}/at`)), r.minus(r.now, 60000)),
      r.not(r.exists(at(`${P.game(code)}/shots/${$.me}/${r.key(r.val(pending))}/result`))),
      r.not(r.exists(at(`${roomPaths.presence('battleshots', code)}/${r.key(r.group(otherThanTurn))}`))),
      nextSeq,
    ),
    '.validate': r.and(r.eq(r.newVal, r.group(otherThanTurn)), r.eq(r.valAt(game, 'winner'), r.auth.uid)),
  },
  revealed: {
    $uid: {
      '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), r.not(r.dataExists), winnerExists),
      '.validate': allShips,
      $ship: {
        '.validate': r.and(r.matches($ship, /^[0-4]$/), r.requires(shipShape)),
        $field: { '.validate': r.eq(r.newVal, r.val(at(`${P.board(code, $.uid)}/${r.key($ship)}/${r.key($field)}`))) },
      },
    },
  },
  rematch: {
    $uid: {
      '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), isPlayer, winnerExists),
      '.validate': r.is('true'),
    },
  },
};
