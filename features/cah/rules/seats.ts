// cah/games/{code}: the seats (players/{uid}), their count, and the ring they form, which the
// czar goes round (players/{uid}/next, ring_tail; docs/cah.md).
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';
import { C, code, creator, game, gameNumber, member, nextOf, round, seated, $uid } from './shared';

/** Another seat (players/{uid}) as the write leaves it, seen from players/{uid}/next. */
const seatAfter = (uid: string) => r.child(r.newParent(2), uid);
const countBefore = r.group(r.ifElse(r.isNumberAt(r.data), r.oldVal, '0'));
const resetForNewGame = r.and(r.is('0'), creator, r.eq(r.valAt(game, 'settings/game_number'), r.plus(gameNumber, 1)));
/** A seat's count: unchanged, 0 when the seat is taken, 0 again at a new game, or one of `more`. */
const countKept = (...more: r.Expr[]) =>
  r.and(r.isNumber, r.group(r.or(r.eq(r.newVal, r.oldVal), r.and(r.not(r.dataExists), r.is('0')), resetForNewGame, ...more)));

export const seatRules: r.RuleNode = {
  players: {
    $uid: {
      // A seat is joined or left with player_count, and a leave links the ring past the leaver
      // (`unlinked` names the seat before it); the ring's tail is never left dangling.
      '.write': r.and(
        r.signedIn,
        member,
        r.group(r.or(r.isSelf($uid), creator)),
        r.group(
          r.or(
            r.eq(r.dataExists, r.newExists),
            r.eq(
              r.valAt(game, 'player_count'),
              r.plus(
                r.group(r.ifElse(r.isNumberAt(r.child(r.dataParent(2), 'player_count')), r.valAt(r.dataParent(2), 'player_count'), '0')),
                r.group(r.ifElse(r.newExists, '1', '-1')),
              ),
            ),
          ),
        ),
        r.group(
          r.or(
            r.newExists,
            r.eq(r.oldChildVal('next'), $uid),
            r.and(
              r.eq(nextOf(r.valAt(game, 'unlinked')), $uid),
              r.eq(r.val(r.child(r.newParent(), `${r.key(r.valAt(game, 'unlinked'))}/next`)), r.oldChildVal('next')),
            ),
          ),
        ),
        r.group(r.or(r.newExists, r.ne(r.valAt(game, 'ring_tail'), $uid))),
      ),
      ...r.record({
        name: r.textLen(1, 40),
        uid: r.is($uid),
        points: {
          '.write': r.and(r.signedIn, member, seated),
          // Unchanged, 0 at a new game, or +1 for the round's scored player.
          '.validate': countKept(
            r.and(
              r.eq(r.newVal, r.plus(r.oldVal, 1)),
              r.eq(round('phase'), r.str('result')),
              r.not(r.exists(r.root(`${C.round(code)}/scored`))),
              r.eq(r.valAt(game, 'round/scored'), $uid),
            ),
          ),
        },
        // Public, so it no longer moves during a game: a rise in the same update as a play named
        // the blank card's author to the czar. The count lives in cah/blanks (docs/cah.md).
        blank_cards_used: countKept(),
        seat: r.stampedOnce,
        next: {
          // Joining at the tail, or linking past a seat that left.
          '.write': r.and(
            r.signedIn,
            member,
            r.dataExists,
            r.group(
              r.or(
                r.and(r.eq($uid, r.val(r.root(C.ringTail(code)))), r.is(r.auth.uid), r.not(seated), r.exists(seatAfter($.me))),
                r.and(
                  r.group(r.or(r.eq(r.auth.uid, r.oldVal), creator)),
                  r.not(r.exists(seatAfter(r.key(r.oldVal)))),
                  r.eq(r.newVal, nextOf(r.oldVal)),
                ),
              ),
            ),
          ),
          '.validate': r.and(
            r.isString,
            r.exists(seatAfter(r.key(r.newVal))),
            r.ifElse(
              r.dataExists,
              r.or(
                r.eq(r.newVal, r.oldVal),
                r.and(r.eq($uid, r.val(r.root(C.ringTail(code)))), r.not(r.exists(r.root(C.player(code, r.key(r.newVal)))))),
                r.and(r.not(r.exists(seatAfter(r.key(r.oldVal)))), r.eq(r.newVal, nextOf(r.oldVal))),
              ),
              r.and(
                r.eq(r.valAt(game, 'ring_tail'), $uid),
                r.ifElse(r.exists(r.root(C.ringTail(code))), r.eq(r.newVal, nextOf(r.val(r.root(C.ringTail(code))))), r.eq(r.newVal, $uid)),
              ),
            ),
          ),
        },
      }),
    },
  },
  player_count: {
    '.write': r.and(
      r.signedIn,
      member,
      r.group(
        r.or(
          r.and(r.eq(r.newVal, r.plus(countBefore, 1)), r.exists(r.child(game, `players/${$.me}`)), r.not(seated)),
          r.and(r.eq(r.newVal, r.minus(countBefore, 1)), r.not(r.exists(r.child(game, `players/${$.me}`))), seated),
          r.and(creator, r.group(r.or(r.eq(r.newVal, r.plus(countBefore, 1)), r.eq(r.newVal, r.minus(countBefore, 1))))),
        ),
      ),
    ),
    '.validate': r.intRange(0),
  },
  ring_tail: {
    // A joiner becomes the tail; the tail's leave hands it to the seat before (or empties it).
    '.write': r.and(
      r.signedIn,
      member,
      r.group(
        r.or(
          r.and(
            r.is(r.auth.uid),
            r.exists(r.child(game, `players/${$.me}`)),
            r.not(seated),
            r.group(r.or(r.not(r.dataExists), r.eq(r.valAt(game, `players/${r.key(r.oldVal)}/next`), r.auth.uid))),
          ),
          r.and(
            r.dataExists,
            r.not(r.exists(r.child(game, `players/${r.key(r.oldVal)}`))),
            r.group(r.or(r.eq(r.auth.uid, r.oldVal), creator)),
            r.group(r.or(r.and(r.newExists, r.eq(nextOf(r.newVal), r.oldVal)), r.and(r.not(r.newExists), r.eq(nextOf(r.oldVal), r.oldVal)))),
          ),
        ),
      ),
    ),
    '.validate': r.and(r.isString, r.exists(r.child(game, `players/${r.key(r.newVal)}`))),
  },
  unlinked: { '.write': r.and(r.signedIn, member), '.validate': r.textMax(128) },
};
