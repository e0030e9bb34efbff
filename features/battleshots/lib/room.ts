// A Battleshots room mapped from its stored value, and the status every member (and the room's
// first paint) shows from it. Kept apart from the data module (which needs the database SDK)
// because the first paint maps the room's REST snapshot with it before any SDK loads.
import { asRecord, bool, num, str } from '@/lib/firebase/values';
import { FLEET, isShipIndex, type Ship } from './fleet';
import { isHit, outcome, phaseOf, seats, type BattleshotsRoom, type GameState, type Phase, type Player, type Shot, type StatusRoom } from './game';
import { parseCell } from './grid';
import { isCompleteFleet } from './placement';
import { isShotResult } from './shots';


function mapShip(value: unknown): Ship | null {
  const s = asRecord(value);
  if (!s || typeof s.horizontal !== 'boolean') return null;
  const row = num(s.row, -1);
  const col = num(s.col, -1);
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col, horizontal: s.horizontal } : null;
}

/** A stored fleet (object keyed 0–4, or the array the SDK makes of it); null unless complete. */
export function mapFleet(value: unknown): Ship[] | null {
  if (value === null || typeof value !== 'object') return null;
  const byIndex = value as Record<string, unknown>;
  const fleet = FLEET.map((_, index) => mapShip(byIndex[index]));
  return isCompleteFleet(fleet) ? fleet : null;
}

function mapPlayer(uid: string, value: unknown): Player | null {
  const p = asRecord(value);
  if (!p || typeof p.name !== 'string') return null;
  return { uid, name: p.name, points: num(p.points) };
}

function mapShots(value: unknown): Shot[] {
  const shots: Shot[] = [];
  for (const [cell, raw] of Object.entries(asRecord(value) ?? {})) {
    const s = asRecord(raw);
    if (!s || !parseCell(cell)) continue;
    const ship = s.ship;
    shots.push({
      cell,
      at: num(s.at),
      result: isShotResult(s.result) ? s.result : null,
      ship: isShipIndex(ship) ? ship : null,
    });
  }
  return shots.sort((a, b) => a.at - b.at);
}

function keysOf(value: unknown): Set<string> {
  return new Set(Object.keys(asRecord(value) ?? {}));
}

/** The game's part the status card reads (StatusRoom); mapGame adds the rest. */
function mapStatusGame(g: Record<string, unknown>, fallbackTurn: string): StatusRoom['game'] {
  const shots: Record<string, Shot[]> = {};
  for (const [shooter, byCell] of Object.entries(asRecord(g.shots) ?? {})) shots[shooter] = mapShots(byCell);
  const revealed: Record<string, Ship[]> = {};
  for (const [uid, board] of Object.entries(asRecord(g.revealed) ?? {})) {
    const fleet = mapFleet(board);
    if (fleet) revealed[uid] = fleet;
  }
  const pending = str(g.pending);
  const winner = str(g.winner);
  const forfeit = str(g.forfeit);
  return {
    turn: str(g.turn, fallbackTurn),
    pending: pending || null,
    ready: keysOf(g.ready),
    shots,
    winner: winner || null,
    forfeit: forfeit || null,
    revealed,
  };
}

function mapGame(g: Record<string, unknown>, status: StatusRoom['game']): GameState {
  const sunk: Record<string, Set<number>> = {};
  for (const [shooter, byShip] of Object.entries(asRecord(g.sunk) ?? {})) {
    // The SDK turns an object keyed 0…4 into an array, with holes for missing keys.
    sunk[shooter] = new Set(
      Object.entries(byShip && typeof byShip === 'object' ? byShip : {})
        .filter(([, cell]) => typeof cell === 'string')
        .map(([ship]) => Number(ship)),
    );
  }
  return {
    ...status,
    seq: Math.max(0, Math.floor(num(g.seq))),
    sunk,
    rematch: keysOf(g.rematch),
  };
}

/** The room's stored value and the part of it the status card reads; null when it is no room. */
function mapStatusCore(value: unknown) {
  const room = asRecord(value);
  const s = asRecord(room?.settings);
  if (!room || !s || typeof s.created_by !== 'string') return null;
  const players: Record<string, Player> = {};
  for (const [uid, raw] of Object.entries(asRecord(room.players) ?? {})) {
    const player = mapPlayer(uid, raw);
    if (player) players[uid] = player;
  }
  const challenger = str(room.challenger);
  const game = asRecord(room.game) ?? {};
  const status: StatusRoom = {
    settings: { name: str(s.name), createdBy: s.created_by },
    challenger: challenger || null,
    players,
    game: mapStatusGame(game, s.created_by),
  };
  return { s, game, status };
}

