// battleshots/{code}: the room's settings (game_active says whether a game runs) and its two
// seats, the creator's and the challenger's (challenger, players/{uid} with the points).
import { $, isInvited } from '@/rules/common';
import { roomPaths } from '@/lib/firebase/paths';
import * as r from '@/rules/dsl';
import {
  at, challengerUid, code, creatorUid, gameActive, gameRunning, gameStopped, isDefender, P,
  pending, room, turn, $uid,
} from './shared';

export const seatRules: r.RuleNode = {
  settings: {
    '.write': r.and(r.signedIn, r.eq(r.oldChildVal('created_by'), r.auth.uid)),
    ...r.record({
      name: r.and(r.textLen(1, 40), r.unchanged),
      private: r.and(r.isBoolean, r.unchanged),
      created_by: r.writerOnce,
      game_active: {
        '.write': r.and(r.signedIn, r.group(r.or(r.eq(r.auth.uid, creatorUid), r.eq(r.auth.uid, r.valAt(room, 'challenger'))))),
        '.validate': r.and(r.isBoolean, r.eq(r.newVal, gameRunning(room))),
      },
      allow_new_players: r.isBoolean,
    }),
  },
  challenger: {
    // Taken by a member (private room, the seat open, or a guest who came by the host's invite
    // link: docs/rooms.md "Invites"); freed by the creator after the
    // challenger left, with the turn back to the creator.
    '.write': r.and(
      r.signedIn,
      r.or(
        r.and(
          r.not(r.dataExists),
          r.exists(r.root(roomPaths.member('battleshots', code, $.me))),
          r.ne(r.auth.uid, creatorUid),
          r.group(
            r.or(
              r.eq(r.val(at(`${roomPaths.settings('battleshots', code)}/private`)), 'true'),
              r.eq(r.val(at(P.setting(code, 'allow_new_players'))), 'true'),
              isInvited('battleshots'),
            ),
          ),
        ),
        r.and(
          r.isDelete,
          r.eq(r.auth.uid, creatorUid),
          r.not(r.exists(r.child(room, `players/${r.key(r.oldVal)}`))),
          r.eq(r.valAt(room, 'game/turn'), r.auth.uid),
          gameStopped(room),
        ),
      ),
    ),
    '.validate': r.and(
      r.isString,
      r.is(r.auth.uid),
      r.ne(r.newVal, r.valAt(room, 'settings/created_by')),
      r.eq(gameActive(room), gameRunning(room)),
    ),
  },
  players: {
    $uid: {
      '.write': r.and(
        r.signedIn,
        r.or(
          r.and(r.eq(r.auth.uid, $uid), r.not(r.dataExists), r.exists(r.root(roomPaths.member('battleshots', code, $.me)))),
          r.and(
            r.not(r.newExists),
            r.eq(r.auth.uid, creatorUid),
            r.ne($uid, r.auth.uid),
            r.eq($uid, challengerUid),
            r.not(r.exists(r.child(room, 'challenger'))),
          ),
        ),
      ),
      ...r.record({
        uid: r.is($uid),
        name: r.and(r.textLen(1, 40), r.unchanged),
        points: {
          // The defender scores the shooter's hit, once per answered shot.
          '.write': r.and(r.signedIn, isDefender, r.eq(turn, $uid)),
          '.validate': r.and(
            r.isNumber,
            r.ifElse(
              r.not(r.dataExists),
              r.is('0'),
              r.group(
                r.or(
                  r.eq(r.newVal, r.oldVal),
                  r.and(
                    r.eq(r.newVal, r.plus(r.oldVal, 1)),
                    r.exists(pending),
                    r.not(r.exists(at(`${P.game(code)}/shots/${$.uid}/${r.key(r.val(pending))}/result`))),
                    r.group(
                      r.or(
                        ...['hit', 'sunk'].map(
                          (result) => r.eq(
                            r.valAt(room, `game/shots/${r.key($uid)}/${r.key(r.val(pending))}/result`),
                            r.str(result),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        },
      }, { after: [r.group(r.or(r.eq($uid, r.valAt(room, 'settings/created_by')), r.eq($uid, r.valAt(room, 'challenger'))))] }),
    },
  },
};
