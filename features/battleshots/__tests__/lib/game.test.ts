import { FLEET, type Ship } from '@/features/battleshots/lib/fleet';
import {
  canShoot,
  canTakeSeat,
  drinksTally,
  nextStarter,
  opponentOf,
  phaseOf,
  canDeclareGone,
  falseAnswers,
  goneAt,
  isGameActive,
  outcome,
  readyStartsGame,
  rematchAgreed,
  roleOf,
  seatIsOpen,
  shotToAnswer,
  sinkingEndsGame,
  type BattleshotsRoom,
  type GameState,
} from '@/features/battleshots/lib/game';
import { allShipsSunk, answerShot, isFleetSunk, sunkText } from '@/features/battleshots/lib/shots';

const stacked: Ship[] = FLEET.map((_, i) => ({ row: i, col: 0, horizontal: true }));

function game(over: Partial<GameState> = {}): GameState {
  return {
    turn: 'kari', pending: null, seq: 0, ready: new Set(), shots: {}, sunk: {}, winner: null, forfeit: null, revealed: {}, rematch: new Set(),
    ...over,
  };
}
function room(over: Partial<BattleshotsRoom> = {}, g: Partial<GameState> = {}): BattleshotsRoom {
  return {
    settings: { name: 'Sjøslag', private: false, createdBy: 'kari', gameActive: false, allowNewPlayers: false },
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
    expect(canTakeSeat(room({ challenger: null }), 'kari')).toBe(false);
  });

  it('keeps the free seat of a public room closed to passers-by until the creator opens it', () => {
    const free = room({ challenger: null });
    expect(seatIsOpen(free)).toBe(false);
    expect(canTakeSeat(free, 'per')).toBe(false);
    const opened = room({ challenger: null, settings: { ...free.settings, allowNewPlayers: true } });
    expect(canTakeSeat(opened, 'per')).toBe(true);
    // In a private room the password was the invitation.
    const invited = room({ challenger: null, settings: { ...free.settings, private: true } });
    expect(canTakeSeat(invited, 'per')).toBe(true);
    expect(canTakeSeat(room({ settings: opened.settings }), 'per')).toBe(false);
  });

  it('waits for a second player, then for both fleets, then plays until a winner', () => {
    expect(phaseOf(room({ challenger: null }))).toBe('waiting');
    expect(phaseOf(room({}, { ready: new Set(['kari']) }))).toBe('placing');
    expect(phaseOf(room({}, { ready: new Set(['kari', 'ola']) }))).toBe('playing');
    expect(phaseOf(room({}, { ready: new Set(['kari', 'ola']), winner: 'ola' }))).toBe('over');
  });

  it('calls a game active (SPEC\'s game_active) only while it is being played', () => {
    expect(isGameActive(room({ challenger: null }, { ready: new Set(['kari', 'ola']) }))).toBe(false);
    expect(isGameActive(room({}, { ready: new Set(['kari']) }))).toBe(false);
    expect(isGameActive(room({}, { ready: new Set(['kari', 'ola']) }))).toBe(true);
    expect(isGameActive(room({}, { ready: new Set(['kari', 'ola']), winner: 'ola' }))).toBe(false);
  });

  it('knows whether a player\'s «Klar!» starts the game', () => {
    expect(readyStartsGame(room(), 'kari')).toBe(false);
    expect(readyStartsGame(room({}, { ready: new Set(['ola']) }), 'kari')).toBe(true);
    expect(readyStartsGame(room({}, { ready: new Set(['kari']) }), 'ola')).toBe(true);
    expect(readyStartsGame(room({ challenger: null }), 'kari')).toBe(false);
    // A spectator's ready would not count (the rules refuse it anyway).
    expect(readyStartsGame(room({}, { ready: new Set(['ola']) }), 'per')).toBe(false);
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

describe('a defender who stays away', () => {
  const waiting = { ready: new Set(['kari', 'ola']), pending: 'C3', shots: { kari: [{ cell: 'C3', at: 1_000, result: null, ship: null }] } };

  it('can be declared gone by the shooter 60 s after the shot, only while away', () => {
    const r = room({}, waiting);
    expect(goneAt(r, 'kari')).toBe(61_000);
    expect(canDeclareGone(r, 'kari', 60_999, false)).toBe(false);
    expect(canDeclareGone(r, 'kari', 61_000, false)).toBe(true);
    expect(canDeclareGone(r, 'kari', 120_000, true)).toBe(false);
    // Not by the defender or a watcher, and not once the shot is answered or the game is over.
    expect(goneAt(r, 'ola')).toBeNull();
    expect(goneAt(r, 'per')).toBeNull();
    expect(goneAt(room({}, { ...waiting, shots: { kari: [{ cell: 'C3', at: 1_000, result: 'miss', ship: null }] } }), 'kari')).toBeNull();
    expect(goneAt(room({}, { ...waiting, winner: 'kari' }), 'kari')).toBeNull();
    expect(goneAt(room({}, { ...waiting, pending: null }), 'kari')).toBeNull();
  });
});

describe('checking the answers against an uncovered board', () => {
  const shots = (list: [string, 'miss' | 'hit' | 'sunk', number | null][]) =>
    list.map(([cell, result, ship], at) => ({ cell, at, result, ship: ship as 0 | 1 | 2 | 3 | 4 | null }));
  const over = (kariShots: ReturnType<typeof shots>) =>
    room({}, { ready: new Set(['kari', 'ola']), winner: 'ola', revealed: { ola: stacked }, shots: { kari: kariShots } });

  it('finds no fault in true answers', () => {
    const r = over(shots([['F1', 'miss', null], ['E1', 'hit', 4], ['E2', 'sunk', 4], ['A1', 'hit', 0]]));
    expect(falseAnswers(r, 'ola')).toEqual([]);
    expect(outcome(r)).toEqual({ winner: 'ola', liar: null });
  });

  it('finds a «bom» on a ship, a hit on water, the wrong ship and a sinking hidden as a hit; the liar loses', () => {
    expect(falseAnswers(over(shots([['A1', 'miss', null]])), 'ola')).toEqual(['A1']);
    expect(falseAnswers(over(shots([['F1', 'hit', 0]])), 'ola')).toEqual(['F1']);
    expect(falseAnswers(over(shots([['A1', 'hit', 1]])), 'ola')).toEqual(['A1']);
    expect(falseAnswers(over(shots([['E1', 'hit', 4], ['E2', 'hit', 4]])), 'ola')).toEqual(['E2']);
    expect(falseAnswers(over(shots([['E1', 'sunk', 4]])), 'ola')).toEqual(['E1']);
    expect(outcome(over(shots([['A1', 'miss', null]])))).toEqual({ winner: 'kari', liar: 'ola' });
  });

  it('cannot judge a board that was not uncovered', () => {
    const r = room({}, { winner: 'ola', shots: { kari: shots([['A1', 'miss', null]]) } });
    expect(falseAnswers(r, 'ola')).toEqual([]);
    expect(outcome(r).winner).toBe('ola');
  });
});