/** What the status card reads of a room (the first-painted card's mapper); null when it is no room. */
export function mapStatusRoom(value: unknown): StatusRoom | null {
  return mapStatusCore(value)?.status ?? null;
}

/** Null when the room has no contents (it does not exist). */
export function mapBattleshotsRoom(value: unknown): BattleshotsRoom | null {
  const core = mapStatusCore(value);
  if (!core) return null;
  const { s, game, status } = core;
  return {
    ...status,
    settings: { ...status.settings, private: bool(s.private), gameActive: bool(s.game_active), allowNewPlayers: bool(s.allow_new_players) },
    game: mapGame(game, status.game),
  };
}

// ---------------------------------------------------------------------------------- status

/**
 * The status card's texts, with {0}, {1}, … where names and cells go: roomStatus fills them in, and
 * so does the room's first paint before React (features/battleshots/paint.generated.ts).
 */
export const STATUS_TEXTS = {
  seat: 'Spiller {0}',
  waiting: '{0} venter på en motspiller',
  freeSeat: 'Den andre plassen er ledig.',
  versus: '{0} mot {1}',
  nobody: 'Ingen',
  won: '{0} vant spillet',
  liar: ': brettet til {0} stemte ikke.',
  forfeit: ': {0} ble borte.',
  end: '.',
  shotAt: '{0} skjøt på {1}, venter på svar.',
  toShoot: '{0} skal skyte.',
  oneReady: '{0} er klar. {1} plasserer skipene …',
  placing: 'Spillerne plasserer skipene …',
  tally: '{0}: {1} skudd, {2} treff',
};

/** A status text with its gaps filled (a value is never read as a gap itself). */
export function fillStatusText(template: string, ...values: string[]): string {
  return template.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)]);
}

/** The name a player gave at their seat, or «Spiller 1/2» before they have given one. */
function seatName(room: StatusRoom, uid: string, seat: number): string {
  return room.players[uid]?.name || fillStatusText(STATUS_TEXTS.seat, String(seat + 1));
}

export type SeatShots = { name: string; shots: number; hits: number };

/** What the room's status card says: who plays whom, where the game stands, and the shots so far. */
export type RoomStatus = {
  phase: Phase;
  title: string;
  line: string;
  /** Per seat, once the game has started: shots fired and how many hit. */
  shots: SeatShots[];
};

export function roomStatus(room: StatusRoom): RoomStatus {
  const phase = phaseOf(room);
  const [a, b] = seats(room);
  const nameA = seatName(room, a, 0);
  if (!b) return { phase, title: fillStatusText(STATUS_TEXTS.waiting, nameA), line: STATUS_TEXTS.freeSeat, shots: [] };
  const nameB = seatName(room, b, 1);
  const name = (uid: string | null) => (uid === a ? nameA : uid === b ? nameB : STATUS_TEXTS.nobody);
  const title = fillStatusText(STATUS_TEXTS.versus, nameA, nameB);
  let line: string;
  if (phase === 'over') {
    const { winner, liar } = outcome(room);
    line = fillStatusText(STATUS_TEXTS.won, name(winner));
    if (liar) line += fillStatusText(STATUS_TEXTS.liar, name(liar));
    else if (room.game.forfeit) line += fillStatusText(STATUS_TEXTS.forfeit, name(room.game.forfeit));
    else line += STATUS_TEXTS.end;
  } else if (phase === 'playing') {
    const { turn, pending } = room.game;
    line = pending ? fillStatusText(STATUS_TEXTS.shotAt, name(turn), pending) : fillStatusText(STATUS_TEXTS.toShoot, name(turn));
  } else {
    const ready = [a, b].filter((uid) => room.game.ready.has(uid));
    line = ready.length === 1 ? fillStatusText(STATUS_TEXTS.oneReady, name(ready[0]), name(ready[0] === a ? b : a)) : STATUS_TEXTS.placing;
  }
  const shots =
    phase === 'playing' || phase === 'over'
      ? [a, b].map((uid, seat) => {
          const fired = room.game.shots[uid] ?? [];
          return { name: seatName(room, uid, seat), shots: fired.length, hits: fired.filter((s) => isHit(s.result)).length };
        })
      : [];
  return { phase, title, line, shots };
}
