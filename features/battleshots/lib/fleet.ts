// The classic fleet. A ship's index in the fleet fixes its length, so a stored board needs only
// where each ship starts and which way it points.

export const FLEET = [5, 4, 3, 3, 2] as const;
export const SHIP_NAMES = ['Hangarskipet', 'Slagskipet', 'Krysseren', 'Ubåten', 'Jageren'] as const;
export const TOTAL_SHIP_CELLS = /* @__PURE__ */ FLEET.reduce((sum, length) => sum + length, 0);

export type ShipIndex = 0 | 1 | 2 | 3 | 4;

export function isShipIndex(value: unknown): value is ShipIndex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < FLEET.length;
}

/** Where a ship lies: its top-left cell, and whether it runs to the right or downwards. */
export type Ship = { row: number; col: number; horizontal: boolean };

/** One entry per ship of FLEET; null while that ship is not placed yet. */
export type Fleet = (Ship | null)[];

export const EMPTY_FLEET: Fleet = /* @__PURE__ */ FLEET.map(() => null);
