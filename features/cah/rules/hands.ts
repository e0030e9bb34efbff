// cah/hands/{code}/{game}/{uid}: a player's hand, read only by its player; each slot holds the
// position of a card the player drew into it.
import * as r from '@/rules/dsl';
import { C, cahAfter, code, $game, gameNumberKey, member, seated, $slot, SLOT, $uid } from './shared';

export const hands: r.RuleNode = {
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
};
