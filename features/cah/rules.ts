// Cah (features/cah/lib/): the room's public game state under cah/games/{code}, and per game number the
// deck, the draws, the private hands and the play records, each at a path of its own because
// read rules cascade. The rules keep the seat ring (players/{uid}/next, ring_tail), the czar
// order and the scoring honest; see docs/cah.md.
import { roomPaths } from '@/lib/firebase/paths';
import { cahPaths } from './paths';
import { $, createdWithLobby, isCreator as isRoomCreator, isMember, mayReadRoom } from '@/rules/common';
import * as r from '@/rules/dsl';

const $game = r.wild('game');
const $uid = r.wild('uid');
const $key = r.wild('key');
const $i = r.wild('i');
const $pos = r.wild('pos');
const $id = r.wild('id');
const $slot = r.wild('slot');
const $round = r.wild('round');

const code = $.code;
/** The room's game node (cah/games/{code}) as the write leaves it, from any rule below it. */
const game = r.newAt(3);
const C = cahPaths;
/** A rule expression where a path builder wants a number (game and round numbers). */
const num = (expr: r.Expr) => r.key(expr) as unknown as number;
const PLAY_KEY = /^[A-Za-z0-9_-]{8,40}$/;
const SLOT = /^s[0-9]$/;
const POS = /^p[0-9]{1,4}$/;

const member = isMember('cah');
const creator = isRoomCreator('cah');
const seated = r.exists(r.root(C.player(code, $.me)));
const setting = (name: 'blank_cards' | 'game_status' | 'game_number') => r.val(r.root(C.setting(code, name)));
const round = (field: string) => r.val(r.root(`${C.round(code)}/${field}`));
const gameNumber = setting('game_number');
const roundNumber = round('number');
/** The game number as a path key ($game is a string). */
const gameNumberKey = r.asString(gameNumber);
/** cah/ as the write leaves it, at a path below it. */
const cahAfter = (p: string) => r.newUnder(1, p);
const gameNumberAfter = r.val(cahAfter(`games/${code}/settings/game_number`));
/** A play record of this game and round (cah/plays/…), relative to cah/. */
const recordOf = (uid: string) => C.roundRecord(code, num(gameNumber), num(roundNumber), uid).slice('cah/'.length);
/** The player's private count of blank cards used this game (cah/blanks/…), relative to cah/. */
const blanksOf = (uid: string) => C.blanksUsed(code, num(gameNumber), uid).slice('cah/'.length);
const storedBlanks = (uid: string) => r.root(C.blanksUsed(code, num(gameNumber), uid));
const storedRecord = (uid: string) => r.root(C.roundRecord(code, num(gameNumber), num(roundNumber), uid));

/** Next seat after a seat (players/{uid}/next). */
const nextOf = (seat: r.Expr) => r.val(r.root(`${C.player(code, r.key(seat))}/next`));
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
/** Another seat (players/{uid}) as the write leaves it, seen from players/{uid}/next. */
const seatAfter = (uid: string) => r.child(r.newParent(2), uid);
const countBefore = r.group(r.ifElse(r.isNumberAt(r.data), r.oldVal, '0'));
const resetForNewGame = r.and(r.is('0'), creator, r.eq(r.valAt(game, 'settings/game_number'), r.plus(gameNumber, 1)));
const gameNumberChanged = (levels: number) =>
  r.ne(
    r.valAt(r.newParent(levels), 'settings/game_number'),
    r.valAt(r.dataParent(levels), 'settings/game_number'),
  );
const clearOldGame = r.and(r.signedIn, creator, r.not(r.newExists), r.ne($game, r.asString(gameNumberAfter)));
/**
 * A numeric path key ($game, $round) names a number below `n`: the rules cannot turn a key into a
 * number, so compare the decimal strings by length first (keys are written only in canonical
 * form, see the play record's `.write`).
 */
const keyBelow = (k: r.Expr, n: r.Expr) => {
  const s = r.group(r.asString(n));
  return r.group(r.or(r.lt(r.length(k), r.length(s)), r.and(r.eq(r.length(k), r.length(s)), r.lt(k, s))));
};
/** The deck's draw pointer as stored, and as the write leaves it. */
const storedNext = r.val(r.root(`${C.deckPointer(code)}/next`));
const newNext = r.val(cahAfter(`games/${code}/deck/next`));
/** Most cards one write deals: a hand has ten slots (docs/cah.md «Who deals»). */
const MAX_DEAL = 10;

