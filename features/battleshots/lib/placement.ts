// Placing the fleet: which cells a ship covers, whether a placement is allowed (in bounds,
// straight, no overlaps), tap-to-place and a random placement with an injected random source.
import { FLEET, type Fleet, type Ship } from './fleet';
import { cellKey, GRID_SIZE, inBounds } from './grid';

/** A source of uniformly distributed numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** The keys of the cells ship `index` covers, or null when it sticks out of the board. */
export function shipCells(index: number, ship: Ship): string[] | null {
  const length = FLEET[index];
  if (length === undefined || !inBounds(ship.row, ship.col)) return null;
  const cells: string[] = [];
  for (let i = 0; i < length; i++) {
    const row = ship.horizontal ? ship.row : ship.row + i;
    const col = ship.horizontal ? ship.col + i : ship.col;
    if (!inBounds(row, col)) return null;
    cells.push(cellKey(row, col));
  }
  return cells;
}

/** Cell key → index of the ship on it, for every placed ship. */
export function occupiedCells(fleet: readonly (Ship | null)[]): Map<string, number> {
  const occupied = new Map<string, number>();
  fleet.forEach((ship, index) => {
    if (!ship) return;
    for (const cell of shipCells(index, ship) ?? []) occupied.set(cell, index);
  });
  return occupied;
}

export type PlacementProblem = 'outside' | 'overlap';

/** Why ship `index` cannot go at `ship` among the others of `fleet`, or null when it can. */
export function placementProblem(fleet: Fleet, index: number, ship: Ship): PlacementProblem | null {
  const cells = shipCells(index, ship);
  if (!cells) return 'outside';
  const others = occupiedCells(fleet.map((other, i) => (i === index ? null : other)));
  return cells.some((cell) => others.has(cell)) ? 'overlap' : null;
}

/** A complete fleet: every ship placed, in bounds and on cells of its own. */
export function isCompleteFleet(fleet: Fleet): fleet is Ship[] {
  if (fleet.length !== FLEET.length) return false;
  return fleet.every((ship, index) => ship !== null && placementProblem(fleet, index, ship) === null);
}

export const PLACEMENT_TEXTS: Record<PlacementProblem, string> = {
  outside: 'Skipet får ikke plass der. Prøv en annen rute eller snu det.',
  overlap: 'Skipet krysser et annet skip.',
};

export function withShip(fleet: Fleet, index: number, ship: Ship | null): Fleet {
  return fleet.map((other, i) => (i === index ? ship : other));
}

/** The first ship still to place, or null when all are placed. */
export function nextUnplaced(fleet: Fleet): number | null {
  const index = fleet.findIndex((ship) => ship === null);
  return index === -1 ? null : index;
}

/**
 * What a tap on a cell does while placing: a tap on a placed ship picks it up again; a tap on
 * an empty cell puts the next unplaced ship there (starting at that cell, pointing the chosen
 * way) if it fits.
 */
export function tapPlacement(
  fleet: Fleet,
  row: number,
  col: number,
  horizontal: boolean,
): { fleet: Fleet; problem: PlacementProblem | null } {
  const onCell = occupiedCells(fleet).get(cellKey(row, col));
  if (onCell !== undefined) return { fleet: withShip(fleet, onCell, null), problem: null };
  const index = nextUnplaced(fleet);
  if (index === null) return { fleet, problem: null };
  const ship = { row, col, horizontal };
  const problem = placementProblem(fleet, index, ship);
  return problem ? { fleet, problem } : { fleet: withShip(fleet, index, ship), problem: null };
}

/**
 * A random complete fleet: each ship, largest first, at a random spot among those where it
 * fits. Listing the spots (instead of trying until one fits) always ends, whatever the source.
 */
export function randomFleet(random: Random = Math.random): Ship[] {
  let fleet: Fleet = FLEET.map(() => null);
  for (let index = 0; index < FLEET.length; index++) {
    const spots: Ship[] = [];
    for (const horizontal of [true, false]) {
      for (let row = 0; row < GRID_SIZE; row++) {
        for (let col = 0; col < GRID_SIZE; col++) {
          const ship = { row, col, horizontal };
          if (placementProblem(fleet, index, ship) === null) spots.push(ship);
        }
      }
    }
    const pick = Math.min(spots.length - 1, Math.floor(random() * spots.length));
    fleet = withShip(fleet, index, spots[Math.max(0, pick)]);
  }
  return fleet as Ship[];
}
