// Answering a shot, as the defender's own client does it: only that client knows the board.
import { FLEET, SHIP_NAMES, type Ship, type ShipIndex } from './fleet';
import { occupiedCells, shipCells } from './placement';

export type ShotResult = 'miss' | 'hit' | 'sunk';

export type Answer = { result: 'miss' } | { result: 'hit'; ship: ShipIndex } | { result: 'sunk'; ship: ShipIndex };

export function isShotResult(value: unknown): value is ShotResult {
  return value === 'miss' || value === 'hit' || value === 'sunk';
}

/**
 * The answer to a shot at `cell`, given the defender's fleet and the cells already shot at
 * it (before this one). A ship is sunk by the shot that covers its last unshot cell.
 */
export function answerShot(fleet: readonly Ship[], earlierShots: ReadonlySet<string>, cell: string): Answer {
  const ship = occupiedCells(fleet).get(cell);
  if (ship === undefined) return { result: 'miss' };
  const index = ship as ShipIndex;
  const cells = shipCells(index, fleet[index]) ?? [];
  const sunk = cells.every((c) => c === cell || earlierShots.has(c));
  return { result: sunk ? 'sunk' : 'hit', ship: index };
}

/** True once every ship cell of the fleet has been shot. */
export function isFleetSunk(fleet: readonly Ship[], shots: ReadonlySet<string>): boolean {
  return [...occupiedCells(fleet).keys()].every((cell) => shots.has(cell));
}

/** The fleet is sunk when all its ships are; the log of sunk ships says so without the board. */
export function allShipsSunk(sunkShips: ReadonlySet<number>): boolean {
  return FLEET.every((_, index) => sunkShips.has(index));
}

/** «Krysseren er senket!» */
export function sunkText(ship: ShipIndex): string {
  return `${SHIP_NAMES[ship]} er senket!`;
}