const games: r.RuleNode = {
  $code: {
    '.read': mayReadRoom('cah'),
    '.write': createdWithLobby('cah'),
    '.validate': r.hasChildAt(r.newData, 'settings'),
    settings: {
      '.write': r.and(r.signedIn, r.eq(r.oldChildVal('created_by'), r.auth.uid)),
      ...r.record({
        name: r.textLen(1, 40),
        private: r.and(r.isBoolean, r.unchanged),
        created_by: r.writerOnce,
        blank_cards: r.intRange(0, 50),
        win_points: r.intRange(1, 50),
        game_status: {
          // 1 → 2 when the scored player reached the winning points; 1 → 0 when a player leaves
          // a table of two.
          '.write': r.and(
            r.signedIn,
            member,
            r.group(
              r.or(
                r.and(
                  r.eq(r.oldVal, '1'),
                  r.is('2'),
                  seated,
                  r.eq(round('phase'), r.str('result')),
                  r.not(r.exists(r.root(`${C.round(code)}/scored`))),
                  r.exists(r.child(game, 'round/scored')),
                  r.ge(
                    r.valAt(game, `players/${r.key(r.valAt(game, 'round/scored'))}/points`),
                    r.valAt(r.newParent(), 'win_points'),
                  ),
                ),
                r.and(
                  r.eq(r.oldVal, '1'),
                  r.is('0'),
                  seated,
                  r.isNumberAt(r.child(game, 'player_count')),
                  r.le(r.valAt(game, 'player_count'), '2'),
                ),
              ),
            ),
          ),
          '.validate': r.oneOf(r.newVal, [0, 1, 2]),
        },
        game_number: {
          // Any member may write the same number: a write names the game it is based on, and a
          // stale one from an earlier game is refused (docs/cah.md «Stale writes»).
          '.write': r.and(r.signedIn, member, r.dataExists, r.eq(r.newVal, r.oldVal)),
          '.validate': r.and(r.intRange(), r.group(r.ifElse(r.dataExists, r.or(r.eq(r.newVal, r.oldVal), r.eq(r.newVal, r.plus(r.oldVal, 1))), r.is('0')))),
        },
      }),
    },
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
            '.validate': r.and(
              r.isNumber,
              r.group(
                r.or(
                  r.eq(r.newVal, r.oldVal),
                  r.and(r.not(r.dataExists), r.is('0')),
                  resetForNewGame,
                  r.and(
                    r.eq(r.newVal, r.plus(r.oldVal, 1)),
                    r.eq(round('phase'), r.str('result')),
                    r.not(r.exists(r.root(`${C.round(code)}/scored`))),
                    r.eq(r.valAt(game, 'round/scored'), $uid),
                  ),
                ),
              ),
            ),
          },
          // Public, so it no longer moves during a game: a rise in the same update as a play named
          // the blank card's author to the czar. The count lives in cah/blanks (docs/cah.md).
          blank_cards_used: r.and(
            r.isNumber,
            r.group(
              r.or(
                r.eq(r.newVal, r.oldVal),
                r.and(r.not(r.dataExists), r.is('0')),
                resetForNewGame,
              ),
            ),
          ),
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
    selected_cards: {
      // Cleared when a round or game ends.
      '.write': r.and(
        r.signedIn,
        member,
        r.not(r.newExists),
        r.group(
          r.or(
            r.ne(r.valAt(game, 'round/number'), r.valAt(r.dataParent(), 'round/number')),
            gameNumberChanged(1),
            r.eq(r.valAt(game, 'settings/game_status'), '0'),
          ),
        ),
      ),
      $key: {
        // Played (with its record, once per round) by a seated player who is not the czar.
        '.write': r.and(
          r.signedIn,
          member,
          seated,
          r.group(
            r.or(
              r.and(
                r.isCreate,
                r.eq(setting('game_status'), '1'),
                r.eq(round('phase'), r.str('playing')),
                r.ne(round('czar'), r.auth.uid),
                r.eq(r.val(cahAfter(`${recordOf($.me)}/key`)), $key),
                r.not(r.exists(storedRecord($.me))),
              ),
              r.and(r.isDelete, r.eq(r.val(r.child(storedRecord($.me), 'key')), $key)),
            ),
          ),
        ),
        '.validate': r.and(
          r.matches($key, PLAY_KEY),
          r.hasChildren('round', 'cards'),
          r.eq(r.newChildVal('round'), roundNumber),
          r.group(
            r.ifElse(
              r.eq(round('pick'), '1'),
              r.and(r.hasChildrenAt(r.child(r.newData, 'cards'), ['c0']), r.not(r.hasChildAt(r.child(r.newData, 'cards'), 'c1'))),
              r.hasChildrenAt(r.child(r.newData, 'cards'), ['c0', 'c1']),
            ),
          ),
        ),
        round: r.v(r.isNumber),
        cards: {
          $i: {
            // A blank card counts against the player's blanks; any other is the text of the
            // dealt card the record names.
            '.validate': r.and(
              r.group(r.or(r.eq($i, r.str('c0')), r.eq($i, r.str('c1')))),
              r.hasChildAt(r.newData, 'text'),
              r.group(
                r.ifElse(
                  r.eq(r.val(r.child(cahAfter(`${recordOf($.me)}/cards/${r.key($i)}`), 'blank')), 'true'),
                  r.and(
                    r.eq(r.newChildVal('blank'), 'true'),
                    r.eq(r.val(cahAfter(blanksOf($.me))), r.plus(r.group(r.ifElse(r.isNumberAt(storedBlanks($.me)), r.val(storedBlanks($.me)), '0')), 1)),
                  ),
                  r.and(
                    r.not(r.hasChildAt(r.newData, 'blank')),
                    r.exists(r.child(cahAfter(`${recordOf($.me)}/cards/${r.key($i)}`), 'pos')),
                    r.eq(
                      r.val(
                        r.root(`${C.deckCard(code, num(gameNumber), r.key(r.val(r.child(cahAfter(`${recordOf($.me)}/cards/${r.key($i)}`), 'pos'))))}/text`),
                      ),
                      r.newChildVal('text'),
                    ),
                  ),
                ),
              ),
            ),
            ...r.fields({ text: r.textLen(1, 500), blank: r.is('true') }),
          },
        },
        ...r.closed,
      },
    },
    spent: {
      '.write': r.and(r.signedIn, creator, r.not(r.newExists)),
      $pos: {
        '.write': r.and(r.signedIn, member, seated, r.not(r.dataExists), r.eq(round('phase'), r.str('result')), r.not(r.exists(r.root(`${C.round(code)}/scored`)))),
        '.validate': r.and(
          r.isString,
          r.exists(r.child(game, 'round/scored')),
          r.group(r.or(...['c0', 'c1'].map((c) => r.eq(r.val(r.child(storedRecord(r.key(r.newVal)), `cards/${c}/pos`)), $pos)))),
        ),
      },
    },
    recycled: {
      '.write': r.and(r.signedIn, creator, r.not(r.newExists)),
      $pos: {
        '.write': r.and(r.signedIn, member, seated, r.not(r.dataExists)),
        '.validate': r.and(
          r.isString,
          r.exists(r.root(C.spentCard(code, r.key($pos)))),
          r.eq(r.val(cahAfter(`${C.deck(code, num(gameNumber)).slice(4)}/${r.key(r.newVal)}/from`)), $pos),
        ),
      },
    },
    used_black: {
      '.write': r.and(r.signedIn, member, r.group(r.or(seated, creator))),
      $id: { '.validate': r.and(r.is('true'), r.exists(r.root(`${C.bank()}/black/${r.key($id)}`))) },
    },
    deck: {
      '.write': r.and(r.signedIn, member, r.group(r.or(seated, creator))),
      ...r.record({
        next: r.and(
          r.intRange(0),
          r.group(r.or(r.not(r.dataExists), r.ge(r.newVal, r.oldVal), gameNumberChanged(2))),
          r.le(r.newVal, r.valAt(r.newParent(), 'size')),
          // Forward only by the cards this write deals: every position it passes is claimed in
          // the same update (docs/cah.md «Who deals»).
          r.group(
            r.or(
              r.not(r.dataExists),
              r.eq(r.newVal, r.oldVal),
              r.and(r.is('0'), gameNumberChanged(2)),
              r.and(
                r.le(r.newVal, r.plus(r.oldVal, MAX_DEAL)),
                ...Array.from({ length: MAX_DEAL }, (_, k) => {
                  const pos = `draws/${code}/${r.key(r.valAt(game, 'settings/game_number'))}/p${r.key(r.plus(r.oldVal, k))}`;
                  return r.group(r.or(r.le(r.newVal, r.plus(r.oldVal, k)), r.and(r.exists(cahAfter(pos)), r.not(r.exists(r.root(`cah/${pos}`))))));
                }),
              ),
            ),
          ),
        ),
        size: r.and(
          r.intRange(0, 9999),
          r.group(r.or(r.not(r.dataExists), r.ge(r.newVal, r.oldVal), gameNumberChanged(2))),
          r.group(
            r.or(
              r.is('0'),
              r.exists(cahAfter(`decks/${code}/${r.key(r.valAt(game, 'settings/game_number'))}/p${r.key(r.minus(r.newVal, 1))}`)),
            ),
          ),
        ),
      }),
    },
    ...r.closed,
  },
};

