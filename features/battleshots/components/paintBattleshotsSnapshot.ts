import StatusCardStyles from './StatusCard.module.css';
import { roomHeaderTemplate } from '@/components/rooms/roomHeaderMarkup';
import { FLEET } from '@/features/battleshots/lib/fleet';
import { CELL_KEY_PATTERN, GRID_SIZE, ROW_LABELS } from '@/features/battleshots/lib/grid';
import { STATUS_TEXTS } from '@/features/battleshots/lib/room';
import type { EarlyPaint } from '@/lib/rooms/snapshot';
import { SHOTS_LABEL, STATUS_LABEL } from './StatusCard';

// A Battleshots room's first paint before React: the markup BattleshotsSnapshot renders
// (RoomHeaderView and StatusCard), built as a string by the inline script the moment the REST read
// is back. It follows mapBattleshotsRoom and roomStatus step by step (seats, phase, a revealed
// board that contradicts its answers, the shots so far), as one self-contained function: it is
// inlined into the page as text, so it uses nothing but its arguments.
// features/battleshots/__tests__/components/paintBattleshotsSnapshot.test.tsx holds its markup equal to
// BattleshotsSnapshot's over every branch.

export type BattleshotsPaintArgs = {
  /** roomHeaderTemplate(): the header's markup with gaps for the name and the code. */
  header: string;
  card: Record<'card' | 'title' | 'line' | 'shots', string>;
  /** roomStatus's texts, with {0}, {1}, … where the names go. */
  texts: typeof STATUS_TEXTS & { label: string; shotsLabel: string };
  fleet: readonly number[];
  gridSize: number;
  rows: string;
  cellPattern: string;
};

