// Battleshots (features/battleshots/lib/): two seats (the creator and the challenger), a shared game node
// that the rules referee shot by shot, and each player's board at a path only that player reads.
// The defender answers each shot: the rules check the answer against the defender's own board,
// so a hit, a miss and a sinking cannot be forged.
import { FLEET } from './lib/fleet';
import { CELL_KEY_PATTERN, ROW_LABELS } from './lib/grid';
import { roomPaths } from '@/lib/firebase/paths';
import { battleshotsPaths } from './paths';
import { $, createdWithLobby, isInvited, mayReadRoom } from '@/rules/common';
import {
  and,
  auth,
  choose,
  closed,
  dataExists,
  eq,
  exists,
  fields,
  ge,
  group,
  hasChildren,
  ifElse,
  is,
  isBoolean,
  isDelete,
  isString,
  key,
  le,
  lt,
  matches,
  minus,
  ne,
  newAt,
  newExists,
  newRoot,
  newVal,
  not,
  now,
  or,
  plus,
  root,
  signedIn,
  stampedOnce,
  str,
  textLen,
  unchanged,
  val,
  writerOnce,
  type Expr,
  type RuleNode,
} from '@/rules/dsl';

const code = $.code;
/** The room and its game node as the write leaves them, from any rule below them. */
const room = newAt(2);
const game = newAt(3);
const P = battleshotsPaths;
const at = (p: string) => root(p);
const creatorUid = val(at(`${roomPaths.settings('battleshots', code)}/created_by`));
const challenger = at(P.challenger(code));
const challengerUid = val(challenger);
const turn = val(at(P.turn(code)));
const pending = at(P.pending(code));
const winnerExists = exists(at(P.winner(code)));
/**
 * Every move (a shot, its answer, a forfeit, a new game) counts up `game/seq` by one in the same
 * write, so a move queued offline on a phone that had not seen the latest one is refused
 * (docs/battleshots.md «Moves build on the state they replace»). A game stored before the
 * counter has none: it counts from 0.
 */
const seqBefore = group(ifElse(exists(at(P.seq(code))), val(at(P.seq(code))), '0'));
const nextSeq = eq(`${game}.child('seq').val()`, plus(seqBefore, 1));

/** The visitor holds one of the two seats. */
const isPlayer = group(or(eq(auth.uid, creatorUid), and(exists(challenger), eq(auth.uid, challengerUid))));
/** The seat not on turn, while a shot waits for its answer and nobody has won. */
const isDefender = and(isPlayer, ne(auth.uid, turn), exists(pending), not(winnerExists));
/** Both seats taken and both fleets placed. */
const bothReady = and(exists(challenger), exists(at(P.ready(code, key(creatorUid)))), exists(at(P.ready(code, key(challengerUid)))));
/** The seat that is not on turn. */
const otherThanTurn = ifElse(eq(turn, creatorUid), challengerUid, creatorUid);

/** A fresh game: no shot, answer or result carried over. */
function freshGame(node: (name: string) => Expr): Expr {
  return and(...['pending', 'ready', 'shots', 'sunk', 'hits', 'winner', 'forfeit', 'revealed', 'rematch'].map((n) => not(exists(node(n)))));
}

/** A ship's length from its index (FLEET): the commonest length is the default. */
function shipLength(index: Expr, quoted: boolean): Expr {
  const counts = new Map<number, number>();
  FLEET.forEach((len) => counts.set(len, (counts.get(len) ?? 0) + 1));
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const cases = FLEET.flatMap((len, i): [Expr, Expr][] => (len === common ? [] : [[eq(index, quoted ? str(String(i)) : String(i)), String(len)]]));
  return group(choose(cases, String(common)));
}

/** Ship `i` of a stored board covers the cell at (row, col). */
function covers(board: string, i: number, row: Expr, col: Expr): Expr {
  const f = (field: string) => val(root(`${board}/${i}/${field}`));
  const len = String(FLEET[i]);
  return ifElse(
    eq(f('horizontal'), 'true'),
    and(eq(f('row'), row), ge(col, f('col')), lt(col, plus(f('col'), len))),
    and(eq(f('col'), col), ge(row, f('row')), lt(row, plus(f('row'), len))),
  );
}

