// The play records: a played card is public under cah/games/{code}/selected_cards (without its
// player), and its record, which names the player, is private under cah/plays/{code}/{game}/{round}
// until the czar has chosen (docs/cah.md «Anonymous plays»).
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';
import {
  blanksOf, C, cahAfter, clearOldGame, code, $game, game, gameNumber, gameNumberChanged,
  gameNumberKey, $i, $key, member, num, PLAY_KEY, POS, recordOf, $round, round, roundNumber,
  seated, setting, SLOT, storedBlanks, storedRecord, $uid,
} from './shared';

/**
 * A numeric path key ($game, $round) names a number below `n`: the rules cannot turn a key into a
 * number, so compare the decimal strings by length first (keys are written only in canonical
 * form, see the play record's `.write`).
 */
const keyBelow = (k: r.Expr, n: r.Expr) => {
  const s = r.group(r.asString(n));
  return r.group(r.or(r.lt(r.length(k), r.length(s)), r.and(r.eq(r.length(k), r.length(s)), r.lt(k, s))));
};

/** cah/games/{code}/selected_cards: the round's played cards, as the room sees them. */
export const playRules: r.RuleNode = {
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
};

/** cah/plays: who played what, per game and round. */
export const plays: r.RuleNode = {
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
};