export function paintBattleshotsSnapshot(value: unknown, _also: unknown, id: string, a: BattleshotsPaintArgs): string | null {
  type Ship = { row: number; col: number; horizontal: boolean };
  type Shot = { cell: string; at: number; result: string | null; ship: number | null };
  // asRecord: an object, or an array read as the index-keyed map it was stored as.
  const rec = function (v: unknown): Record<string, unknown> | null {
    if (Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      v.forEach(function (el, i) {
        if (el !== null && el !== undefined) out[String(i)] = el;
      });
      return out;
    }
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  };
  const str = function (v: unknown, fallback?: string): string {
    return typeof v === 'string' ? v : fallback || '';
  };
  const num = function (v: unknown, fallback?: number): number {
    return typeof v === 'number' && isFinite(v) ? v : fallback === undefined ? 0 : fallback;
  };
  const esc = function (text: string) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const fill = function (template: string, values: string[]) {
    return template.replace(/\{(\d)\}/g, function (_, i) {
      return values[Number(i)];
    });
  };

  const room = rec(value);
  const s = rec(room && room.settings);
  if (!room || !s || typeof s.created_by !== 'string') return null;
  const createdBy = s.created_by;
  const players: Record<string, string> = {};
  const storedPlayers = rec(room.players) || {};
  for (const uid in storedPlayers) {
    const p = rec(storedPlayers[uid]);
    if (p && typeof p.name === 'string') players[uid] = p.name;
  }
  const g = rec(room.game) || {};
  const shots: Record<string, Shot[]> = {};
  const cellPattern = new RegExp(a.cellPattern);
  const byShooter = rec(g.shots) || {};
  for (const shooter in byShooter) {
    const list: Shot[] = [];
    const byCell = rec(byShooter[shooter]) || {};
    for (const cell in byCell) {
      const raw = rec(byCell[cell]);
      if (!raw || !cellPattern.test(cell)) continue;
      const result = raw.result === 'miss' || raw.result === 'hit' || raw.result === 'sunk' ? raw.result : null;
      const ship = raw.ship;
      const isShip = typeof ship === 'number' && Math.floor(ship) === ship && ship >= 0 && ship < a.fleet.length;
      list.push({ cell: cell, at: num(raw.at), result: result, ship: isShip ? ship : null });
    }
    shots[shooter] = list.sort(function (x, y) {
      return x.at - y.at;
    });
  }
  const inBounds = function (row: number, col: number) {
    return Math.floor(row) === row && Math.floor(col) === col && row >= 0 && row < a.gridSize && col >= 0 && col < a.gridSize;
  };
  // The cells ship `index` covers, or null when it sticks out of the board (shipCells).
  const shipCells = function (index: number, ship: Ship): string[] | null {
    const length = a.fleet[index];
    if (length === undefined || !inBounds(ship.row, ship.col)) return null;
    const cells: string[] = [];
    for (let i = 0; i < length; i++) {
      const row = ship.horizontal ? ship.row : ship.row + i;
      const col = ship.horizontal ? ship.col + i : ship.col;
      if (!inBounds(row, col)) return null;
      cells.push(a.rows[row] + (col + 1));
    }
    return cells;
  };
  const occupied = function (fleet: (Ship | null)[]): Record<string, number> {
    const out: Record<string, number> = {};
    fleet.forEach(function (ship, index) {
      if (!ship) return;
      (shipCells(index, ship) || []).forEach(function (cell) {
        out[cell] = index;
      });
    });
    return out;
  };
  // A revealed board counts only as a complete fleet (mapFleet).
  const revealed: Record<string, Ship[]> = {};
  const boards = rec(g.revealed) || {};
  for (const uid in boards) {
    const board = boards[uid];
    if (board === null || typeof board !== 'object') continue;
    const fleet = a.fleet.map(function (_, index) {
      const v = rec((board as Record<string, unknown>)[index]);
      if (!v || typeof v.horizontal !== 'boolean') return null;
      const row = num(v.row, -1);
      const col = num(v.col, -1);
      return Math.floor(row) === row && Math.floor(col) === col ? { row: row, col: col, horizontal: v.horizontal } : null;
    });
    const complete = fleet.every(function (ship, index) {
      if (!ship) return false;
      const cells = shipCells(index, ship);
      if (!cells) return false;
      const others = occupied(
        fleet.map(function (other, i) {
          return i === index ? null : other;
        }),
      );
      return !cells.some(function (cell) {
        return cell in others;
      });
    });
    if (complete) revealed[uid] = fleet as Ship[];
  }
  const stored = rec(g.ready) || {};
  const ready = function (uid: string) {
    return Object.prototype.hasOwnProperty.call(stored, uid);
  };
  const turn = str(g.turn, createdBy);
  const pending = str(g.pending);
  const winner = str(g.winner) || null;
  const forfeit = str(g.forfeit);

  const seatA = createdBy;
  const seatB = str(room.challenger) || null;
  const seatName = function (uid: string, seat: number) {
    return players[uid] || fill(a.texts.seat, [String(seat + 1)]);
  };
  const nameA = seatName(seatA, 0);
  let title: string;
  let line: string;
  let tally = '';
  if (!seatB) {
    title = fill(a.texts.waiting, [nameA]);
    line = a.texts.freeSeat;
  } else {
    const b = seatB;
    const nameB = seatName(b, 1);
    const name = function (uid: string | null) {
      return uid === seatA ? nameA : uid === b ? nameB : a.texts.nobody;
    };
    const opponent = function (uid: string) {
      return uid === seatA ? b : uid === b ? seatA : null;
    };
    const phase = winner ? 'over' : ready(seatA) && ready(b) ? 'playing' : 'placing';
    title = fill(a.texts.versus, [nameA, nameB]);
    if (phase === 'over') {
      // A player whose uncovered board contradicts their answers loses, whatever is stored (outcome).
      let liar: string | null = null;
      const defenders = [seatA, b];
      for (let d = 0; d < defenders.length; d++) {
        const defender = defenders[d];
        const fleet = revealed[defender];
        const shooter = opponent(defender);
        if (!fleet || !shooter) continue;
        const cellsOf = occupied(fleet);
        const earlier: Record<string, true> = {};
        const lied = (shots[shooter] || []).some(function (shot) {
          if (shot.result === null) return false;
          const index = shot.cell in cellsOf ? cellsOf[shot.cell] : -1;
          let truth = 'miss';
          if (index >= 0) {
            truth = (shipCells(index, fleet[index]) || []).every(function (c) {
              return c === shot.cell || c in earlier;
            })
              ? 'sunk'
              : 'hit';
          }
          earlier[shot.cell] = true;
          return truth !== shot.result || (index >= 0 && index !== shot.ship);
        });
        if (lied) {
          liar = defender;
          break;
        }
      }
      line = fill(a.texts.won, [name(liar ? opponent(liar) : winner)]);
      if (liar) line += fill(a.texts.liar, [name(liar)]);
      else if (forfeit) line += fill(a.texts.forfeit, [name(forfeit)]);
      else line += a.texts.end;
    } else if (phase === 'playing') {
      line = pending ? fill(a.texts.shotAt, [name(turn), pending]) : fill(a.texts.toShoot, [name(turn)]);
    } else {
      const both = [seatA, b].filter(function (uid) {
        return ready(uid);
      });
      line = both.length === 1 ? fill(a.texts.oneReady, [name(both[0]), name(both[0] === seatA ? b : seatA)]) : a.texts.placing;
    }
    if (phase !== 'placing') {
      [seatA, b].forEach(function (uid, seat) {
        const fired = shots[uid] || [];
        const hits = fired.filter(function (shot) {
          return shot.result === 'hit' || shot.result === 'sunk';
        }).length;
        tally += '<li>' + esc(fill(a.texts.tally, [seatName(uid, seat), String(fired.length), String(hits)])) + '</li>';
      });
    }
  }

  const k = a.card;
  const card =
    '<section class="' + k.card + '" aria-label="' + esc(a.texts.label) + '" data-testid="battleshots-status">' +
    '<p class="' + k.title + '" data-room-card="true">' + esc(title) + '</p><p class="' + k.line + '">' + esc(line) + '</p>' +
    (tally ? '<ul class="' + k.shots + '" aria-label="' + esc(a.texts.shotsLabel) + '">' + tally + '</ul>' : '') +
    '</section>';

  // RoomHeaderView with InviteButtonView disabled, as in paintProostSnapshot.
  const roomName = str(s.name) || id;
  // The shared header (roomHeaderTemplate) with the room's name and code in its two gaps.
  const gaps = a.header.split('\u0001');
  const header = gaps[0] + esc(roomName) + gaps[1] + esc(id) + gaps[2];
  return header + card;
}

const pick = <K extends string>(styles: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, styles[key]])) as Record<K, string>;

/** What the inline script of a Battleshots room page needs to paint its status card. */
export function battleshotsEarlyPaint(): EarlyPaint<BattleshotsPaintArgs> {
  return {
    painter: paintBattleshotsSnapshot,
    args: {
      header: roomHeaderTemplate(),
      card: pick(StatusCardStyles, ['card', 'title', 'line', 'shots'] as const),
      texts: { ...STATUS_TEXTS, label: STATUS_LABEL, shotsLabel: SHOTS_LABEL },
      fleet: FLEET,
      gridSize: GRID_SIZE,
      rows: ROW_LABELS,
      cellPattern: CELL_KEY_PATTERN.source,
    },
  };
}