const from = r.newChildVal('from');

export const cah: r.RuleNode = {
  questionBank: {
    '.read': r.signedIn,
    '.write': false,
    // The black cards read signed out: a room's first paint shows the round's card.
    black: { '.read': true },
  },
  games,
  decks: {
    $code: {
      $game: {
        // The creator deals a new game's deck, and clears old games' decks.
        '.write': r.and(
          r.signedIn,
          creator,
          r.group(r.or(r.and(r.not(r.dataExists), r.eq(r.asString(gameNumberAfter), $game)), r.and(r.not(r.newExists), r.ne($game, r.asString(gameNumberAfter))))),
        ),
        $pos: {
          // Whoever drew the card, or anyone once it is spent (played and scored).
          '.read': r.and(
            r.signedIn,
            r.group(
              r.or(
                r.eq(r.val(r.root(`${C.draw(code, num($game), r.key($pos))}/uid`)), r.auth.uid),
                r.group(r.and(r.eq($game, gameNumberKey), r.exists(r.root(C.spentCard(code, r.key($pos)))))),
              ),
            ),
          ),
          // A spent card goes back into the deck (recycled) at a new position.
          '.write': r.and(r.signedIn, r.not(r.dataExists), r.hasChildAt(r.newData, 'from'), r.eq($game, gameNumberKey), seated),
          '.validate': r.and(
            r.matches($pos, POS),
            r.hasChildAt(r.newData, 'text'),
            r.group(
              r.or(
                r.not(r.hasChildAt(r.newData, 'from')),
                r.group(
                  r.and(
                    r.exists(r.root(C.spentCard(code, r.key(from)))),
                    r.not(r.exists(r.root(C.recycledCard(code, r.key(from))))),
                    r.eq(r.newChildVal('text'), r.val(r.root(`${C.deckCard(code, num($game), r.key(from))}/text`))),
                  ),
                ),
              ),
            ),
          ),
          ...r.fields({ text: r.textLen(1, 500), from: r.isString }),
        },
      },
    },
  },
  draws: {
    $code: {
      $game: {
        '.write': clearOldGame,
        $pos: {
          // A seated player draws the deck's next card into a slot of their hand.
          '.write': r.and(r.signedIn, r.not(r.dataExists), member, seated, r.eq(setting('game_status'), '1'), r.eq($game, gameNumberKey)),
          ...r.record({ uid: r.is(r.auth.uid), slot: r.textMatching(SLOT) }, { after: [r.group(
              r.or(
                ...Array.from({ length: MAX_DEAL }, (_, k) => r.and(r.eq($pos, r.plus(r.str('p'), r.group(r.plus(storedNext, k)))), r.lt(r.plus(storedNext, k), newNext))),
              ),
            ), r.exists(cahAfter(`decks/${code}/${r.key($game)}/${r.key($pos)}`)), r.eq(r.val(cahAfter(`hands/${code}/${r.key($game)}/${$.me}/${r.key(r.newChildVal('slot'))}`)), $pos)] }),
        },
      },
    },
  },
  blanks: {
    $code: {
      $game: {
        '.write': clearOldGame,
        $uid: {
          '.read': r.and(r.signedIn, r.isSelf($uid)),
          // One up, only with a blank card in the player's first record of the round, in the same
          // update; within the game's blank_cards (less any public count from older data).
          '.write': r.and(r.signedIn, r.isSelf($uid), member, seated, r.eq(setting('game_status'), '1'), r.eq($game, gameNumberKey)),
          '.validate': r.and(
            r.isInteger,
            r.is(r.plus(r.group(r.ifElse(r.isNumberAt(r.data), r.oldVal, '0')), 1)),
            r.le(r.plus(r.newVal, r.val(r.root(C.playerField(code, $.uid, 'blank_cards_used')))), setting('blank_cards')),
            r.group(r.or(...['c0', 'c1'].map((c) => r.eq(r.val(cahAfter(`${recordOf($.uid)}/cards/${c}/blank`)), 'true')))),
            r.not(r.exists(storedRecord($.uid))),
          ),
        },
      },
    },
  },
  hands: {
    $code: {
      $game: {
        $uid: {
          '.read': r.and(r.signedIn, r.isSelf($uid)),
          $slot: {
            '.write': r.and(r.signedIn, r.isSelf($uid), r.newExists, member, seated, r.eq($game, gameNumberKey)),
            // Holds a card drawn into this slot; replaced only once the old card is spent.
            '.validate': r.and(
              r.matches($slot, SLOT),
              r.isString,
              r.eq(r.val(cahAfter(`draws/${code}/${r.key($game)}/${r.key(r.newVal)}/uid`)), $uid),
              r.eq(r.val(cahAfter(`draws/${code}/${r.key($game)}/${r.key(r.newVal)}/slot`)), $slot),
              r.group(r.or(r.not(r.dataExists), r.exists(r.root(C.spentCard(code, r.key(r.oldVal)))))),
            ),
          },
        },
      },
    },
  },
  plays: {
    $code: {
      $game: {
        '.write': clearOldGame,
        $round: {
          // The room reads a round's records once its result is in (or it is over).
          // Only past rounds, and the current round once the czar has chosen: a listener on a
          // future round (or game) is refused, because a granted listen is never taken back when
          // that round's plays arrive (docs/security.md «Cah»).
          '.read': r.and(
            r.signedIn,
            member,
            r.group(
              r.or(
                keyBelow($game, gameNumber),
                r.and(
                  r.eq($game, gameNumberKey),
                  r.isNumberAt(r.root(`${C.round(code)}/number`)),
                  r.group(r.or(keyBelow($round, roundNumber), r.and(r.eq($round, r.asString(roundNumber)), r.eq(round('phase'), r.str('result'))))),
                ),
              ),
            ),
          ),
          $uid: {
            '.read': r.and(r.signedIn, r.isSelf($uid)),
            '.write': r.and(
              r.signedIn,
              r.isSelf($uid),
              r.isCreate,
              member,
              seated,
              r.eq(setting('game_status'), '1'),
              r.eq(round('phase'), r.str('playing')),
              r.ne(round('czar'), r.auth.uid),
              r.eq($game, gameNumberKey),
              r.eq($round, r.asString(roundNumber)),
            ),
            '.validate': r.and(r.hasChildren('key', 'cards'), r.exists(cahAfter(`games/${code}/selected_cards/${r.key(r.newChildVal('key'))}`))),
            key: r.v(r.textMatching(PLAY_KEY)),
            cards: {
              $i: {
                // A blank card, or a card from the player's hand that is not spent (two
                // different slots when the black card picks two).
                '.validate': r.and(
                  r.group(r.or(r.eq($i, r.str('c0')), r.eq($i, r.str('c1')))),
                  r.group(
                    r.ifElse(
                      r.eq(r.newChildVal('blank'), 'true'),
                      r.and(
                        r.not(r.hasChildAt(r.newData, 'slot')),
                        r.not(r.hasChildAt(r.newData, 'pos')),
                        r.group(r.or(r.eq($i, r.str('c0')), r.ne(r.valAt(r.newParent(), 'c0/blank'), 'true'))),
                      ),
                      r.and(
                        r.hasChildren('slot', 'pos'),
                        r.eq(r.val(r.root(`${C.hand(code, num($game), $.uid)}/${r.key(r.newChildVal('slot'))}`)), r.newChildVal('pos')),
                        r.not(r.exists(r.root(C.spentCard(code, r.key(r.newChildVal('pos')))))),
                        r.group(r.or(r.eq($i, r.str('c0')), r.ne(r.valAt(r.newParent(), 'c0/slot'), r.newChildVal('slot')))),
                      ),
                    ),
                  ),
                ),
                ...r.fields({ slot: r.textMatching(SLOT), pos: r.textMatching(POS), blank: r.is('true') }),
              },
            },
            ...r.closed,
          },
        },
      },
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { cah } satisfies Record<string, r.RuleNode>;
