// Cah (features/cah/lib/): the room's public game state under cah/games/{code}, and per game number the
// deck, the draws, the private hands and the play records, each at a path of its own because
// read rules cascade. The rules keep the seat ring (players/{uid}/next, ring_tail), the czar
// order and the scoring honest; see docs/cah.md.
import { roomPaths } from '@/lib/firebase/paths';
import { cahPaths } from './paths';
import { $, createdWithLobby, isCreator as isRoomCreator, isMember, mayReadRoom } from '@/rules/common';
import {
  and,
  auth,
  child,
  closed,
  dataExists,
  eq,
  exists,
  fields,
  ge,
  group,
  hasChildren,
  ifElse,
  intRange,
  is,
  isBoolean,
  isCreate,
  isDelete,
  isInteger,
  isNumber,
  isSelf,
  isString,
  key,
  le,
  lt,
  matches,
  minus,
  ne,
  newExists,
  newAt,
  newUnder,
  newVal,
  not,
  oldVal,
  oneOf,
  or,
  plus,
  root,
  signedIn,
  stampedOnce,
  str,
  textLen,
  textMatching,
  textMax,
  unchanged,
  v,
  val,
  writerOnce,
  type Expr,
  type RuleNode,
} from '@/rules/dsl';

const code = $.code;
/** The room's game node (cah/games/{code}) as the write leaves it, from any rule below it. */
const game = newAt(3);
const C = cahPaths;
/** A rule expression where a path builder wants a number (game and round numbers). */
const num = (expr: Expr) => key(expr) as unknown as number;
const PLAY_KEY = /^[A-Za-z0-9_-]{8,40}$/;
const SLOT = /^s[0-9]$/;
const POS = /^p[0-9]{1,4}$/;

const member = isMember('cah');
const creator = isRoomCreator('cah');
const seated = exists(root(C.player(code, $.me)));
const setting = (name: 'blank_cards' | 'game_status' | 'game_number') => val(root(C.setting(code, name)));
const round = (field: string) => val(root(`${C.round(code)}/${field}`));
const gameNumber = setting('game_number');
const roundNumber = round('number');
/** The game number as a path key ($game is a string). */
const gameNumberKey = `${gameNumber} + ''`;
/** cah/ as the write leaves it, at a path below it. */
const cahAfter = (p: string) => newUnder(1, p);
const gameNumberAfter = val(cahAfter(`games/${code}/settings/game_number`));
/** A play record of this game and round (cah/plays/…), relative to cah/. */
const recordOf = (uid: string) => C.roundRecord(code, num(gameNumber), num(roundNumber), uid).slice('cah/'.length);
/** The player's private count of blank cards used this game (cah/blanks/…), relative to cah/. */
const blanksOf = (uid: string) => C.blanksUsed(code, num(gameNumber), uid).slice('cah/'.length);
const storedBlanks = (uid: string) => root(C.blanksUsed(code, num(gameNumber), uid));
const storedRecord = (uid: string) => root(C.roundRecord(code, num(gameNumber), num(roundNumber), uid));

/** Next seat after a seat (players/{uid}/next). */
const nextOf = (seat: Expr) => val(root(`${C.player(code, key(seat))}/next`));
const present = (uid: Expr) => exists(root(`${roomPaths.presence('cah', code)}/${key(uid)}`));
const newCzar = "newData.child('czar').val()";
/** The czar moves to the next seat, skipping up to two seats whose players are away. */
function czarAfter(seat: Expr): Expr {
  const one = nextOf(seat);
  const two = nextOf(one);
  return group(
    or(eq(newCzar, one), and(not(present(one)), eq(newCzar, two)), and(not(present(one)), not(present(two)), eq(newCzar, nextOf(two)))),
  );
}
/** A round that is not in its result (or is replaced) carries no `scored`. */
const noScore = "!newData.hasChild('scored')";
const d = (field: string) => `data.child('${field}').val()`;
const n = (field: string) => `newData.child('${field}').val()`;
const dataCzar = d('czar');
/** Another seat (players/{uid}) as the write leaves it, seen from players/{uid}/next. */
const seatAfter = (uid: string) => child('newData.parent().parent()', uid);
const countBefore = group(ifElse('data.isNumber()', oldVal, '0'));
const resetForNewGame = and(is('0'), creator, eq(`${game}.child('settings/game_number').val()`, plus(gameNumber, 1)));
const gameNumberChanged = (levels: number) =>
  ne(
    `newData${'.parent()'.repeat(levels)}.child('settings/game_number').val()`,
    `data${'.parent()'.repeat(levels)}.child('settings/game_number').val()`,
  );
