// What each cell of a board shows, from what the viewer is allowed to know: their own fleet,
// and the shots (with answers) everyone in the room sees.
import type { Fleet } from './fleet';
import type { Shot } from './game';
import { occupiedCells } from './placement';

/** What one cell shows. */
export type CellView = 'water' | 'ship' | 'miss' | 'hit' | 'sunk' | 'pending';

/**
 * The cells of a sea as seen from outside: the shots fired at it and their answers; a shot
 * without an answer yet is pending. A sunk ship shows all its hit cells as sunk when the ship
 * index is known from the answers.
 */
export function targetView(shots: readonly Shot[]): Map<string, CellView> {
  const sunkShips = new Set(shots.filter((s) => s.result === 'sunk' && s.ship !== null).map((s) => s.ship));
  const cells = new Map<string, CellView>();
  for (const shot of shots) {
    if (shot.result === null) cells.set(shot.cell, 'pending');
    else if (shot.result === 'miss') cells.set(shot.cell, 'miss');
    else cells.set(shot.cell, shot.ship !== null && sunkShips.has(shot.ship) ? 'sunk' : 'hit');
  }
  return cells;
}

/** A sea with its fleet drawn under the shots: one's own, or a board revealed at the end. */
export function fleetView(fleet: Fleet, shots: readonly Shot[]): Map<string, CellView> {
  const cells = new Map<string, CellView>();
  for (const cell of occupiedCells(fleet).keys()) cells.set(cell, 'ship');
  for (const [cell, view] of targetView(shots)) cells.set(cell, view);
  return cells;
}