// The shot's answer (shots/{shooter}/{cell}/result), validated at depth 8 of the tree.
const shot = `newData.parent()`;
const shotField = (f: string) => `${shot}.child('${f}').val()`;
const myBoard = P.board(code, $.me);
const shipIndex = shotField('ship');
const hitsAfter = `${game}.child('hits/' + $shooter + '/' + ${shipIndex}).val()`;
const hitsBefore = at(`${P.game(code)}/hits/${key('$shooter')}/${key(shipIndex)}`);
const pointsAfter = `${room}.child('players/' + $shooter + '/points').val()`;
const pointsBefore = val(at(P.points(code, key('$shooter'))));

const answer = ifElse(
  dataExists,
  eq(newVal, 'data.val()'),
  and(
    exists(at(P.shot(code, key('$shooter'), key('$cell')))),
    not(exists(`${game}.child('pending')`)),
    or(
      and(is(str('miss')), eq(`${game}.child('turn').val()`, auth.uid), not(exists(`${shot}.child('ship')`)), eq(pointsAfter, pointsBefore)),
      and(
        group(or(is(str('hit')), is(str('sunk')))),
        eq(`${game}.child('turn').val()`, '$shooter'),
        exists(`${shot}.child('ship')`),
        eq(pointsAfter, plus(pointsBefore, 1)),
        or(is(str('hit')), eq(`${game}.child('sunk/' + $shooter + '/' + ${shipIndex}).val()`, '$cell')),
      ),
    ),
    ifElse(
      is(str('miss')),
      // A miss: no ship of the defender's board covers the cell.
      and(exists(root(myBoard)), ...FLEET.map((_, i) => not(group(covers(myBoard, i, shotField('row'), shotField('col')))))),
      // A hit: the named ship covers it, its hit count goes up by one, and "sunk" exactly when full.
      and(
        group(or(...FLEET.map((_, i) => and(eq(shipIndex, String(i)), group(covers(myBoard, i, shotField('row'), shotField('col'))))))),
        eq(hitsAfter, plus(group(ifElse(exists(hitsBefore), val(hitsBefore), '0')), 1)),
        ifElse(is(str('sunk')), eq(hitsAfter, shipLength(shipIndex, false)), lt(hitsAfter, shipLength(shipIndex, false))),
      ),
    ),
  ),
);

const rowOfCell = group(choose([...ROW_LABELS.slice(0, -1)].map((l, i) => [`$cell.beginsWith('${l}')`, String(i)]), String(ROW_LABELS.length - 1)));
const colOfCell = group(
  choose(
    [['$cell.endsWith(\'10\')', '9'], ...Array.from({ length: 8 }, (_, i): [Expr, Expr] => [`$cell.endsWith('${i + 1}')`, String(i)])],
    '8',
  ),
);
/**
 * settings/game_active says whether a game is running: both seats taken, both fleets
 * ready, no winner yet. Every write that changes one of those also writes game_active, and the
 * rules check it against the room as the write leaves it (`room`: newData of the room node).
 */
const gameActive = (room: Expr) => `${room}.child('settings/game_active').val()`;
function gameRunning(room: Expr): Expr {
  const created = `${room}.child('settings/created_by').val()`;
  const seated = `${room}.child('challenger')`;
  return group(
    and(
      exists(seated),
      exists(`${room}.child('game/ready/' + ${created})`),
      exists(`${room}.child('game/ready/' + ${seated}.val())`),
      not(exists(`${room}.child('game/winner')`)),
    ),
  );
}
const gameStopped = (room: Expr) => eq(gameActive(room), 'false');

const fixedAfterWrite = group(or(not(dataExists), eq(newVal, 'data.val()')));
const shipCellIndex = (max: number) => and('newData.isNumber()', ge(newVal, '0'), le(newVal, String(max)), 'newData.val() % 1 === 0');

