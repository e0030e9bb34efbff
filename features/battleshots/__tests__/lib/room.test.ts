/** @jest-environment node */
// The pure side of a Battleshots room: mapping its stored value (the live read and the first
// paint's REST snapshot both go through it) and the status card every member sees.
import { FLEET } from '@/features/battleshots/lib/fleet';
import { mapBattleshotsRoom, roomStatus } from '@/features/battleshots/lib/room';
import type { BattleshotsRoom } from '@/features/battleshots/lib/game';

/** A stored room the way the database holds it. */
function stored(game: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Sjøslag', private: false, created_by: 'kari', game_active: false, allow_new_players: true },
    players: { kari: { name: 'Kari', points: 2 }, ola: { name: 'Ola', points: 0 } },
    challenger: 'ola',
    game: { turn: 'kari', ...game },
    ...extra,
  };
}

const room = (...args: Parameters<typeof stored>) => mapBattleshotsRoom(stored(...args)) as BattleshotsRoom;
const stacked = Object.fromEntries(FLEET.map((_, i) => [String(i), { row: i, col: 0, horizontal: true }]));

describe('mapping a stored Battleshots room', () => {
  it('reads seats, the shot log in firing order and the uncovered boards, leaving malformed parts out', () => {
    const mapped = room({
      ready: { kari: true, ola: true },
      shots: { kari: { B2: { at: 20, result: 'hit', ship: 1 }, A1: { at: 10, result: 'miss' }, Z9: { at: 5 } }, ola: { C3: { at: 30 } } },
      pending: 'C3',
      revealed: { kari: stacked, ola: { 0: { row: 0 } } },
    });
    expect(mapped.settings).toEqual({ name: 'Sjøslag', private: false, createdBy: 'kari', gameActive: false, allowNewPlayers: true });
    expect(mapped.players).toEqual({ kari: { uid: 'kari', name: 'Kari', points: 2 }, ola: { uid: 'ola', name: 'Ola', points: 0 } });
    expect(mapped.game.shots.kari).toEqual([
      { cell: 'A1', at: 10, result: 'miss', ship: null },
      { cell: 'B2', at: 20, result: 'hit', ship: 1 },
    ]);
    expect(mapped.game.shots.ola).toEqual([{ cell: 'C3', at: 30, result: null, ship: null }]);
    expect(mapped.game.pending).toBe('C3');
    expect(Object.keys(mapped.game.revealed)).toEqual(['kari']);
    expect([...mapped.game.ready].sort()).toEqual(['kari', 'ola']);
  });

  it('gives null for a missing room or one without a creator, and the creator’s turn when none is stored', () => {
    expect(mapBattleshotsRoom(null)).toBeNull();
    expect(mapBattleshotsRoom({ settings: { name: 'x' }, game: {} })).toBeNull();
    expect(mapBattleshotsRoom({ settings: { created_by: 'kari' } })?.game.turn).toBe('kari');
  });
});

describe('the room’s status card', () => {
  it('waits for a challenger while the second seat is free', () => {
    expect(roomStatus(room({}, { challenger: null }))).toEqual({
      phase: 'waiting',
      title: 'Kari venter på en motspiller',
      line: 'Den andre plassen er ledig.',
      shots: [],
    });
  });

  it('names a seat that has no name yet by its number', () => {
    expect(roomStatus(room({}, { players: {} })).title).toBe('Spiller 1 mot Spiller 2');
  });

  it('tells who is still placing ships', () => {
    expect(roomStatus(room({}))).toMatchObject({ phase: 'placing', title: 'Kari mot Ola', line: 'Spillerne plasserer skipene …', shots: [] });
    expect(roomStatus(room({ ready: { ola: true } })).line).toBe('Ola er klar. Kari plasserer skipene …');
  });

  it('tells whose turn it is, or which shot waits for its answer, and counts shots and hits per seat', () => {
    const shots = { kari: { A1: { at: 1, result: 'miss' }, B1: { at: 3, result: 'hit', ship: 1 }, B2: { at: 4, result: 'sunk', ship: 4 } }, ola: { J10: { at: 2, result: 'miss' } } };
    const playing = roomStatus(room({ ready: { kari: true, ola: true }, turn: 'ola', shots }));
    expect(playing).toEqual({
      phase: 'playing',
      title: 'Kari mot Ola',
      line: 'Ola skal skyte.',
      shots: [
        { name: 'Kari', shots: 3, hits: 2 },
        { name: 'Ola', shots: 1, hits: 0 },
      ],
    });
    const waiting = roomStatus(room({ ready: { kari: true, ola: true }, turn: 'ola', pending: 'C3', shots: { ...shots, ola: { ...shots.ola, C3: { at: 5 } } } }));
    expect(waiting.line).toBe('Ola skjøt på C3, venter på svar.');
    expect(waiting.shots[1]).toEqual({ name: 'Ola', shots: 2, hits: 0 });
  });

  it('names the winner, and why when a player stayed away or their board belies their answers', () => {
    const done = { ready: { kari: true, ola: true }, shots: { kari: { A1: { at: 1, result: 'hit', ship: 0 } } } };
    expect(roomStatus(room({ ...done, winner: 'kari' }))).toMatchObject({ phase: 'over', line: 'Kari vant spillet.' });
    expect(roomStatus(room({ ...done, winner: 'kari', forfeit: 'ola' })).line).toBe('Kari vant spillet: Ola ble borte.');
    // Ola said «bom» to a shot on a ship its uncovered board shows, and claimed the win.
    const lie = room({ ready: { kari: true, ola: true }, shots: { kari: { A1: { at: 1, result: 'miss' } } }, winner: 'ola', revealed: { ola: stacked } });
    expect(roomStatus(lie).line).toBe('Kari vant spillet: brettet til Ola stemte ikke.');
  });
});
