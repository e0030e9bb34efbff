// battleshots/{code}/game: the shared game node the rules referee move by move. A new game, the
// turn, the shot waiting for its answer (pending), the move counter (seq) and each player's ready;
// the shots and their answers are in shots.ts, the game's end in end.ts.
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';
import {
  at, bothReady, challenger, challengerUid, code, creatorUid, freshGame, game, gameActive,
  gameRunning, gameStopped, isDefender, isPlayer, nextSeq, P, pending, room, seqBefore, turn, $uid,
  winnerExists,
} from './shared';
import { endRules } from './end';
import { shotRules } from './shots';

export const gameNode: r.RuleNode = {
  // A new game: a rematch both asked for (the loser starts), or the creator alone after the
  // challenger left.
  '.write': r.and(
    r.signedIn,
    r.group(
      r.or(
        r.and(
          isPlayer,
          r.exists(r.child(r.data, 'winner')),
          r.exists(challenger),
          r.exists(r.child(r.data, `rematch/${r.key(creatorUid)}`)),
          r.exists(r.child(r.data, `rematch/${r.key(challengerUid)}`)),
          r.eq(r.newChildVal('turn'), r.group(r.ifElse(r.eq(r.oldChildVal('winner'), creatorUid), challengerUid, creatorUid))),
        ),
        r.and(
          r.eq(r.auth.uid, creatorUid),
          r.exists(challenger),
          r.not(r.exists(r.child(room, 'challenger'))),
          r.eq(r.newChildVal('turn'), r.auth.uid),
        ),
      ),
    ),
    freshGame((n) => r.child(r.newData, n)),
    gameStopped(room),
    nextSeq,
  ),
  '.validate': r.hasChildren('turn'),
  turn: {
    '.write': r.and(r.signedIn, isDefender),
    // The turn passes to the defender only after a miss.
    '.validate': r.and(
      r.isString,
      r.or(
        r.not(r.dataExists),
        r.not(r.exists(r.child(room, 'challenger'))),
        r.eq(r.newVal, r.oldVal),
        winnerExists,
        r.and(
          r.is(r.auth.uid),
          r.exists(pending),
          r.eq(r.valAt(game, `shots/${r.key(r.oldVal)}/${r.key(r.val(pending))}/result`), r.str('miss')),
        ),
      ),
    ),
  },
  pending: {
    // Fired by the shooter; cleared only by the defender's answer in the same write (the
    // answer is checked against the board), never on its own: a hit cannot be dodged
    // (docs/security.md «Battleshots»).
    '.write': r.and(
      r.signedIn,
      nextSeq,
      r.or(
        r.and(r.not(r.dataExists), r.eq(r.auth.uid, turn), bothReady, r.not(winnerExists)),
        r.and(
          r.isDelete,
          isDefender,
          r.exists(r.child(game, `shots/${r.key(turn)}/${r.key(r.oldVal)}/result`)),
          r.not(r.exists(at(`${P.game(code)}/shots/${r.key(turn)}/${r.key(r.oldVal)}/result`))),
        ),
      ),
    ),
    '.validate': r.and(
      r.isString,
      r.exists(r.child(game, `shots/${$.me}/${r.key(r.newVal)}`)),
      r.not(r.exists(at(`${P.game(code)}/shots/${$.me}/${r.key(r.newVal)}`))),
    ),
  },
  seq: {
    // Counted up only by a move in the same write (the moves' own rules say who may make them).
    '.write': r.and(r.signedIn, isPlayer, r.newExists),
    '.validate': r.and(
      r.isNumber,
      r.is(r.plus(seqBefore, 1)),
      r.group(
        r.or(
          r.ne(r.exists(pending), r.exists(r.child(game, 'pending'))),
          r.ne(winnerExists, r.exists(r.child(game, 'winner'))),
          r.and(r.exists(challenger), r.not(r.exists(r.child(room, 'challenger')))),
        ),
      ),
    ),
  },
  ready: {
    $uid: {
      '.write': r.and(
        r.signedIn,
        r.eq(r.auth.uid, $uid),
        r.not(r.dataExists),
        isPlayer,
        r.not(winnerExists),
        r.exists(r.child(room, `players/${r.key($uid)}`)),
        r.exists(r.newRoot(P.board(code, $.uid))),
      ),
      // The ready that starts the game sets game_active in the same write.
      '.validate': r.and(r.is('true'), r.eq(gameActive(room), gameRunning(room))),
    },
  },
  ...shotRules,
  ...endRules,
  ...r.closed,
};
