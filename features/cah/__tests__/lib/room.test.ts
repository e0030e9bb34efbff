/** @jest-environment node */
// The pure side of a Cah room: mapping its stored value (the live read and the first paint's
// REST snapshot both go through it) and what the black card on the table shows.
import { mapBlackCards } from '@/features/cah/lib/bank';
import { cardParts, GAME_OVER_TEXT, mapGame, tableCard, WAITING_FOR_START_TEXT } from '@/features/cah/lib/room';
import type { BlackCard, CahGame } from '@/features/cah/lib/types';

const black: BlackCard[] = [
  { id: 'b001', text: 'Hva gjemmer pappa i garasjen?', pick: 1 },
  { id: 'b002', text: 'Det beste med norsk sommer er ____.', pick: 1 },
  { id: 'b003', text: 'Ingen fest uten ____ og ____.', pick: 2 },
];

/** A stored game the way the database holds it, with a running round. */
function stored(round: Record<string, unknown> | null, status = 1, plays: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Kortkveld', created_by: 'ann', game_status: status, game_number: 1, blank_cards: 3, win_points: 2, private: false },
    players: {
      ann: { name: 'Ann', points: 1, blank_cards_used: 0, seat: 1, next: 'bob' },
      bob: { name: 'Bob', points: 0, blank_cards_used: 1, seat: 2, next: 'ann' },
    },
    ...(round ? { round } : {}),
    selected_cards: plays,
    player_count: 2,
  };
}

const game = (...args: Parameters<typeof stored>) => mapGame(stored(...args)) as CahGame;

describe('mapping a stored Cah game', () => {
  it('reads settings, players, the round and the plays, leaving malformed parts out', () => {
    const value = stored({ number: 3, czar: 'bob', czar_seat: 2, black: 'b002', pick: 1, phase: 'result', winner: 'k1' }, 1, {
      k1: { round: 3, cards: { c0: { text: 'Is' } } },
      k2: { round: 3, cards: { c0: { text: 'Eget kort', blank: true } } },
      broken: { round: 3 },
    });
    const mapped = mapGame({ ...value, players: { ...value.players, ghost: 'not a player' } }) as CahGame;
    expect(mapped.settings).toEqual({ name: 'Kortkveld', blankCards: 3, winPoints: 2, createdBy: 'ann', status: 1, gameNumber: 1 });
    expect(mapped.players.map((p) => p.uid)).toEqual(['ann', 'bob']);
    expect(mapped.round).toEqual({ number: 3, czar: 'bob', czarSeat: 2, blackId: 'b002', pick: 1, phase: 'result', winner: 'k1', scored: null });
    expect(mapped.plays).toEqual([
      { key: 'k1', round: 3, cards: [{ text: 'Is' }] },
      { key: 'k2', round: 3, cards: [{ text: 'Eget kort', blank: true }] },
    ]);
  });

  it('gives null for a missing room or one without settings, and no round for a round without czar or card', () => {
    expect(mapGame(null)).toBeNull();
    expect(mapGame({ players: {} })).toBeNull();
    expect(game({ number: 1, black: 'b001' }).round).toBeNull();
    expect(mapGame({ settings: { game_status: 7 } })?.settings.status).toBe(0);
  });

  it('reads the bank’s black cards alone (what the first paint reads beside the room), sorted, malformed ones left out', () => {
    expect(
      mapBlackCards({
        b003: { text: 'Ingen fest uten ____ og ____.', pick: 2 },
        b001: { text: 'Hva gjemmer pappa i garasjen?', pick: 1 },
        b009: { text: '', pick: 1 },
        b010: { text: 'Tre kort?', pick: 3 },
      }),
    ).toEqual([
      { id: 'b001', text: 'Hva gjemmer pappa i garasjen?', pick: 1 },
      { id: 'b003', text: 'Ingen fest uten ____ og ____.', pick: 2 },
    ]);
    expect(mapBlackCards(null)).toEqual([]);
  });
});

