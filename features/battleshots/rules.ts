// Battleshots (features/battleshots/lib/): two seats (the creator and the challenger), a shared game node
// that the rules referee shot by shot, and each player's board at a path only that player reads.
// The defender answers each shot: the rules check the answer against the defender's own board,
// so a hit, a miss and a sinking cannot be forged.
import { FLEET } from './lib/fleet';
import { CELL_KEY_PATTERN, ROW_LABELS } from './lib/grid';
import { roomPaths } from '@/lib/firebase/paths';
import { battleshotsPaths } from './paths';
import { $, createdWithLobby, isInvited, mayReadRoom } from '@/rules/common';
import * as r from '@/rules/dsl';

const $shooter = r.wild('shooter');
const $cell = r.wild('cell');
const $uid = r.wild('uid');
const $ship = r.wild('ship');
const $field = r.wild('field');

const code = $.code;
/** The room and its game node as the write leaves them, from any rule below them. */
const room = r.newAt(2);
const game = r.newAt(3);
const P = battleshotsPaths;
const at = (p: string) => r.root(p);
const creatorUid = r.val(at(`${roomPaths.settings('battleshots', code)}/created_by`));
const challenger = at(P.challenger(code));
const challengerUid = r.val(challenger);
const turn = r.val(at(P.turn(code)));
const pending = at(P.pending(code));
const winnerExists = r.exists(at(P.winner(code)));
/**
 * Every move (a shot, its answer, a forfeit, a new game) counts up `game/seq` by one in the same
 * write, so a move queued offline on a phone that had not seen the latest one is refused
 * (docs/battleshots.md «Moves build on the state they replace»). A game stored before the
 * counter has none: it counts from 0.
 */
const seqBefore = r.group(r.ifElse(r.exists(at(P.seq(code))), r.val(at(P.seq(code))), '0'));
const nextSeq = r.eq(r.valAt(game, 'seq'), r.plus(seqBefore, 1));

/** The visitor holds one of the two seats. */
const isPlayer = r.group(r.or(r.eq(r.auth.uid, creatorUid), r.and(r.exists(challenger), r.eq(r.auth.uid, challengerUid))));
/** The seat not on turn, while a shot waits for its answer and nobody has won. */
const isDefender = r.and(isPlayer, r.ne(r.auth.uid, turn), r.exists(pending), r.not(winnerExists));
/** Both seats taken and both fleets placed. */
const bothReady = r.and(r.exists(challenger), r.exists(at(P.ready(code, r.key(creatorUid)))), r.exists(at(P.ready(code, r.key(challengerUid)))));
/** The seat that is not on turn. */
const otherThanTurn = r.ifElse(r.eq(turn, creatorUid), challengerUid, creatorUid);

/** A fresh game: no shot, answer or result carried over. */
function freshGame(node: (name: string) => r.Expr): r.Expr {
  return r.and(...['pending', 'ready', 'shots', 'sunk', 'hits', 'winner', 'forfeit', 'revealed', 'rematch'].map((n) => r.not(r.exists(node(n)))));
}

/** A ship's length from its index (FLEET): the commonest length is the default. */
function shipLength(index: r.Expr, quoted: boolean): r.Expr {
  const counts = new Map<number, number>();
  FLEET.forEach((len) => counts.set(len, (counts.get(len) ?? 0) + 1));
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const cases = FLEET.flatMap((len, i): [r.Expr, r.Expr][] => (len === common ? [] : [[r.eq(index, quoted ? r.str(String(i)) : String(i)), String(len)]]));
  return r.group(r.choose(cases, String(common)));
}

/** Ship `i` of a stored board covers the cell at (row, col). */
function covers(board: string, i: number, row: r.Expr, col: r.Expr): r.Expr {
  const f = (field: string) => r.val(r.root(`${board}/${i}/${field}`));
  const len = String(FLEET[i]);
  return r.ifElse(
    r.eq(f('horizontal'), 'true'),
    r.and(r.eq(f('row'), row), r.ge(col, f('col')), r.lt(col, r.plus(f('col'), len))),
    r.and(r.eq(f('col'), col), r.ge(row, f('row')), r.lt(row, r.plus(f('row'), len))),
  );
}