export const battleshots: RuleNode = {
  $code: {
    '.read': mayReadRoom('battleshots'),
    '.write': and(
      createdWithLobby('battleshots'),
      eq("newData.child('game/turn').val()", auth.uid),
      freshGame((n) => `newData.child('game').child('${n}')`),
    ),
    '.validate': hasChildren('settings', 'game'),
    settings: {
      '.write': and(signedIn, "data.child('created_by').val() === auth.uid"),
      '.validate': hasChildren('name', 'private', 'created_by', 'game_active', 'allow_new_players'),
      ...fields({
        name: and(textLen(1, 40), unchanged),
        private: and(isBoolean, unchanged),
        created_by: writerOnce,
        game_active: {
          '.write': and(signedIn, group(or(eq(auth.uid, creatorUid), eq(auth.uid, `${room}.child('challenger').val()`)))),
          '.validate': and(isBoolean, eq(newVal, gameRunning(room))),
        },
        allow_new_players: isBoolean,
      }),
    },
    challenger: {
      // Taken by a member (private room, the seat open, or a guest who came by the host's invite
      // link: docs/rooms.md "Invites"); freed by the creator after the
      // challenger left, with the turn back to the creator.
      '.write': and(
        signedIn,
        or(
          and(
            not(dataExists),
            exists(root(roomPaths.member('battleshots', code, $.me))),
            ne(auth.uid, creatorUid),
            group(
              or(
                eq(val(at(`${roomPaths.settings('battleshots', code)}/private`)), 'true'),
                eq(val(at(P.setting(code, 'allow_new_players'))), 'true'),
                isInvited('battleshots'),
              ),
            ),
          ),
          and(
            isDelete,
            eq(auth.uid, creatorUid),
            not(exists(`${room}.child('players/' + data.val())`)),
            eq(`${room}.child('game/turn').val()`, auth.uid),
            gameStopped(room),
          ),
        ),
      ),
      '.validate': and(
        isString,
        is(auth.uid),
        ne(newVal, `${room}.child('settings/created_by').val()`),
        eq(gameActive(room), gameRunning(room)),
      ),
    },
    players: {
      $uid: {
        '.write': and(
          signedIn,
          or(
            and(eq(auth.uid, '$uid'), not(dataExists), exists(root(roomPaths.member('battleshots', code, $.me)))),
            and(
              not(newExists),
              eq(auth.uid, creatorUid),
              ne('$uid', auth.uid),
              eq('$uid', challengerUid),
              not(exists(`${room}.child('challenger')`)),
            ),
          ),
        ),
        '.validate': and(
          hasChildren('uid', 'name', 'points'),
          group(
            or(
              eq('$uid', `${room}.child('settings/created_by').val()`),
              eq('$uid', `${room}.child('challenger').val()`),
            ),
          ),
        ),
        ...fields({
          uid: is('$uid'),
          name: and(textLen(1, 40), unchanged),
          points: {
            // The defender scores the shooter's hit, once per answered shot.
            '.write': and(signedIn, isDefender, eq(turn, '$uid')),
            '.validate': and(
              'newData.isNumber()',
              ifElse(
                not(dataExists),
                is('0'),
                group(
                  or(
                    eq(newVal, 'data.val()'),
                    and(
                      eq(newVal, plus('data.val()', 1)),
                      exists(pending),
                      not(exists(at(`${P.game(code)}/shots/${$.uid}/${key(val(pending))}/result`))),
                      group(
                        or(
                          ...['hit', 'sunk'].map(
                            (r) => eq(
                              `${room}.child('game/shots/' + $uid + '/' + ${val(pending)} + '/result').val()`,
                              str(r),
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
        }),
      },
    },
    game: {
      // A new game: a rematch both asked for (the loser starts), or the creator alone after the
      // challenger left.
      '.write': and(
        signedIn,
        group(
          or(
            and(
              isPlayer,
              "data.child('winner').exists()",
              exists(challenger),
              `data.child('rematch/' + ${creatorUid}).exists()`,
              `data.child('rematch/' + ${challengerUid}).exists()`,
              eq("newData.child('turn').val()", group(ifElse(eq("data.child('winner').val()", creatorUid), challengerUid, creatorUid))),
            ),
            and(
              eq(auth.uid, creatorUid),
              exists(challenger),
              not(exists(`${room}.child('challenger')`)),
              eq("newData.child('turn').val()", auth.uid),
            ),
          ),
        ),
        freshGame((n) => `newData.child('${n}')`),
        gameStopped(room),
        nextSeq,
      ),
      '.validate': hasChildren('turn'),
      turn: {
        '.write': and(signedIn, isDefender),
        // The turn passes to the defender only after a miss.
        '.validate': and(
          isString,
          or(
            not(dataExists),
            not(exists(`${room}.child('challenger')`)),
            eq(newVal, 'data.val()'),
            winnerExists,
            and(
              is(auth.uid),
              exists(pending),
              eq(`${game}.child('shots/' + data.val() + '/' + ${val(pending)} + '/result').val()`, str('miss')),
            ),
          ),
        ),
      },
      pending: {
        // Fired by the shooter; cleared only by the defender's answer in the same write (the
        // answer is checked against the board), never on its own: a hit cannot be dodged
        // (docs/security.md «Battleshots»).
        '.write': and(
          signedIn,
          nextSeq,
          or(
            and(not(dataExists), eq(auth.uid, turn), bothReady, not(winnerExists)),
            and(
              isDelete,
              isDefender,
              exists(`${game}.child('shots/' + ${turn} + '/' + data.val() + '/result')`),
              not(exists(at(`${P.game(code)}/shots/${key(turn)}/${key('data.val()')}/result`))),
            ),
          ),
        ),
        '.validate': and(
          isString,
          exists(`${game}.child('shots/' + auth.uid + '/' + newData.val())`),
          not(exists(at(`${P.game(code)}/shots/${$.me}/${key(newVal)}`))),
        ),
      },
      seq: {
        // Counted up only by a move in the same write (the moves' own rules say who may make them).
        '.write': and(signedIn, isPlayer, newExists),
        '.validate': and(
          'newData.isNumber()',
          is(plus(seqBefore, 1)),
          group(
            or(
              ne(exists(pending), exists(`${game}.child('pending')`)),
              ne(winnerExists, exists(`${game}.child('winner')`)),
              and(exists(challenger), not(exists(`${room}.child('challenger')`))),
            ),
          ),
        ),
      },
      ready: {
        $uid: {
          '.write': and(
            signedIn,
            eq(auth.uid, '$uid'),
            not(dataExists),
            isPlayer,
            not(winnerExists),
            exists(`${room}.child('players/' + $uid)`),
            exists(newRoot(P.board(code, $.uid))),
          ),
          // The ready that starts the game sets game_active in the same write.
          '.validate': and(is('true'), eq(gameActive(room), gameRunning(room))),
        },
      },
      shots: {
        $shooter: {
          $cell: {
            // Fired by the shooter on turn; answered (result) by the defender.
            '.write': and(
              signedIn,
              or(
                and(
                  eq(auth.uid, '$shooter'),
                  not(dataExists),
                  eq(turn, auth.uid),
                  not(exists(pending)),
                  bothReady,
                  not(winnerExists),
                  exists(at(`${P.player(code, $.me)}/points`)),
                  eq(`${game}.child('pending').val()`, '$cell'),
                ),
                and(
                  dataExists,
                  newExists,
                  not(exists("data.child('result')")),
                  ne(auth.uid, '$shooter'),
                  isPlayer,
                  eq(turn, '$shooter'),
                  eq(val(pending), '$cell'),
                  not(winnerExists),
                ),
              ),
            ),
            '.validate': and(matches('$cell', CELL_KEY_PATTERN), hasChildren('at', 'row', 'col')),
            ...fields({
              at: stampedOnce,
              row: and(fixedAfterWrite, eq(newVal, rowOfCell)),
              col: and(fixedAfterWrite, eq(newVal, colOfCell)),
              result: answer,
              ship: and(group(or(not(dataExists), eq('data.val()', newVal))), shipCellIndex(4)),
            }),
          },
        },
      },
      sunk: {
        $shooter: {
          $ship: {
            '.write': and(not(dataExists), signedIn, isDefender, eq(turn, '$shooter')),
            '.validate': and(
              "$ship.matches(/^[0-4]$/)",
              eq(newVal, val(pending)),
              eq(`${game}.child('shots/' + $shooter + '/' + newData.val() + '/result').val()`, str('sunk')),
              eq(`${`${game}.child('shots/' + $shooter + '/' + newData.val() + '/ship').val()`} + ''`, '$ship'),
            ),
          },
        },
      },
      hits: {
        $shooter: {
          $ship: {
            '.write': and(signedIn, isDefender, eq(turn, '$shooter')),
            '.validate': and(
              "$ship.matches(/^[0-4]$/)",
              'newData.isNumber()',
              eq(newVal, plus(group(ifElse(dataExists, 'data.val()', '0')), 1)),
              eq(`${game}.child('shots/' + $shooter + '/' + ${val(pending)} + '/ship').val() + ''`, '$ship'),
            ),
          },
        },
      },
      winner: {
        // The defender declares the shooter's win; the shooter only with a forfeit.
        '.write': and(
          not(dataExists),
          signedIn,
          isPlayer,
          not(winnerExists),
          exists(pending),
          group(or(group(ne(auth.uid, turn)), and(eq(auth.uid, turn), exists(`${game}.child('forfeit')`)))),
        ),
        '.validate': and(
          eq(newVal, turn),
          group(
            or(exists(`${game}.child('forfeit')`), `${game}.child('sunk/' + newData.val()).hasChildren(['0', '1', '2', '3', '4'])`),
          ),
          gameStopped(room),
        ),
      },
      forfeit: {
        // The shooter wins when the defender left a shot unanswered for a minute and is away.
        '.write': and(
          not(dataExists),
          signedIn,
          isPlayer,
          eq(auth.uid, turn),
          exists(challenger),
          exists(pending),
          not(winnerExists),
          le(val(at(`${P.game(code)}/shots/${$.me}/${key(val(pending))}/at`)), minus(now, 60000)),
          not(exists(at(`${P.game(code)}/shots/${$.me}/${key(val(pending))}/result`))),
          not(exists(at(`${roomPaths.presence('battleshots', code)}/${key(group(otherThanTurn))}`))),
          nextSeq,
        ),
        '.validate': and(eq(newVal, group(otherThanTurn)), eq(`${game}.child('winner').val()`, auth.uid)),
      },
      revealed: {
        $uid: {
          '.write': and(signedIn, eq(auth.uid, '$uid'), not(dataExists), winnerExists),
          '.validate': hasChildren('0', '1', '2', '3', '4'),
          $ship: {
            '.validate': and("$ship.matches(/^[0-4]$/)", hasChildren('row', 'col', 'horizontal')),
            $field: { '.validate': eq(newVal, val(at(`${P.board(code, $.uid)}/${key('$ship')}/${key('$field')}`))) },
          },
        },
      },
      rematch: {
        $uid: {
          '.write': and(signedIn, eq(auth.uid, '$uid'), isPlayer, winnerExists),
          '.validate': is('true'),
        },
      },
      ...closed,
    },
    ...closed,
  },
};

// A board: five ships, each inside the grid and overlapping no other.
const shipLen = shipLength('$ship', true);
function apart(j: number): Expr {
  const other = (f: string) => `newData.parent().child('${j}/${f}').val()`;
  const mine = (f: string) => `newData.child('${f}').val()`;
  const horizontal = "newData.child('horizontal').val() === true";
  const otherHorizontal = `${other('horizontal')} === true`;
  const len = String(FLEET[j]);
  return group(
    or(
      eq('$ship', str(String(j))),
      not(
        group(
          and(
            lt(mine('row'), plus(other('row'), group(ifElse(otherHorizontal, '1', len)))),
            lt(other('row'), plus(mine('row'), group(ifElse(horizontal, '1', shipLen)))),
            lt(mine('col'), plus(other('col'), group(ifElse(otherHorizontal, len, '1')))),
            lt(other('col'), plus(mine('col'), group(ifElse(horizontal, shipLen, '1')))),
          ),
        ),
      ),
    ),
  );
}

export const battleshotsBoards: RuleNode = {
  $code: {
    $uid: {
      '.read': and(signedIn, eq(auth.uid, '$uid')),
      // Placed by its player, until ready.
      '.write': and(signedIn, eq(auth.uid, '$uid'), isPlayer, not(exists(at(P.ready(code, $.uid))))),
      '.validate': hasChildren('0', '1', '2', '3', '4'),
      $ship: {
        '.validate': and(
          "$ship.matches(/^[0-4]$/)",
          hasChildren('row', 'col', 'horizontal'),
          group(
            ifElse(
              "newData.child('horizontal').val() === true",
              le(plus("newData.child('col').val()", shipLen), '10'),
              le(plus("newData.child('row').val()", shipLen), '10'),
            ),
          ),
          ...FLEET.map((_, j) => apart(j)),
        ),
        ...fields({ row: shipCellIndex(9), col: shipCellIndex(9), horizontal: isBoolean }),
      },
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { battleshots, battleshots_boards: battleshotsBoards } satisfies Record<string, RuleNode>;
