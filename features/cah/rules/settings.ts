// cah/games/{code}/settings: the room's name and privacy, the game's blank cards and winning
// points, its status (running, won, stopped) and its number, which every write of a game names.
import * as r from '@/rules/dsl';
import { C, code, game, member, round, seated } from './shared';

export const settingsRules: r.RuleNode = {
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
};