// The shot's answer (shots/{shooter}/{cell}/result) is validated with the shot, its parent node.
const shot = r.newParent();
const shotField = (f: string) => r.valAt(shot, f);
const myBoard = P.board(code, $.me);
const shipIndex = shotField('ship');
const hitsAfter = r.valAt(game, `hits/${r.key($shooter)}/${r.key(shipIndex)}`);
const hitsBefore = at(`${P.game(code)}/hits/${r.key($shooter)}/${r.key(shipIndex)}`);
const pointsAfter = r.valAt(room, `players/${r.key($shooter)}/points`);
const pointsBefore = r.val(at(P.points(code, r.key($shooter))));

const answer = r.ifElse(
  r.dataExists,
  r.eq(r.newVal, r.oldVal),
  r.and(
    r.exists(at(P.shot(code, r.key($shooter), r.key($cell)))),
    r.not(r.exists(r.child(game, 'pending'))),
    r.or(
      r.and(r.is(r.str('miss')), r.eq(r.valAt(game, 'turn'), r.auth.uid), r.not(r.exists(r.child(shot, 'ship'))), r.eq(pointsAfter, pointsBefore)),
      r.and(
        r.group(r.or(r.is(r.str('hit')), r.is(r.str('sunk')))),
        r.eq(r.valAt(game, 'turn'), $shooter),
        r.exists(r.child(shot, 'ship')),
        r.eq(pointsAfter, r.plus(pointsBefore, 1)),
        r.or(r.is(r.str('hit')), r.eq(r.valAt(game, `sunk/${r.key($shooter)}/${r.key(shipIndex)}`), $cell)),
      ),
    ),
    r.ifElse(
      r.is(r.str('miss')),
      // A miss: no ship of the defender's board covers the cell.
      r.and(r.exists(r.root(myBoard)), ...FLEET.map((_, i) => r.not(r.group(covers(myBoard, i, shotField('row'), shotField('col')))))),
      // A hit: the named ship covers it, its hit count goes up by one, and "sunk" exactly when full.
      r.and(
        r.group(r.or(...FLEET.map((_, i) => r.and(r.eq(shipIndex, String(i)), r.group(covers(myBoard, i, shotField('row'), shotField('col'))))))),
        r.eq(hitsAfter, r.plus(r.group(r.ifElse(r.exists(hitsBefore), r.val(hitsBefore), '0')), 1)),
        r.ifElse(r.is(r.str('sunk')), r.eq(hitsAfter, shipLength(shipIndex, false)), r.lt(hitsAfter, shipLength(shipIndex, false))),
      ),
    ),
  ),
);

const rowOfCell = r.group(r.choose([...ROW_LABELS.slice(0, -1)].map((l, i) => [r.beginsWith($cell, l), String(i)]), String(ROW_LABELS.length - 1)));
const colOfCell = r.group(
  r.choose(
    [[r.endsWith($cell, '10'), '9'], ...Array.from({ length: 8 }, (_, i): [r.Expr, r.Expr] => [r.endsWith($cell, String(i + 1)), String(i)])],
    '8',
  ),
);
/**
 * settings/game_active says whether a game is running: both seats taken, both fleets
 * ready, no winner yet. Every write that changes one of those also writes game_active, and the
 * rules check it against the room as the write leaves it (`room`: newData of the room node).
 */
const gameActive = (room: r.Expr) => r.valAt(room, 'settings/game_active');
function gameRunning(room: r.Expr): r.Expr {
  const created = r.valAt(room, 'settings/created_by');
  const seated = r.child(room, 'challenger');
  return r.group(
    r.and(
      r.exists(seated),
      r.exists(r.child(room, `game/ready/${r.key(created)}`)),
      r.exists(r.child(room, `game/ready/${r.key(r.val(seated))}`)),
      r.not(r.exists(r.child(room, 'game/winner'))),
    ),
  );
}
const gameStopped = (room: r.Expr) => r.eq(gameActive(room), 'false');

