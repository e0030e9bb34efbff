// The deck and the draws: each game's shuffled deck (cah/decks, a card readable by whoever drew it),
// the draw pointer and the spent and recycled cards in the room's game node, and who drew which
// position into which slot (cah/draws; docs/cah.md «Who deals»).
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';
import {
  C, cahAfter, clearOldGame, code, creator, $game, game, gameNumber, gameNumberAfter,
  gameNumberChanged, gameNumberKey, $id, member, num, $pos, POS, round, seated, setting, SLOT,
  storedRecord,
} from './shared';

/** The deck's draw pointer as stored, and as the write leaves it. */
const storedNext = r.val(r.root(`${C.deckPointer(code)}/next`));
const newNext = r.val(cahAfter(`games/${code}/deck/next`));
/** Most cards one write deals: a hand has ten slots (docs/cah.md «Who deals»). */
const MAX_DEAL = 10;
/** The deck position a recycled card came from. */
const from = r.newChildVal('from');

/** cah/games/{code}: the spent, recycled and used cards, and the deck's pointer and size. */
export const deckRules: r.RuleNode = {
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
};

/** cah/decks/{code}/{game}/{pos}: the game's shuffled cards, each read by whoever drew it. */
export const decks: r.RuleNode = {
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
};

/** cah/draws/{code}/{game}/{pos}: who drew the card at a position, into which slot. */
export const draws: r.RuleNode = {
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
};
