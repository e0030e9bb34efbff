// cah/blanks/{code}/{game}/{uid}: how many blank cards a player has used this game, private so that
// a blank card's author stays hidden from the czar (docs/cah.md).
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';
import {
  C, cahAfter, clearOldGame, code, $game, gameNumberKey, member, recordOf, seated, setting,
  storedRecord, $uid,
} from './shared';

export const blanks: r.RuleNode = {
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
};