const fixedAfterWrite = r.group(r.or(r.not(r.dataExists), r.eq(r.newVal, r.oldVal)));
const shipCellIndex = (max: number) => r.and(r.isNumber, r.ge(r.newVal, '0'), r.le(r.newVal, String(max)), r.isWhole);
/** A ship of a board: where it starts and which way it lies. */
const shipShape = { row: shipCellIndex(9), col: shipCellIndex(9), horizontal: r.isBoolean };
/** A board or a revealed fleet names every ship of FLEET by its index. */
const allShips = r.hasChildren(...FLEET.map((_, i) => String(i)));

export const battleshots: r.RuleNode = {
  $code: {
    '.read': mayReadRoom('battleshots'),
    '.write': r.and(
      createdWithLobby('battleshots'),
      r.eq(r.newChildVal('game/turn'), r.auth.uid),
      freshGame((n) => r.child(r.child(r.newData, 'game'), n)),
    ),
    '.validate': r.hasChildren('settings', 'game'),
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
    game: {
      // A new game: a rematch both asked for (the loser starts), or the creator alone after the
      // challenger left.
      '.write': r.and(
        r.signedIn,
        r.group(
          r.or(
            r.and(
              isPlayer,
              r.exists(r.child(r.data, 'winner')),
              r.exists(challenger),
              r.exists(r.child(r.data, `rematch/${r.key(creatorUid)}`)),
              r.exists(r.child(r.data, `rematch/${r.key(challengerUid)}`)),
              r.eq(r.newChildVal('turn'), r.group(r.ifElse(r.eq(r.oldChildVal('winner'), creatorUid), challengerUid, creatorUid))),
            ),
            r.and(
              r.eq(r.auth.uid, creatorUid),
              r.exists(challenger),
              r.not(r.exists(r.child(room, 'challenger'))),
              r.eq(r.newChildVal('turn'), r.auth.uid),
            ),
          ),
        ),
        freshGame((n) => r.child(r.newData, n)),
        gameStopped(room),
        nextSeq,
      ),
      '.validate': r.hasChildren('turn'),
      turn: {
        '.write': r.and(r.signedIn, isDefender),
        // The turn passes to the defender only after a miss.
        '.validate': r.and(
          r.isString,
          r.or(
            r.not(r.dataExists),
            r.not(r.exists(r.child(room, 'challenger'))),
            r.eq(r.newVal, r.oldVal),
            winnerExists,
            r.and(
              r.is(r.auth.uid),
              r.exists(pending),
              r.eq(r.valAt(game, `shots/${r.key(r.oldVal)}/${r.key(r.val(pending))}/result`), r.str('miss')),
            ),
          ),
        ),
      },
      pending: {
        // Fired by the shooter; cleared only by the defender's answer in the same write (the
        // answer is checked against the board), never on its own: a hit cannot be dodged
        // (docs/security.md «Battleshots»).
        '.write': r.and(
          r.signedIn,
          nextSeq,
          r.or(
            r.and(r.not(r.dataExists), r.eq(r.auth.uid, turn), bothReady, r.not(winnerExists)),
            r.and(
              r.isDelete,
              isDefender,
              r.exists(r.child(game, `shots/${r.key(turn)}/${r.key(r.oldVal)}/result`)),
              r.not(r.exists(at(`${P.game(code)}/shots/${r.key(turn)}/${r.key(r.oldVal)}/result`))),
            ),
          ),
        ),
        '.validate': r.and(
          r.isString,
          r.exists(r.child(game, `shots/${$.me}/${r.key(r.newVal)}`)),
          r.not(r.exists(at(`${P.game(code)}/shots/${$.me}/${r.key(r.newVal)}`))),
        ),
      },
      seq: {
        // Counted up only by a move in the same write (the moves' own rules say who may make them).
        '.write': r.and(r.signedIn, isPlayer, r.newExists),
        '.validate': r.and(
          r.isNumber,
          r.is(r.plus(seqBefore, 1)),
          r.group(
            r.or(
              r.ne(r.exists(pending), r.exists(r.child(game, 'pending'))),
              r.ne(winnerExists, r.exists(r.child(game, 'winner'))),
              r.and(r.exists(challenger), r.not(r.exists(r.child(room, 'challenger')))),
            ),
          ),
        ),
      },
      ready: {
        $uid: {
          '.write': r.and(
            r.signedIn,
            r.eq(r.auth.uid, $uid),
            r.not(r.dataExists),
            isPlayer,
            r.not(winnerExists),
            r.exists(r.child(room, `players/${r.key($uid)}`)),
            r.exists(r.newRoot(P.board(code, $.uid))),
          ),
          // The ready that starts the game sets game_active in the same write.
          '.validate': r.and(r.is('true'), r.eq(gameActive(room), gameRunning(room))),
        },
      },
      shots: {
        $shooter: {
          $cell: {
            // Fired by the shooter on turn; answered (result) by the defender.
            '.write': r.and(
              r.signedIn,
              r.or(
                r.and(
                  r.eq(r.auth.uid, $shooter),
                  r.not(r.dataExists),
                  r.eq(turn, r.auth.uid),
                  r.not(r.exists(pending)),
                  bothReady,
                  r.not(winnerExists),
                  r.exists(at(`${P.player(code, $.me)}/points`)),
                  r.eq(r.valAt(game, 'pending'), $cell),
                ),
                r.and(
                  r.dataExists,
                  r.newExists,
                  r.not(r.exists(r.child(r.data, 'result'))),
                  r.ne(r.auth.uid, $shooter),
                  isPlayer,
                  r.eq(turn, $shooter),
                  r.eq(r.val(pending), $cell),
                  r.not(winnerExists),
                ),
              ),
            ),
            ...r.record(
              {
                at: r.stampedOnce,
                row: r.and(fixedAfterWrite, r.eq(r.newVal, rowOfCell)),
                col: r.and(fixedAfterWrite, r.eq(r.newVal, colOfCell)),
                result: answer,
                ship: r.and(r.group(r.or(r.not(r.dataExists), r.eq(r.oldVal, r.newVal))), shipCellIndex(4)),
              },
              { optional: ['result', 'ship'], before: [r.matches($cell, CELL_KEY_PATTERN)] },
            ),
          },
        },
      },
      sunk: {
        $shooter: {
          $ship: {
            '.write': r.and(r.not(r.dataExists), r.signedIn, isDefender, r.eq(turn, $shooter)),
            '.validate': r.and(
              r.matches($ship, /^[0-4]$/),
              r.eq(r.newVal, r.val(pending)),
              r.eq(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.newVal)}/result`), r.str('sunk')),
              r.eq(r.asString(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.newVal)}/ship`)), $ship),
            ),
          },
        },
      },
      hits: {
        $shooter: {
          $ship: {
            '.write': r.and(r.signedIn, isDefender, r.eq(turn, $shooter)),
            '.validate': r.and(
              r.matches($ship, /^[0-4]$/),
              r.isNumber,
              r.eq(r.newVal, r.plus(r.group(r.ifElse(r.dataExists, r.oldVal, '0')), 1)),
              r.eq(r.asString(r.valAt(game, `shots/${r.key($shooter)}/${r.key(r.val(pending))}/ship`)), $ship),
            ),
          },
        },
      },
      winner: {
        // The defender declares the shooter's win; the shooter only with a forfeit.
        '.write': r.and(
          r.not(r.dataExists),
          r.signedIn,
          isPlayer,
          r.not(winnerExists),
          r.exists(pending),
          r.group(r.or(r.group(r.ne(r.auth.uid, turn)), r.and(r.eq(r.auth.uid, turn), r.exists(r.child(game, 'forfeit'))))),
        ),
        '.validate': r.and(
          r.eq(r.newVal, turn),
          r.group(
            r.or(r.exists(r.child(game, 'forfeit')), r.hasChildrenAt(r.child(game, `sunk/${r.key(r.newVal)}`), ['0', '1', '2', '3', '4'])),
          ),
          gameStopped(room),
        ),
      },
      forfeit: {
        // The shooter wins when the defender left a shot unanswered for a minute and is away.
        '.write': r.and(
          r.not(r.dataExists),
          r.signedIn,
          isPlayer,
          r.eq(r.auth.uid, turn),
          r.exists(challenger),
          r.exists(pending),
          r.not(winnerExists),
          r.le(r.val(at(`${P.game(code)}/shots/${$.me}/${r.key(r.val(pending))}/at`)), r.minus(r.now, 60000)),
          r.not(r.exists(at(`${P.game(code)}/shots/${$.me}/${r.key(r.val(pending))}/result`))),
          r.not(r.exists(at(`${roomPaths.presence('battleshots', code)}/${r.key(r.group(otherThanTurn))}`))),
          nextSeq,
        ),
        '.validate': r.and(r.eq(r.newVal, r.group(otherThanTurn)), r.eq(r.valAt(game, 'winner'), r.auth.uid)),
      },
      revealed: {
        $uid: {
          '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), r.not(r.dataExists), winnerExists),
          '.validate': allShips,
          $ship: {
            '.validate': r.and(r.matches($ship, /^[0-4]$/), r.requires(shipShape)),
            $field: { '.validate': r.eq(r.newVal, r.val(at(`${P.board(code, $.uid)}/${r.key($ship)}/${r.key($field)}`))) },
          },
        },
      },
      rematch: {
        $uid: {
          '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), isPlayer, winnerExists),
          '.validate': r.is('true'),
        },
      },
      ...r.closed,
    },
    ...r.closed,
  },
};