const clearOldGame = and(signedIn, creator, not(newExists), ne('$game', `${gameNumberAfter} + ''`));
/**
 * A numeric path key ($game, $round) names a number below `n`: the rules cannot turn a key into a
 * number, so compare the decimal strings by length first (keys are written only in canonical
 * form, see the play record's `.write`).
 */
const keyBelow = (k: Expr, n: Expr) => {
  const s = group(`${n} + ''`);
  return group(or(lt(`${k}.length`, `${s}.length`), and(eq(`${k}.length`, `${s}.length`), lt(k, s))));
};
/** The deck's draw pointer as stored, and as the write leaves it. */
const storedNext = val(root(`${C.deckPointer(code)}/next`));
const newNext = val(cahAfter(`games/${code}/deck/next`));
/** Most cards one write deals: a hand has ten slots (docs/cah.md «Who deals»). */
const MAX_DEAL = 10;

const games: RuleNode = {
  $code: {
    '.read': mayReadRoom('cah'),
    '.write': createdWithLobby('cah'),
    '.validate': "newData.hasChild('settings')",
    settings: {
      '.write': and(signedIn, "data.child('created_by').val() === auth.uid"),
      '.validate': hasChildren('name', 'private', 'created_by', 'blank_cards', 'win_points', 'game_status', 'game_number'),
      ...fields({
        name: textLen(1, 40),
        private: and(isBoolean, unchanged),
        created_by: writerOnce,
        blank_cards: intRange(0, 50),
        win_points: intRange(1, 50),
        game_status: {
          // 1 → 2 when the scored player reached the winning points; 1 → 0 when a player leaves
          // a table of two.
          '.write': and(
            signedIn,
            member,
            group(
              or(
                and(
                  eq(oldVal, '1'),
                  is('2'),
                  seated,
                  eq(round('phase'), str('result')),
                  not(exists(root(`${C.round(code)}/scored`))),
                  exists(`${game}.child('round/scored')`),
                  ge(
                    `${game}.child('players/' + ${game}.child('round/scored').val() + '/points').val()`,
                    "newData.parent().child('win_points').val()",
                  ),
                ),
                and(
                  eq(oldVal, '1'),
                  is('0'),
                  seated,
                  `${game}.child('player_count').isNumber()`,
                  le(`${game}.child('player_count').val()`, '2'),
                ),
              ),
            ),
          ),
          '.validate': oneOf(newVal, [0, 1, 2]),
        },
        game_number: {
          // Any member may write the same number: a write names the game it is based on, and a
          // stale one from an earlier game is refused (docs/cah.md «Stale writes»).
          '.write': and(signedIn, member, dataExists, eq(newVal, oldVal)),
          '.validate': and(intRange(), group(ifElse(dataExists, or(eq(newVal, oldVal), eq(newVal, plus(oldVal, 1))), is('0')))),
        },
      }),
    },
    players: {
      $uid: {
        // A seat is joined or left with player_count, and a leave links the ring past the leaver
        // (`unlinked` names the seat before it); the ring's tail is never left dangling.
        '.write': and(
          signedIn,
          member,
          group(or(isSelf('$uid'), creator)),
          group(
            or(
              'data.exists() === newData.exists()',
              eq(
                `${game}.child('player_count').val()`,
                plus(
                  group(ifElse("data.parent().parent().child('player_count').isNumber()", "data.parent().parent().child('player_count').val()", '0')),
                  group(ifElse(newExists, '1', '-1')),
                ),
              ),
            ),
          ),
          group(
            or(
              newExists,
              "data.child('next').val() === $uid",
              and(
                eq(nextOf(`${game}.child('unlinked').val()`), '$uid'),
                eq(val(child('newData.parent()', `${key(`${game}.child('unlinked').val()`)}/next`)), "data.child('next').val()"),
              ),
            ),
          ),
          group(or(newExists, ne(`${game}.child('ring_tail').val()`, '$uid'))),
        ),
        '.validate': hasChildren('name', 'uid', 'points', 'blank_cards_used', 'seat', 'next'),
        ...fields({
          name: textLen(1, 40),
          uid: is('$uid'),
          points: {
            '.write': and(signedIn, member, seated),
            // Unchanged, 0 at a new game, or +1 for the round's scored player.
            '.validate': and(
              isNumber,
              group(
                or(
                  eq(newVal, oldVal),
                  and(not(dataExists), is('0')),
                  resetForNewGame,
                  and(
                    eq(newVal, plus(oldVal, 1)),
                    eq(round('phase'), str('result')),
                    not(exists(root(`${C.round(code)}/scored`))),
                    eq(`${game}.child('round/scored').val()`, '$uid'),
                  ),
                ),
              ),
            ),
          },
          // Public, so it no longer moves during a game: a rise in the same update as a play named
          // the blank card's author to the czar. The count lives in cah/blanks (docs/cah.md).
          blank_cards_used: and(
            isNumber,
            group(
              or(
                eq(newVal, oldVal),
                and(not(dataExists), is('0')),
                resetForNewGame,
              ),
            ),
          ),
          seat: stampedOnce,
          next: {
            // Joining at the tail, or linking past a seat that left.
            '.write': and(
              signedIn,
              member,
              dataExists,
              group(
                or(
                  and(eq('$uid', val(root(C.ringTail(code)))), is(auth.uid), not(seated), exists(seatAfter($.me))),
                  and(
                    group(or(eq(auth.uid, oldVal), creator)),
                    not(exists(seatAfter(key(oldVal)))),
                    eq(newVal, nextOf(oldVal)),
                  ),
                ),
              ),
            ),
            '.validate': and(
              isString,
              exists(seatAfter(key(newVal))),
              ifElse(
                dataExists,
                or(
                  eq(newVal, oldVal),
                  and(eq('$uid', val(root(C.ringTail(code)))), not(exists(root(C.player(code, key(newVal)))))),
                  and(not(exists(seatAfter(key(oldVal)))), eq(newVal, nextOf(oldVal))),
                ),
                and(
                  eq(`${game}.child('ring_tail').val()`, '$uid'),
                  ifElse(exists(root(C.ringTail(code))), eq(newVal, nextOf(val(root(C.ringTail(code))))), eq(newVal, '$uid')),
                ),
              ),
            ),
          },
        }),
      },
    },
    player_count: {
      '.write': and(
        signedIn,
        member,
        group(
          or(
            and(eq(newVal, plus(countBefore, 1)), exists(`${game}.child('players/' + auth.uid)`), not(seated)),
            and(eq(newVal, minus(countBefore, 1)), not(exists(`${game}.child('players/' + auth.uid)`)), seated),
            and(creator, group(or(eq(newVal, plus(countBefore, 1)), eq(newVal, minus(countBefore, 1))))),
          ),
        ),
      ),
      '.validate': intRange(0),
    },
    ring_tail: {
      // A joiner becomes the tail; the tail's leave hands it to the seat before (or empties it).
      '.write': and(
        signedIn,
        member,
        group(
          or(
            and(
              is(auth.uid),
              exists(`${game}.child('players/' + auth.uid)`),
              not(seated),
              group(or(not(dataExists), eq(`${game}.child('players/' + data.val() + '/next').val()`, auth.uid))),
            ),
            and(
              dataExists,
              not(exists(`${game}.child('players/' + data.val())`)),
              group(or(eq(auth.uid, oldVal), creator)),
              group(or(and(newExists, eq(nextOf(newVal), oldVal)), and(not(newExists), eq(nextOf(oldVal), oldVal)))),
            ),
          ),
        ),
      ),
      '.validate': and(isString, exists(`${game}.child('players/' + newData.val())`)),
    },
    unlinked: { '.write': and(signedIn, member), '.validate': textMax(128) },
    round: {
      '.write': and(
        signedIn,
        member,
        group(
          or(
            // A new game: the creator starts it with the seat after the ring's tail as czar.
            and(creator, gameNumberChanged(1), czarAfter(val(root(C.ringTail(code)))), noScore),
            // The czar picks the winner.
            and(
              eq(dataCzar, auth.uid),
              eq(d('phase'), str('playing')),
              eq(n('phase'), str('result')),
              eq(n('number'), d('number')),
              eq(newCzar, dataCzar),
              eq(n('black'), d('black')),
              noScore,
            ),
            // A seated player starts the next round.
            // … only once the point is given (docs/cah.md «Anonymous plays»).
            and(
              seated,
              eq(d('phase'), str('result')),
              "data.hasChild('scored')",
              eq(n('phase'), str('playing')),
              eq(n('number'), plus(d('number'), 1)),
              czarAfter(dataCzar),
              noScore,
            ),
            // … or skips a czar who left or is away.
            and(
              seated,
              eq(d('phase'), str('playing')),
              eq(n('phase'), str('playing')),
              eq(n('number'), plus(d('number'), 1)),
              group(
                or(
                  not(exists(root(C.player(code, key(dataCzar))))),
                  not(exists(`${game}.child('players/' + data.child('czar').val())`)),
                  not(present(dataCzar)),
                ),
              ),
              czarAfter(dataCzar),
              noScore,
            ),
            and(not(newExists), eq(`${game}.child('settings/game_status').val()`, '0')),
            // The result stays while the czar who left is replaced by the seat before.
            and(
              eq(d('phase'), str('result')),
              eq(n('phase'), str('result')),
              eq(n('number'), d('number')),
              eq(n('black'), d('black')),
              eq(n('winner'), d('winner')),
              eq(n('scored'), d('scored')),
              not(exists(`${game}.child('players/' + data.child('czar').val())`)),
              group(or(eq(auth.uid, dataCzar), creator)),
              eq(newCzar, `${game}.child('unlinked').val()`),
              eq(nextOf(newCzar), dataCzar),
            ),
          ),
        ),
      ),
      '.validate': and(
        hasChildren('number', 'czar', 'czar_seat', 'black', 'pick', 'phase'),
        group(or(...[1, 2].map((s) => eq(`${game}.child('settings/game_status').val()`, String(s))))),
      ),
      ...fields({
        number: {
          // A write may name the round it is based on (the same number): queued offline and sent
          // after the round moved on, it is refused (docs/cah.md «Stale writes»).
          '.write': and(signedIn, member, eq(newVal, oldVal)),
          '.validate': intRange(1),
        },
        czar: and(isString, exists(`${game}.child('players/' + newData.val())`)),
        czar_seat: eq(newVal, `${game}.child('players/' + newData.parent().child('czar').val() + '/seat').val()`),
        black: and(isString, exists(root(`${C.bank()}/black/${key(newVal)}`))),
        pick: eq(newVal, val(root(`${C.bank()}/black/${key("newData.parent().child('black').val()")}/pick`))),
        phase: or(is(str('playing')), group(and(is(str('result')), "newData.parent().hasChild('winner')"))),
        winner: and(
          isString,
          matches(newVal, PLAY_KEY),
          eq("newData.parent().child('phase').val()", str('result')),
          eq(val(root(`${C.play(code, key(newVal))}/round`)), "newData.parent().child('number').val()"),
        ),
        scored: {
          '.write': and(signedIn, member, seated, not(dataExists), eq(round('phase'), str('result')), exists(root(`${C.round(code)}/winner`))),
          // Only the owner of the chosen play, given once after the choice: never in the write that
          // chooses (or starts a round), where an empty winner would compare null with null.
          '.validate': and(
            isString,
            "newData.parent().child('winner').isString()",
            eq("newData.parent().child('number').val()", roundNumber),
            ifElse(dataExists, eq(newVal, oldVal), and(eq(round('phase'), str('result')), eq(round('winner'), "newData.parent().child('winner').val()"))),
            eq(val(child(storedRecord(key(newVal)), 'key')), "newData.parent().child('winner').val()"),
          ),
        },
      }),
    },
    selected_cards: {
      // Cleared when a round or game ends.
      '.write': and(
        signedIn,
        member,
        not(newExists),
        group(
          or(
            ne(`${game}.child('round/number').val()`, "data.parent().child('round/number').val()"),
            gameNumberChanged(1),
            eq(`${game}.child('settings/game_status').val()`, '0'),
          ),
        ),
      ),
      $key: {
        // Played (with its record, once per round) by a seated player who is not the czar.
        '.write': and(
          signedIn,
          member,
          seated,
          group(
            or(
              and(
                isCreate,
                eq(setting('game_status'), '1'),
                eq(round('phase'), str('playing')),
                ne(round('czar'), auth.uid),
                eq(val(cahAfter(`${recordOf($.me)}/key`)), '$key'),
                not(exists(storedRecord($.me))),
              ),
              and(isDelete, eq(val(child(storedRecord($.me), 'key')), '$key')),
            ),
          ),
        ),
        '.validate': and(
          matches('$key', PLAY_KEY),
          hasChildren('round', 'cards'),
          eq("newData.child('round').val()", roundNumber),
          group(
            ifElse(
              eq(round('pick'), '1'),
              and("newData.child('cards').hasChildren(['c0'])", "!newData.child('cards').hasChild('c1')"),
              "newData.child('cards').hasChildren(['c0', 'c1'])",
            ),
          ),
        ),
        round: v(isNumber),
        cards: {
          $i: {
            // A blank card counts against the player's blanks; any other is the text of the
            // dealt card the record names.
            '.validate': and(
              group(or(eq('$i', str('c0')), eq('$i', str('c1')))),
              "newData.hasChild('text')",
              group(
                ifElse(
                  eq(val(child(cahAfter(`${recordOf($.me)}/cards/${key('$i')}`), 'blank')), 'true'),
                  and(
                    eq("newData.child('blank').val()", 'true'),
                    eq(val(cahAfter(blanksOf($.me))), plus(group(ifElse(`${storedBlanks($.me)}.isNumber()`, val(storedBlanks($.me)), '0')), 1)),
                  ),
                  and(
                    "!newData.hasChild('blank')",
                    exists(child(cahAfter(`${recordOf($.me)}/cards/${key('$i')}`), 'pos')),
                    eq(
                      val(
                        root(`${C.deckCard(code, num(gameNumber), key(val(child(cahAfter(`${recordOf($.me)}/cards/${key('$i')}`), 'pos'))))}/text`),
                      ),
                      "newData.child('text').val()",
                    ),
                  ),
                ),
              ),
            ),
            ...fields({ text: textLen(1, 500), blank: is('true') }),
          },
        },
        ...closed,
      },
    },
    spent: {
      '.write': and(signedIn, creator, not(newExists)),
      $pos: {
        '.write': and(signedIn, member, seated, not(dataExists), eq(round('phase'), str('result')), not(exists(root(`${C.round(code)}/scored`)))),
        '.validate': and(
          isString,
          exists(`${game}.child('round/scored')`),
          group(or(...['c0', 'c1'].map((c) => eq(val(child(storedRecord(key(newVal)), `cards/${c}/pos`)), '$pos')))),
        ),
      },
    },
    recycled: {
      '.write': and(signedIn, creator, not(newExists)),
      $pos: {
        '.write': and(signedIn, member, seated, not(dataExists)),
        '.validate': and(
          isString,
          exists(root(C.spentCard(code, key('$pos')))),
          eq(val(cahAfter(`${C.deck(code, num(gameNumber)).slice(4)}/${key(newVal)}/from`)), '$pos'),
        ),
      },
    },
    used_black: {
      '.write': and(signedIn, member, group(or(seated, creator))),
      $id: { '.validate': and(is('true'), exists(root(`${C.bank()}/black/${key('$id')}`))) },
    },
    deck: {
      '.write': and(signedIn, member, group(or(seated, creator))),
      '.validate': hasChildren('next', 'size'),
      ...fields({
        next: and(
          intRange(0),
          group(or(not(dataExists), ge(newVal, oldVal), gameNumberChanged(2))),
          le(newVal, "newData.parent().child('size').val()"),
          // Forward only by the cards this write deals: every position it passes is claimed in
          // the same update (docs/cah.md «Who deals»).
          group(
            or(
              not(dataExists),
              eq(newVal, oldVal),
              and(is('0'), gameNumberChanged(2)),
              and(
                le(newVal, plus(oldVal, MAX_DEAL)),
                ...Array.from({ length: MAX_DEAL }, (_, k) => {
                  const pos = `draws/${code}/${key(`${game}.child('settings/game_number').val()`)}/p${key(plus(oldVal, k))}`;
                  return group(or(le(newVal, plus(oldVal, k)), and(exists(cahAfter(pos)), not(exists(root(`cah/${pos}`))))));
                }),
              ),
            ),
          ),
        ),
        size: and(
          intRange(0, 9999),
          group(or(not(dataExists), ge(newVal, oldVal), gameNumberChanged(2))),
          group(
            or(
              is('0'),
              exists(cahAfter(`decks/${code}/${key(`${game}.child('settings/game_number').val()`)}/p${key(minus(newVal, 1))}`)),
            ),
          ),
        ),
      }),
    },
    ...closed,
  },
};

