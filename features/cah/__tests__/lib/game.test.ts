import {
  afterLeave,
  blankCardsLeft,
  czarIsIdle,
  judge,
  nextCzar,
  nextRound,
  pickBlack,
  playProblem,
  ringLeave,
  ownersByKey,
  readyToJudge,
  revealOrder,
  scoreFor,
  startProblem,
  stillToPlay,
} from '@/features/cah/lib/game';
import { seededRandom } from '@/lib/random/random';
import { NEED_PLAYERS_TEXT } from '@/features/cah/lib/texts';
import type { CahGame, CahPlayer, Play, Round } from '@/features/cah/lib/types';

const player = (uid: string, seat: number, extra: Partial<CahPlayer> = {}): CahPlayer => ({
  uid,
  name: uid.toUpperCase(),
  points: 0,
  blankCardsUsed: 0,
  seat,
  ...extra,
});

const ann = player('ann', 10);
const bob = player('bob', 20);
const cid = player('cid', 30);
const dan = player('dan', 40);

const round = (extra: Partial<Round> = {}): Round => ({
  number: 1,
  czar: 'ann',
  czarSeat: 10,
  blackId: 'b1',
  pick: 1,
  phase: 'playing',
  winner: null,
  scored: null,
  ...extra,
});

/** A play on the table: a random-looking key, the text, no name. */
const play = (key: string, text: string, roundNumber = 1): Play => ({ key: `k-${key}`, round: roundNumber, cards: [{ text }] });

function game(extra: Partial<CahGame> = {}): CahGame {
  return {
    settings: { name: 'Fest', blankCards: 1, winPoints: 2, createdBy: 'ann', status: 1, gameNumber: 1 },
    players: [ann, bob, cid, dan],
    round: round(),
    plays: [],
    spent: {},
    recycled: {},
    usedBlack: {},
    deck: { next: 40, size: 300 },
    ringTail: 'dan',
    ...extra,
  };
}

const everyone = () => true;
const except = (...idle: string[]) => (uid: string) => !idle.includes(uid);

describe('czar rotation', () => {
  it('goes round the table in seat order and wraps', () => {
    const players = [cid, ann, dan, bob];
    expect(nextCzar(players, null, everyone)?.uid).toBe('ann');
    expect(nextCzar(players, { seat: 10, uid: 'ann' }, everyone)?.uid).toBe('bob');
    expect(nextCzar(players, { seat: 30, uid: 'cid' }, everyone)?.uid).toBe('dan');
    expect(nextCzar(players, { seat: 40, uid: 'dan' }, everyone)?.uid).toBe('ann');
  });

  it('keeps one order when two players sat down in the same millisecond', () => {
    const twins = [player('zed', 5), player('amy', 5), player('kim', 9)];
    expect(nextCzar(twins, { seat: 5, uid: 'amy' }, everyone)?.uid).toBe('zed');
    expect(nextCzar(twins, { seat: 5, uid: 'zed' }, everyone)?.uid).toBe('kim');
  });

  it('skips idle players', () => {
    expect(nextCzar([ann, bob, cid, dan], { seat: 10, uid: 'ann' }, except('bob', 'cid'))?.uid).toBe('dan');
  });

  it('passes on from the seat of a czar who has left', () => {
    // bob (seat 20) was czar and left: the next seat after 20 is cid.
    expect(nextCzar([ann, cid, dan], { seat: 20, uid: 'bob' }, everyone)?.uid).toBe('cid');
  });
});

describe('starting', () => {
  it('needs at least three players, with a clear message', () => {
    expect(startProblem([ann, bob])).toBe(NEED_PLAYERS_TEXT);
    expect(startProblem([ann, bob, cid])).toBeNull();
  });
});

