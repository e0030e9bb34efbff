import { mapBattleshotsRoom, mapFleet, newBattleshotsRoom } from '@/features/battleshots/lib/data';
import { FLEET, type Ship } from '@/features/battleshots/lib/fleet';
import type { Shot } from '@/features/battleshots/lib/game';
import { fleetView, targetView } from '@/features/battleshots/lib/view';

const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));
const shot = (cell: string, result: Shot['result'], ship: Shot['ship'] = null, at = 1): Shot => ({ cell, at, result, ship });

describe('what the seas show', () => {
  it('shows shots at a hidden sea as pending, miss, hit, and a sunk ship as sunk on all its cells', () => {
    const cells = targetView([
      shot('A1', 'miss'),
      shot('E1', 'hit', 4),
      shot('E2', 'sunk', 4),
      shot('B1', 'hit', 1),
      shot('C5', null),
    ]);
    expect(Object.fromEntries(cells)).toEqual({ A1: 'miss', E1: 'sunk', E2: 'sunk', B1: 'hit', C5: 'pending' });
  });

  it('draws one’s own fleet under the shots it took', () => {
    const cells = fleetView(stacked, [shot('A1', 'hit', 0), shot('F1', 'miss')]);
    expect(cells.get('A1')).toBe('hit');
    expect(cells.get('A2')).toBe('ship');
    expect(cells.get('F1')).toBe('miss');
    expect(cells.get('F2')).toBeUndefined();
    expect([...cells.values()].filter((v) => v === 'ship')).toHaveLength(16);
  });
});

describe('reading stored data without trusting it', () => {
  it('reads a stored fleet as an object or as the array the SDK makes of it, and refuses a broken one', () => {
    const stored = Object.fromEntries(stacked.map((s, i) => [String(i), s]));
    expect(mapFleet(stored)).toEqual(stacked);
    expect(mapFleet(stacked.map((s) => ({ ...s })))).toEqual(stacked);
    expect(mapFleet({ ...stored, 4: { row: 0, col: 0, horizontal: true } })).toBeNull();
    expect(mapFleet({ ...stored, 2: { row: 'x', col: 0, horizontal: true } })).toBeNull();
    expect(mapFleet(null)).toBeNull();
    expect(mapFleet('board')).toBeNull();
  });

  it('maps a room, dropping malformed shots and players, with shots in firing order', () => {
    const base = newBattleshotsRoom({ name: 'Sjøslag', private: false, created_by: 'kari' });
    const room = mapBattleshotsRoom({
      ...base,
      challenger: 'ola',
      players: { kari: { uid: 'kari', name: 'Kari', points: 2 }, ola: { uid: 'ola', points: 0 } },
      game: {
        turn: 'kari',
        pending: 'C3',
        ready: { kari: true, ola: true },
        shots: { kari: { C3: { at: 30 }, A1: { at: 10, result: 'hit', ship: 0 }, Z9: { at: 5 }, B1: { at: 20, result: 'bogus' } } },
        sunk: { kari: { 4: 'E2' } },
      },
    });
    expect(room).not.toBeNull();
    expect(room!.settings).toEqual({ name: 'Sjøslag', private: false, createdBy: 'kari', gameActive: false, allowNewPlayers: false });
    expect(Object.keys(room!.players)).toEqual(['kari']);
    expect(room!.game.shots.kari.map((s) => [s.cell, s.result])).toEqual([['A1', 'hit'], ['B1', null], ['C3', null]]);
    expect([...room!.game.sunk.kari]).toEqual([4]);
    expect(room!.game.pending).toBe('C3');
    expect(mapBattleshotsRoom({ game: {} })).toBeNull();
  });
});
