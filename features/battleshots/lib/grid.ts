// The 10×10 board, rows A–J and columns 1–10 (SPEC.md §9). Cells are addressed in the
// database by the label a player would say out loud ("C7"), which is also a valid key.

export const GRID_SIZE = 10;
export const ROW_LABELS = 'ABCDEFGHIJ';

export type Cell = { row: number; col: number };

export function inBounds(row: number, col: number): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < GRID_SIZE && col >= 0 && col < GRID_SIZE;
}

/** «A1» for the top-left cell, «J10» for the bottom-right one. */
export function cellKey(row: number, col: number): string {
  if (!inBounds(row, col)) throw new RangeError(`Outside the board: ${row},${col}`);
  return `${ROW_LABELS[row]}${col + 1}`;
}

export const CELL_KEY_PATTERN = /^[A-J]([1-9]|10)$/;

/** The cell a key names, or null for anything that is not a key of this board. */
export function parseCell(key: string): Cell | null {
  if (!CELL_KEY_PATTERN.test(key)) return null;
  return { row: ROW_LABELS.indexOf(key[0]), col: Number(key.slice(1)) - 1 };
}
