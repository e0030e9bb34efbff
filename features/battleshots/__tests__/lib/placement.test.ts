import { EMPTY_FLEET, FLEET, type Fleet, type Ship } from '@/features/battleshots/lib/fleet';
import { cellKey, parseCell } from '@/features/battleshots/lib/grid';
import { parseDraft } from '@/features/battleshots/lib/draft';
import {
  isCompleteFleet,
  nextUnplaced,
  occupiedCells,
  placementProblem,
  randomFleet,
  shipCells,
  tapPlacement,
} from '@/features/battleshots/lib/placement';

/** A valid fleet: the ships lie in rows A–E, each starting in column 1. */
const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('grid labels', () => {
  it('names cells by row letter A–J and column 1–10', () => {
    expect(cellKey(0, 0)).toBe('A1');
    expect(cellKey(9, 9)).toBe('J10');
    expect(cellKey(2, 6)).toBe('C7');
    expect(parseCell('C7')).toEqual({ row: 2, col: 6 });
    expect(parseCell('J10')).toEqual({ row: 9, col: 9 });
  });

  it('refuses cells outside the board', () => {
    expect(() => cellKey(10, 0)).toThrow(RangeError);
    expect(() => cellKey(0, -1)).toThrow(RangeError);
    for (const bad of ['K1', 'A0', 'A11', 'a1', 'A01', '', 'A1 ']) expect(parseCell(bad)).toBeNull();
  });
});

describe('placement', () => {
  it('lays a ship of its fleet length to the right or downwards', () => {
    expect(shipCells(0, { row: 0, col: 0, horizontal: true })).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(shipCells(4, { row: 8, col: 9, horizontal: false })).toEqual(['I10', 'J10']);
  });

  it('refuses a ship sticking out of the board', () => {
    expect(shipCells(0, { row: 0, col: 6, horizontal: true })).toBeNull();
    expect(placementProblem(EMPTY_FLEET, 0, { row: 6, col: 0, horizontal: false })).toBe('outside');
    expect(placementProblem(EMPTY_FLEET, 0, { row: 5, col: 0, horizontal: false })).toBeNull();
    expect(placementProblem(EMPTY_FLEET, 1, { row: -1, col: 0, horizontal: true })).toBe('outside');
  });

  it('refuses overlapping ships, including crossing ones', () => {
    const fleet: Fleet = [{ row: 2, col: 0, horizontal: true }, null, null, null, null];
    expect(placementProblem(fleet, 1, { row: 0, col: 3, horizontal: false })).toBe('overlap');
    expect(placementProblem(fleet, 1, { row: 3, col: 0, horizontal: true })).toBeNull();
    // Moving a ship onto its own old cells is fine.
    expect(placementProblem(fleet, 0, { row: 2, col: 1, horizontal: true })).toBeNull();
  });

  it('accepts a complete fleet only with every ship placed and apart', () => {
    expect(isCompleteFleet(stacked)).toBe(true);
    expect(isCompleteFleet(stacked.slice(0, 4))).toBe(false);
    expect(isCompleteFleet([...stacked.slice(0, 4), null])).toBe(false);
    expect(isCompleteFleet([...stacked.slice(0, 4), { row: 0, col: 3, horizontal: false }])).toBe(false);
    expect(occupiedCells(stacked).size).toBe(17);
  });

  it('places the next ship where tapped, picks a ship up on a second tap, and says why a tap fails', () => {
    let { fleet, problem } = tapPlacement(EMPTY_FLEET, 0, 0, true);
    expect(problem).toBeNull();
    expect(fleet[0]).toEqual({ row: 0, col: 0, horizontal: true });
    expect(nextUnplaced(fleet)).toBe(1);

    ({ fleet, problem } = tapPlacement(fleet, 0, 9, false));
    expect(fleet[1]).toEqual({ row: 0, col: 9, horizontal: false });

    const refused = tapPlacement(fleet, 9, 8, true);
    expect(refused.problem).toBe('outside');
    expect(refused.fleet).toBe(fleet);
    expect(tapPlacement(fleet, 1, 7, true).problem).toBe('overlap');

    const pickedUp = tapPlacement(fleet, 0, 3, true).fleet;
    expect(pickedUp[0]).toBeNull();
    expect(nextUnplaced(pickedUp)).toBe(0);
  });

  it('places a random fleet that is always complete and follows the random source', () => {
    for (let seed = 1; seed <= 50; seed++) expect(isCompleteFleet(randomFleet(seeded(seed)))).toBe(true);
    expect(randomFleet(seeded(7))).toEqual(randomFleet(seeded(7)));
    expect(randomFleet(seeded(7))).not.toEqual(randomFleet(seeded(8)));
    // Even a source stuck at its extremes yields a valid fleet.
    expect(isCompleteFleet(randomFleet(() => 0))).toBe(true);
    expect(isCompleteFleet(randomFleet(() => 0.999999))).toBe(true);
  });
});

describe('a placement draft kept over a reload', () => {

  it('comes back as it was stored', () => {
    const fleet: Fleet = [stacked[0], null, stacked[2], null, stacked[4]];
    expect(parseDraft(JSON.stringify(fleet))).toEqual(fleet);
  });

  it('drops what does not fit or is not a ship, and survives garbage', () => {
    const overlapping = [stacked[0], { row: 0, col: 2, horizontal: false }, { row: 9, col: 9, horizontal: true }, 'x', null];
    expect(parseDraft(JSON.stringify(overlapping))).toEqual([stacked[0], null, null, null, null]);
    expect(parseDraft('{not json')).toEqual(EMPTY_FLEET);
    expect(parseDraft(JSON.stringify([1, 2]))).toEqual(EMPTY_FLEET);
    expect(parseDraft(null)).toEqual(EMPTY_FLEET);
  });
});
