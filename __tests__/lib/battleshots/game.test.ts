import { FLEET, type Ship } from '@/lib/battleshots/fleet';
import {
  canShoot,
  canTakeSeat,
  drinksTally,
  nextStarter,
  opponentOf,
  phaseOf,
  rematchAgreed,
  roleOf,
  shotToAnswer,
  sinkingEndsGame,
  type BattleshotsRoom,
  type GameState,
} from '@/lib/battleshots/game';
import { allShipsSunk, answerShot, isFleetSunk, sunkText } from '@/lib/battleshots/shots';

const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));

function game(over: Partial<GameState> = {}): GameState {
  return {
    turn: 'kari', pending: null, ready: new Set(), shots: {}, sunk: {}, winner: null, revealed: {}, rematch: new Set(),
    ...over,
  };
}
function room(over: Partial<BattleshotsRoom> = {}, g: Partial<GameState> = {}): BattleshotsRoom {
  return {
    settings: { name: 'Sjøslag', private: false, createdBy: 'kari', gameActive: false },
    challenger: 'ola',
    players: {},
    game: game(g),
    ...over,
  };
}

describe('answering a shot', () => {
  it('says miss on water and hit with the ship on a ship', () => {
    expect(answerShot(stacked, new Set(), 'F1')).toEqual({ result: 'miss' });
    expect(answerShot(stacked, new Set(), 'A3')).toEqual({ result: 'hit', ship: 0 });
    expect(answerShot(stacked, new Set(), 'B4')).toEqual({ result: 'hit', ship: 1 });
  });

  it('says sunk, with which ship, on the shot that covers its last cell', () => {
    expect(answerShot(stacked, new Set(['E1']), 'E2')).toEqual({ result: 'sunk', ship: 4 });
    expect(answerShot(stacked, new Set(['C1', 'C3']), 'C2')).toEqual({ result: 'sunk', ship: 2 });
    expect(answerShot(stacked, new Set(['C1', 'D2']), 'C2')).toEqual({ result: 'hit', ship: 2 });
    expect(sunkText(2)).toBe('Krysseren er senket!');
  });

  it('knows when a whole fleet is sunk', () => {
    const all = new Set(stacked.flatMap((s, i) => Array.from({ length: FLEET[i] }, (_, k) => `${'ABCDE'[s.row]}${k + 1}`)));
    expect(isFleetSunk(stacked, all)).toBe(true);
    all.delete('A5');
    expect(isFleetSunk(stacked, all)).toBe(false);
    expect(allShipsSunk(new Set([0, 1, 2, 3]))).toBe(false);
    expect(allShipsSunk(new Set([0, 1, 2, 3, 4]))).toBe(true);
  });
});

describe('seats and phases', () => {
  it('seats the creator and the first joiner; others watch', () => {
    const r = room();
    expect(roleOf(r, 'kari')).toBe('player');
    expect(roleOf(r, 'ola')).toBe('player');
    expect(roleOf(r, 'per')).toBe('spectator');
    expect(opponentOf(r, 'kari')).toBe('ola');
    expect(opponentOf(r, 'per')).toBeNull();
    expect(canTakeSeat(r, 'per')).toBe(false);
    expect(canTakeSeat(room({ challenger: null }), 'per')).toBe(true);
    expect(canTakeSeat(room({ challenger: null }), 'kari')).toBe(false);
  });

  it('waits for a second player, then for both fleets, then plays until a winner', () => {
    expect(phaseOf(room({ challenger: null }))).toBe('waiting');
    expect(phaseOf(room({}, { ready: new Set(['kari']) }))).toBe('placing');
    expect(phaseOf(room({}, { ready: new Set(['kari', 'ola']) }))).toBe('playing');
    expect(phaseOf(room({}, { ready: new Set(['kari', 'ola']), winner: 'ola' }))).toBe('over');
  });

  it('lets only the player whose turn it is shoot, and not while a shot waits for its answer', () => {
    const ready = new Set(['kari', 'ola']);
    expect(canShoot(room({}, { ready }), 'kari')).toBe(true);
    expect(canShoot(room({}, { ready }), 'ola')).toBe(false);
    expect(canShoot(room({}, { ready: new Set(['kari']) }), 'kari')).toBe(false);
    expect(canShoot(room({}, { ready, pending: 'A1' }), 'kari')).toBe(false);
    const fired = { kari: [{ cell: 'A1', at: 7, result: null, ship: null }] };
    expect(shotToAnswer(room({}, { ready, pending: 'A1', shots: fired }), 'ola')).toEqual({ shooter: 'kari', cell: 'A1', at: 7 });
    expect(shotToAnswer(room({}, { ready, pending: 'A1', shots: fired }), 'kari')).toBeNull();
    expect(shotToAnswer(room({}, { ready, pending: 'A1', shots: fired }), 'per')).toBeNull();
  });

  it('answers only a pending cell that is an unanswered shot of the shooter', () => {
    const ready = new Set(['kari', 'ola']);
    // Half of an update: the turn passed to Ola while Kari's answered shot still shows as pending.
    const answered = { ola: [{ cell: 'J10', at: 5, result: 'miss' as const, ship: null }] };
    expect(shotToAnswer(room({}, { ready, turn: 'ola', pending: 'J10', shots: answered }), 'kari')).toBeNull();
    expect(shotToAnswer(room({}, { ready, turn: 'ola', pending: 'J10', shots: {} }), 'kari')).toBeNull();
  });
});

describe('end of a game', () => {
  it('counts one drink per hit taken', () => {
    const r = room({}, {
      shots: {
        kari: [
          { cell: 'A1', at: 1, result: 'hit', ship: 0 },
          { cell: 'A2', at: 2, result: 'miss', ship: null },
          { cell: 'E1', at: 3, result: 'sunk', ship: 4 },
        ],
        ola: [{ cell: 'B1', at: 4, result: 'hit', ship: 1 }, { cell: 'B2', at: 5, result: null, ship: null }],
      },
    });
    expect(drinksTally(r)).toEqual({ kari: 1, ola: 2 });
  });

  it('ends the game with the fifth sunk ship', () => {
    expect(sinkingEndsGame(game({ sunk: { kari: new Set([0, 1, 2, 3]) } }), 'kari', 4)).toBe(true);
    expect(sinkingEndsGame(game({ sunk: { kari: new Set([0, 1, 2]) } }), 'kari', 4)).toBe(false);
    expect(sinkingEndsGame(game({ sunk: { ola: new Set([0, 1, 2, 3]) } }), 'kari', 4)).toBe(false);
  });

  it('starts a rematch when both accept, with the loser shooting first', () => {
    const over = { ready: new Set(['kari', 'ola']), winner: 'kari' };
    expect(rematchAgreed(room({}, { ...over, rematch: new Set(['kari']) }))).toBe(false);
    expect(rematchAgreed(room({}, { ...over, rematch: new Set(['kari', 'ola']) }))).toBe(true);
    expect(rematchAgreed(room({}, { rematch: new Set(['kari', 'ola']) }))).toBe(false);
    expect(nextStarter(room({}, over))).toBe('ola');
    expect(nextStarter(room({}, { winner: 'ola' }))).toBe('kari');
  });
});