// A board: five ships, each inside the grid and overlapping no other.
const shipLen = shipLength($ship, true);
function apart(j: number): r.Expr {
  const other = (f: string) => r.valAt(r.newParent(), `${j}/${f}`);
  const mine = (f: string) => r.newChildVal(f);
  const horizontal = r.eq(r.newChildVal('horizontal'), 'true');
  const otherHorizontal = r.eq(other('horizontal'), 'true');
  const len = String(FLEET[j]);
  return r.group(
    r.or(
      r.eq($ship, r.str(String(j))),
      r.not(
        r.group(
          r.and(
            r.lt(mine('row'), r.plus(other('row'), r.group(r.ifElse(otherHorizontal, '1', len)))),
            r.lt(other('row'), r.plus(mine('row'), r.group(r.ifElse(horizontal, '1', shipLen)))),
            r.lt(mine('col'), r.plus(other('col'), r.group(r.ifElse(otherHorizontal, len, '1')))),
            r.lt(other('col'), r.plus(mine('col'), r.group(r.ifElse(horizontal, shipLen, '1')))),
          ),
        ),
      ),
    ),
  );
}

export const battleshotsBoards: r.RuleNode = {
  $code: {
    $uid: {
      '.read': r.and(r.signedIn, r.eq(r.auth.uid, $uid)),
      // Placed by its player, until ready.
      '.write': r.and(r.signedIn, r.eq(r.auth.uid, $uid), isPlayer, r.not(r.exists(at(P.ready(code, $.uid))))),
      '.validate': allShips,
      $ship: r.record(
        shipShape,
        {
          before: [r.matches($ship, /^[0-4]$/)],
          after: [
            r.group(
              r.ifElse(
                r.eq(r.newChildVal('horizontal'), 'true'),
                r.le(r.plus(r.newChildVal('col'), shipLen), '10'),
                r.le(r.plus(r.newChildVal('row'), shipLen), '10'),
              ),
            ),
            ...FLEET.map((_, j) => apart(j)),
          ],
        },
      ),
    },
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { battleshots, battleshots_boards: battleshotsBoards } satisfies Record<string, r.RuleNode>;