describe('the black card on the table', () => {
  it('says what the room waits for before a game, and after one without a winning card', () => {
    expect(tableCard(game(null, 0), black)).toEqual({ kind: 'note', text: WAITING_FOR_START_TEXT });
    expect(tableCard(game(null, 2), black)).toEqual({ kind: 'note', text: GAME_OVER_TEXT });
    // A round left over from a stopped game is not shown as running.
    expect(tableCard(game({ number: 2, czar: 'ann', black: 'b001', pick: 1 }, 0), black).kind).toBe('note');
  });

  it('shows the running round’s card with empty gaps, its number and czar', () => {
    const card = tableCard(game({ number: 2, czar: 'bob', czar_seat: 2, black: 'b003', pick: 2, phase: 'playing' }), black);
    expect(card).toEqual({
      kind: 'black',
      parts: [{ text: 'Ingen fest uten ' }, { gap: true, answer: null }, { text: ' og ' }, { gap: true, answer: null }, { text: '.' }],
      trailing: null,
      pick: 2,
      round: 2,
      czar: 'bob',
      czarName: 'Bob',
    });
  });

  it('fills the gaps with the winning play once the czar has chosen, without the answers’ own full stops', () => {
    const plays = { win: { round: 2, cards: { c0: { text: 'Brunost!' }, c1: { text: 'Is.' } } }, lose: { round: 2, cards: { c0: { text: 'Regn' }, c1: { text: 'Mygg' } } } };
    const card = tableCard(game({ number: 2, czar: 'bob', black: 'b003', pick: 2, phase: 'result', winner: 'win' }, 1, plays), black);
    expect(card.kind === 'black' && card.parts).toEqual([
      { text: 'Ingen fest uten ' },
      { gap: true, answer: 'Brunost' },
      { text: ' og ' },
      { gap: true, answer: 'Is' },
      { text: '.' },
    ]);
  });

  it('puts the answer to a question without a gap under it', () => {
    const plays = { win: { round: 1, cards: { c0: { text: 'En elg.' } } } };
    const card = tableCard(game({ number: 1, czar: 'bob', black: 'b001', pick: 1, phase: 'result', winner: 'win' }, 1, plays), black);
    expect(card).toMatchObject({ kind: 'black', parts: [{ text: 'Hva gjemmer pappa i garasjen?' }], trailing: 'En elg.' });
  });

  it('keeps the last winning card on the table after the game, but not a play from an earlier round', () => {
    const round = { number: 4, czar: 'ann', black: 'b002', pick: 1, phase: 'result', winner: 'win', scored: 'bob' };
    const over = tableCard(game(round, 2, { win: { round: 4, cards: { c0: { text: 'Sol' } } } }), black);
    expect(over).toMatchObject({ kind: 'black', round: 4, parts: [{ text: 'Det beste med norsk sommer er ' }, { gap: true, answer: 'Sol' }, { text: '.' }] });
    const stale = tableCard(game(round, 2, { win: { round: 3, cards: { c0: { text: 'Sol' } } } }), black);
    expect(stale).toEqual({ kind: 'note', text: GAME_OVER_TEXT });
  });

  it('still draws the card when the bank or the czar is missing', () => {
    const card = tableCard(game({ number: 1, czar: 'gone', black: 'b404', pick: 1, phase: 'playing' }), []);
    expect(card).toMatchObject({ kind: 'black', parts: [{ text: '…' }], czar: 'gone', czarName: null });
  });

  it('splits a sentence at its gaps, a gap first or last included', () => {
    expect(cardParts('____ og ____', ['Ja', 'Nei!'])).toEqual([{ gap: true, answer: 'Ja' }, { text: ' og ' }, { gap: true, answer: 'Nei' }]);
    expect(cardParts('Uten hull', null)).toEqual([{ text: 'Uten hull' }]);
  });
});