describe('playing and judging', () => {
  it('waits for every active non-czar player, then is ready to judge', () => {
    const g = game({ plays: [play('bob', 'x')] });
    expect(stillToPlay(g, everyone)).toBe(2);
    expect(readyToJudge(g, everyone)).toBe(false);
    expect(readyToJudge(g, except('cid', 'dan'))).toBe(true);
    const all = game({ plays: [play('bob', 'x'), play('cid', 'y'), play('dan', 'z')] });
    expect(readyToJudge(all, everyone)).toBe(true);
  });

  it('ignores plays of an earlier round', () => {
    const g = game({ round: round({ number: 2 }), plays: [play('bob', 'x', 1), play('cid', 'y', 2)] });
    expect(stillToPlay(g, everyone)).toBe(2);
  });

  it('shows plays in one shuffled order that every phone computes alike', () => {
    const plays = ['bob', 'cid', 'dan'].map((uid) => play(uid, uid));
    const orders = new Set<string>();
    for (let r = 1; r <= 12; r++) {
      const here = revealOrder(plays, `ROOM-1-${r}`).map((p) => p.key).join();
      const there = revealOrder(plays.slice().reverse(), `ROOM-1-${r}`).map((p) => p.key).join();
      expect(there).toBe(here);
      orders.add(here);
    }
    // Over a dozen rounds the order is not fixed (so position does not give the player away).
    expect(orders.size).toBeGreaterThan(1);
  });

  it('refuses a play from the czar, a second play, the wrong count and a second blank', () => {
    const g = game({ plays: [play('bob', 'x')] });
    const one = [{ text: 'a', slot: 's1', pos: 'p1' }];
    expect(playProblem(g, 'ann', one, false)).toMatch(/kortkonge/);
    expect(playProblem(g, 'bob', one, true)).toMatch(/allerede/);
    expect(playProblem(g, 'cid', [], false)).toBe('Velg ett kort.');
    expect(playProblem(g, 'cid', one, false)).toBeNull();
    const pick2 = game({ round: round({ pick: 2 }) });
    expect(playProblem(pick2, 'cid', [one[0], one[0]], false)).toMatch(/samme kort/);
    expect(playProblem(pick2, 'cid', [{ text: 'eget', blank: true }, { text: 'mer', blank: true }], false)).toMatch(/ett blankt/);
  });

  it('counts blank cards per game up to blank_cards', () => {
    const g = game();
    expect(blankCardsLeft(bob, g.settings)).toBe(1);
    const used = player('bob', 20, { blankCardsUsed: 1 });
    expect(blankCardsLeft(used, g.settings)).toBe(0);
    const withUsed = game({ players: [ann, used, cid] });
    expect(playProblem(withUsed, 'bob', [{ text: 'eget', blank: true }], false)).toBe('Du har ikke flere blanke kort.');
    expect(playProblem(game(), 'bob', [{ text: 'eget', blank: true }], false)).toBeNull();
  });

  it('lets only the czar choose, and only a play of this round', () => {
    const g = game({ plays: [play('bob', 'x'), play('cid', 'y'), play('old', 'z', 0)] });
    expect(judge(g, 'bob', 'k-cid')).toMatch(/Bare kortkongen/);
    expect(judge(g, 'ann', 'k-dan')).toMatch(/ikke spilt/);
    expect(judge(g, 'ann', 'k-old')).toMatch(/ikke spilt/);
    expect(judge(g, 'ann', 'k-cid')).toBeNull();
  });

  it('finds the owner of the chosen play from the records, and gives them a point', () => {
    const owners = ownersByKey({ bob: { key: 'k-bob' }, cid: { key: 'k-cid' } });
    expect(owners).toEqual({ 'k-bob': 'bob', 'k-cid': 'cid' });
    expect(scoreFor(game(), owners['k-cid'])).toEqual({ winner: cid, points: 1, gameOver: false });
    // A winner who has left gets nothing.
    expect(scoreFor(game({ players: [ann, bob, dan] }), 'cid')).toBeNull();
  });

  it('ends the game when the winner reaches win_points', () => {
    const leader = player('cid', 30, { points: 1 });
    expect(scoreFor(game({ players: [ann, bob, leader] }), 'cid')).toEqual({ winner: leader, points: 2, gameOver: true });
  });
});

describe('rounds', () => {
  const bank = [
    { id: 'b1', pick: 1 as const },
    { id: 'b2', pick: 2 as const },
  ];

  it('moves to the next czar, numbers the round and draws an unused black card', () => {
    const g = game({ usedBlack: { b1: true } });
    const next = nextRound(g, bank, everyone, seededRandom('s'));
    expect(next).toEqual({
      round: { number: 2, czar: 'bob', czarSeat: 20, blackId: 'b2', pick: 2, phase: 'playing', winner: null, scored: null },
      resetUsedBlack: false,
    });
  });

  it('starts over with the black cards once all have been used', () => {
    const picked = pickBlack(['b1', 'b2'], { b1: true, b2: true }, seededRandom('s'));
    expect(picked?.resetUsed).toBe(true);
    expect(['b1', 'b2']).toContain(picked?.id);
  });

  it('skips an idle player when choosing the next czar', () => {
    const next = nextRound(game(), bank, except('bob'), seededRandom('s'));
    expect(next?.round.czar).toBe('cid');
  });
});

describe('players leaving', () => {
  it('a czar leaving mid-round starts a new round (the plays go back)', () => {
    expect(afterLeave(game(), 'ann')).toEqual({ kind: 'new-round' });
    expect(afterLeave(game(), 'bob')).toEqual({ kind: 'continue' });
  });

  it('fewer than three players stops the game', () => {
    expect(afterLeave(game({ players: [ann, bob, cid] }), 'cid')).toEqual({ kind: 'stop' });
  });

  it('an idle or departed czar can be passed over', () => {
    expect(czarIsIdle(game(), everyone)).toBe(false);
    expect(czarIsIdle(game(), except('ann'))).toBe(true);
    expect(czarIsIdle(game({ players: [bob, cid, dan] }), everyone)).toBe(true);
  });
});

describe('the seat ring', () => {
  const ring = [player('ann', 10, { next: 'bob' }), player('bob', 20, { next: 'cid' }), player('cid', 30, { next: 'ann' })];

  it('links the seat before a leaver past them, and moves the tail off a last seat', () => {
    expect(ringLeave({ players: ring, ringTail: 'cid' }, 'bob')).toEqual({ prev: 'ann', prevNext: 'cid', tail: 'cid' });
    expect(ringLeave({ players: ring, ringTail: 'cid' }, 'cid')).toEqual({ prev: 'bob', prevNext: 'ann', tail: 'bob' });
    expect(ringLeave({ players: ring, ringTail: 'cid' }, 'ann')).toEqual({ prev: 'cid', prevNext: 'bob', tail: 'cid' });
  });

  it('empties the ring when the last player leaves', () => {
    expect(ringLeave({ players: [player('ann', 10, { next: 'ann' })], ringTail: 'ann' }, 'ann')).toEqual({ prev: null, prevNext: null, tail: null });
  });
});
