// cah/games/{code}/round: the round's czar, black card and phase, how a round starts, ends and
// passes the czar on, and who scored, named once the czar has chosen (docs/cah.md).
import { roomPaths } from '@/lib/firebase/paths';
import * as r from '@/rules/dsl';
import {
  C, code, creator, game, gameNumberChanged, member, nextOf, PLAY_KEY, round, roundNumber, seated,
  storedRecord,
} from './shared';

const present = (uid: r.Expr) => r.exists(r.root(`${roomPaths.presence('cah', code)}/${r.key(uid)}`));
const newCzar = r.newChildVal('czar');
/** The czar moves to the next seat, skipping up to two seats whose players are away. */
function czarAfter(seat: r.Expr): r.Expr {
  const one = nextOf(seat);
  const two = nextOf(one);
  return r.group(
    r.or(r.eq(newCzar, one), r.and(r.not(present(one)), r.eq(newCzar, two)), r.and(r.not(present(one)), r.not(present(two)), r.eq(newCzar, nextOf(two)))),
  );
}
/** A round that is not in its result (or is replaced) carries no `scored`. */
const noScore = r.not(r.hasChildAt(r.newData, 'scored'));
const d = (field: string) => r.oldChildVal(field);
const n = (field: string) => r.newChildVal(field);
const dataCzar = d('czar');

export const roundRules: r.RuleNode = {
  round: {
    '.write': r.and(
      r.signedIn,
      member,
      r.group(
        r.or(
          // A new game: the creator starts it with the seat after the ring's tail as czar.
          r.and(creator, gameNumberChanged(1), czarAfter(r.val(r.root(C.ringTail(code)))), noScore),
          // The czar picks the winner.
          r.and(
            r.eq(dataCzar, r.auth.uid),
            r.eq(d('phase'), r.str('playing')),
            r.eq(n('phase'), r.str('result')),
            r.eq(n('number'), d('number')),
            r.eq(newCzar, dataCzar),
            r.eq(n('black'), d('black')),
            noScore,
          ),
          // A seated player starts the next round.
          // … only once the point is given (docs/cah.md «Anonymous plays»).
          r.and(
            seated,
            r.eq(d('phase'), r.str('result')),
            r.hasChildAt(r.data, 'scored'),
            r.eq(n('phase'), r.str('playing')),
            r.eq(n('number'), r.plus(d('number'), 1)),
            czarAfter(dataCzar),
            noScore,
          ),
          // … or skips a czar who left or is away.
          r.and(
            seated,
            r.eq(d('phase'), r.str('playing')),
            r.eq(n('phase'), r.str('playing')),
            r.eq(n('number'), r.plus(d('number'), 1)),
            r.group(
              r.or(
                r.not(r.exists(r.root(C.player(code, r.key(dataCzar))))),
                r.not(r.exists(r.child(game, `players/${r.key(r.oldChildVal('czar'))}`))),
                r.not(present(dataCzar)),
              ),
            ),
            czarAfter(dataCzar),
            noScore,
          ),
          r.and(r.not(r.newExists), r.eq(r.valAt(game, 'settings/game_status'), '0')),
          // The result stays while the czar who left is replaced by the seat before.
          r.and(
            r.eq(d('phase'), r.str('result')),
            r.eq(n('phase'), r.str('result')),
            r.eq(n('number'), d('number')),
            r.eq(n('black'), d('black')),
            r.eq(n('winner'), d('winner')),
            r.eq(n('scored'), d('scored')),
            r.not(r.exists(r.child(game, `players/${r.key(r.oldChildVal('czar'))}`))),
            r.group(r.or(r.eq(r.auth.uid, dataCzar), creator)),
            r.eq(newCzar, r.valAt(game, 'unlinked')),
            r.eq(nextOf(newCzar), dataCzar),
          ),
        ),
      ),
    ),
    ...r.record({
      number: {
        // A write may name the round it is based on (the same number): queued offline and sent
        // after the round moved on, it is refused (docs/cah.md «Stale writes»).
        '.write': r.and(r.signedIn, member, r.eq(r.newVal, r.oldVal)),
        '.validate': r.intRange(1),
      },
      czar: r.and(r.isString, r.exists(r.child(game, `players/${r.key(r.newVal)}`))),
      czar_seat: r.eq(r.newVal, r.valAt(game, `players/${r.key(r.valAt(r.newParent(), 'czar'))}/seat`)),
      black: r.and(r.isString, r.exists(r.root(`${C.bank()}/black/${r.key(r.newVal)}`))),
      pick: r.eq(r.newVal, r.val(r.root(`${C.bank()}/black/${r.key(r.valAt(r.newParent(), 'black'))}/pick`))),
      phase: r.or(r.is(r.str('playing')), r.group(r.and(r.is(r.str('result')), r.hasChildAt(r.newParent(), 'winner')))),
      winner: r.and(
        r.isString,
        r.matches(r.newVal, PLAY_KEY),
        r.eq(r.valAt(r.newParent(), 'phase'), r.str('result')),
        r.eq(r.val(r.root(`${C.play(code, r.key(r.newVal))}/round`)), r.valAt(r.newParent(), 'number')),
      ),
      scored: {
        '.write': r.and(r.signedIn, member, seated, r.not(r.dataExists), r.eq(round('phase'), r.str('result')), r.exists(r.root(`${C.round(code)}/winner`))),
        // Only the owner of the chosen play, given once after the choice: never in the write that
        // chooses (or starts a round), where an empty winner would compare null with null.
        '.validate': r.and(
          r.isString,
          r.isStringAt(r.child(r.newParent(), 'winner')),
          r.eq(r.valAt(r.newParent(), 'number'), roundNumber),
          r.ifElse(r.dataExists, r.eq(r.newVal, r.oldVal), r.and(r.eq(round('phase'), r.str('result')), r.eq(round('winner'), r.valAt(r.newParent(), 'winner')))),
          r.eq(r.val(r.child(storedRecord(r.key(r.newVal)), 'key')), r.valAt(r.newParent(), 'winner')),
        ),
      },
    },
    {
      optional: ['winner', 'scored'],
      after: [r.group(r.or(...[1, 2].map((s) => r.eq(r.valAt(game, 'settings/game_status'), String(s)))))],
    },
    ),
  },
};