const from = "newData.child('from').val()";

export const cah: RuleNode = {
  questionBank: {
    '.read': signedIn,
    '.write': false,
    // The black cards read signed out: a room's first paint shows the round's card.
    black: { '.read': true },
  },
  games,
  decks: {
    $code: {
      $game: {
        // The creator deals a new game's deck, and clears old games' decks.
        '.write': and(
          signedIn,
          creator,
          group(or(and(not(dataExists), eq(`${gameNumberAfter} + ''`, '$game')), and(not(newExists), ne('$game', `${gameNumberAfter} + ''`)))),
        ),
        $pos: {
          // Whoever drew the card, or anyone once it is spent (played and scored).
          '.read': and(
            signedIn,
            group(
              or(
                eq(val(root(`${C.draw(code, num('$game'), key('$pos'))}/uid`)), auth.uid),
                group(and(eq('$game', gameNumberKey), exists(root(C.spentCard(code, key('$pos')))))),
              ),
            ),
          ),
          // A spent card goes back into the deck (recycled) at a new position.
          '.write': and(signedIn, not(dataExists), "newData.hasChild('from')", eq('$game', gameNumberKey), seated),
          '.validate': and(
            matches('$pos', POS),
            "newData.hasChild('text')",
            group(
              or(
                "!newData.hasChild('from')",
                group(
                  and(
                    exists(root(C.spentCard(code, key(from)))),
                    not(exists(root(C.recycledCard(code, key(from))))),
                    eq("newData.child('text').val()", val(root(`${C.deckCard(code, num('$game'), key(from))}/text`))),
                  ),
                ),
              ),
            ),
          ),
          ...fields({ text: textLen(1, 500), from: isString }),
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
          '.write': and(signedIn, not(dataExists), member, seated, eq(setting('game_status'), '1'), eq('$game', gameNumberKey)),
          '.validate': and(
            hasChildren('uid', 'slot'),
            // Only positions the same write moves the pointer over (docs/cah.md «Who deals»).
            group(
              or(
                ...Array.from({ length: MAX_DEAL }, (_, k) => and(eq('$pos', `'p' + ${group(plus(storedNext, k))}`), lt(plus(storedNext, k), newNext))),
              ),
            ),
            exists(cahAfter(`decks/${code}/${key('$game')}/${key('$pos')}`)),
            eq(val(cahAfter(`hands/${code}/${key('$game')}/${$.me}/${key("newData.child('slot').val()")}`)), '$pos'),
          ),
          ...fields({ uid: is(auth.uid), slot: textMatching(SLOT) }),
        },
      },
    },
  },
  blanks: {
    $code: {
      $game: {
        '.write': clearOldGame,
        $uid: {
          '.read': and(signedIn, isSelf('$uid')),
          // One up, only with a blank card in the player's first record of the round, in the same
          // update; within the game's blank_cards (less any public count from older data).
          '.write': and(signedIn, isSelf('$uid'), member, seated, eq(setting('game_status'), '1'), eq('$game', gameNumberKey)),
          '.validate': and(
            isInteger,
            is(plus(group(ifElse('data.isNumber()', oldVal, '0')), 1)),
            le(plus(newVal, val(root(C.playerField(code, $.uid, 'blank_cards_used')))), setting('blank_cards')),
            group(or(...['c0', 'c1'].map((c) => eq(val(cahAfter(`${recordOf($.uid)}/cards/${c}/blank`)), 'true')))),
            not(exists(storedRecord($.uid))),
          ),
        },
      },
    },
  },
  hands: {
    $code: {
      $game: {
        $uid: {
          '.read': and(signedIn, isSelf('$uid')),
          $slot: {
            '.write': and(signedIn, isSelf('$uid'), newExists, member, seated, eq('$game', gameNumberKey)),
            // Holds a card drawn into this slot; replaced only once the old card is spent.
            '.validate': and(
              matches('$slot', SLOT),
              isString,
              eq(val(cahAfter(`draws/${code}/${key('$game')}/${key(newVal)}/uid`)), '$uid'),
              eq(val(cahAfter(`draws/${code}/${key('$game')}/${key(newVal)}/slot`)), '$slot'),
              group(or(not(dataExists), exists(root(C.spentCard(code, key(oldVal)))))),
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
          '.read': and(
            signedIn,
            member,
            group(
              or(
                keyBelow('$game', gameNumber),
                and(
                  eq('$game', gameNumberKey),
                  `${root(`${C.round(code)}/number`)}.isNumber()`,
                  group(or(keyBelow('$round', roundNumber), and(eq('$round', `${roundNumber} + ''`), eq(round('phase'), str('result'))))),
                ),
              ),
            ),
          ),
          $uid: {
            '.read': and(signedIn, isSelf('$uid')),
            '.write': and(
              signedIn,
              isSelf('$uid'),
              isCreate,
              member,
              seated,
              eq(setting('game_status'), '1'),
              eq(round('phase'), str('playing')),
              ne(round('czar'), auth.uid),
              eq('$game', gameNumberKey),
              eq('$round', `${roundNumber} + ''`),
            ),
            '.validate': and(hasChildren('key', 'cards'), exists(cahAfter(`games/${code}/selected_cards/${key("newData.child('key').val()")}`))),
            key: v(textMatching(PLAY_KEY)),
            cards: {
              $i: {
                // A blank card, or a card from the player's hand that is not spent (two
                // different slots when the black card picks two).
                '.validate': and(
                  group(or(eq('$i', str('c0')), eq('$i', str('c1')))),
                  group(
                    ifElse(
                      eq("newData.child('blank').val()", 'true'),
                      and(
                        "!newData.hasChild('slot')",
                        "!newData.hasChild('pos')",
                        group(or(eq('$i', str('c0')), ne("newData.parent().child('c0/blank').val()", 'true'))),
                      ),
                      and(
                        hasChildren('slot', 'pos'),
                        eq(val(root(`${C.hand(code, num('$game'), $.uid)}/${key("newData.child('slot').val()")}`)), "newData.child('pos').val()"),
                        not(exists(root(C.spentCard(code, key("newData.child('pos').val()"))))),
                        group(or(eq('$i', str('c0')), ne("newData.parent().child('c0/slot').val()", "newData.child('slot').val()"))),
                      ),
                    ),
                  ),
                ),
                ...fields({ slot: textMatching(SLOT), pos: textMatching(POS), blank: is('true') }),
              },
            },
            ...closed,
          },
        },
      },
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { cah } satisfies Record<string, RuleNode>;
