// What every node of Battleshots' rules shares: the wildcards, the room and its game as the write
// leaves them, who holds which seat and whose turn it is, and the shape of a fleet. Each node's
// own helpers live in its module.
import { FLEET } from '../lib/fleet';
import { roomPaths } from '@/lib/firebase/paths';
import { battleshotsPaths } from '../paths';
import { $ } from '@/rules/common';
import * as r from '@/rules/dsl';

export const $shooter = r.wild('shooter');
export const $cell = r.wild('cell');
export const $uid = r.wild('uid');
export const $ship = r.wild('ship');
export const $field = r.wild('field');

export const code = $.code;
/** The room and its game node as the write leaves them, from any rule below them. */
export const room = r.newAt(2);
export const game = r.newAt(3);
export const P = battleshotsPaths;
export const at = (p: string) => r.root(p);
export const creatorUid = r.val(at(`${roomPaths.settings('battleshots', code)}/created_by`));
export const challenger = at(P.challenger(code));
export const challengerUid = r.val(challenger);
export const turn = r.val(at(P.turn(code)));
export const pending = at(P.pending(code));
export const winnerExists = r.exists(at(P.winner(code)));
/**
 * Every move (a shot, its answer, a forfeit, a new game) counts up `game/seq` by one in the same
 * write, so a move queued offline on a phone that had not seen the latest one is refused
 * (docs/battleshots.md «Moves build on the state they replace»). A game stored before the
 * counter has none: it counts from 0.
 */
export const seqBefore = r.group(r.ifElse(r.exists(at(P.seq(code))), r.val(at(P.seq(code))), '0'));
export const nextSeq = r.eq(r.valAt(game, 'seq'), r.plus(seqBefore, 1));

/** The visitor holds one of the two seats. */
export const isPlayer = r.group(r.or(r.eq(r.auth.uid, creatorUid), r.and(r.exists(challenger), r.eq(r.auth.uid, challengerUid))));
/** The seat not on turn, while a shot waits for its answer and nobody has won. */
export const isDefender = r.and(isPlayer, r.ne(r.auth.uid, turn), r.exists(pending), r.not(winnerExists));
/** Both seats taken and both fleets placed. */
export const bothReady = r.and(r.exists(challenger), r.exists(at(P.ready(code, r.key(creatorUid)))), r.exists(at(P.ready(code, r.key(challengerUid)))));
/** The seat that is not on turn. */
export const otherThanTurn = r.ifElse(r.eq(turn, creatorUid), challengerUid, creatorUid);

/** A fresh game: no shot, answer or result carried over. */
export function freshGame(node: (name: string) => r.Expr): r.Expr {
  return r.and(...['pending', 'ready', 'shots', 'sunk', 'hits', 'winner', 'forfeit', 'revealed', 'rematch'].map((n) => r.not(r.exists(node(n)))));
}

/** A ship's length from its index (FLEET): the commonest length is the default. */
export function shipLength(index: r.Expr, quoted: boolean): r.Expr {
  const counts = new Map<number, number>();
  FLEET.forEach((len) => counts.set(len, (counts.get(len) ?? 0) + 1));
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const cases = FLEET.flatMap((len, i): [r.Expr, r.Expr][] => (len === common ? [] : [[r.eq(index, quoted ? r.str(String(i)) : String(i)), String(len)]]));
  return r.group(r.choose(cases, String(common)));
}


/**
 * settings/game_active says whether a game is running: both seats taken, both fleets
 * ready, no winner yet. Every write that changes one of those also writes game_active, and the
 * rules check it against the room as the write leaves it (`room`: newData of the room node).
 */
export const gameActive = (room: r.Expr) => r.valAt(room, 'settings/game_active');
export function gameRunning(room: r.Expr): r.Expr {
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
export const gameStopped = (room: r.Expr) => r.eq(gameActive(room), 'false');

export const shipCellIndex = (max: number) => r.and(r.isNumber, r.ge(r.newVal, '0'), r.le(r.newVal, String(max)), r.isWhole);
/** A ship of a board: where it starts and which way it lies. */
export const shipShape = { row: shipCellIndex(9), col: shipCellIndex(9), horizontal: r.isBoolean };
/** A board or a revealed fleet names every ship of FLEET by its index. */
export const allShips = r.hasChildren(...FLEET.map((_, i) => String(i)));
