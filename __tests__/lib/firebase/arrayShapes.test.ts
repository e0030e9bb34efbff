// The SDK returns a node whose keys are "0", "1", … as an array (null in the
// gaps). Every mapper must read it as the keyed map it was stored as.
import { mapBattleshotsRoom } from '@/features/battleshots/lib/data';
import { mapBank } from '@/features/cah/lib/bank';
import { mapGame } from '@/features/cah/lib/data';
import { asRecord, entries } from '@/lib/firebase/values';
import { mapProostRoom } from '@/features/proost/lib/data';
import { mapInfo, mapLog } from '@/features/rpglog/lib/log';
import { storedReport } from '@/features/vitals/lib/p75';

/** The same children as an object keyed "0", "1", … and as the array the SDK makes of it. */
function bothShapes<T>(items: T[]): [string, unknown][] {
  return [
    ['object', Object.fromEntries(items.map((item, i) => [String(i), item]))],
    ['array', [...items]],
  ];
}

describe('asRecord and entries', () => {
  it('read an array as index → element, leaving out the gaps', () => {
    expect(asRecord(['a', null, 'c'])).toEqual({ '0': 'a', '2': 'c' });
    expect(entries([{ n: 1 }, undefined, { n: 3 }], (key, v) => ({ key, v }))).toEqual([
      { key: '0', v: { n: 1 } },
      { key: '2', v: { n: 3 } },
    ]);
  });

  it('still refuse what is no map at all', () => {
    expect(asRecord(null)).toBeNull();
    expect(asRecord('tekst')).toBeNull();
    expect(asRecord(5)).toBeNull();
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
  });
});

describe.each(bothShapes([
  { text: 'Skål', by: 'u1', type: 'Generelt' },
  { text: 'Pek på @spiller', by: 'u2', type: 'Pekelek' },
]))('mapProostRoom with questions as an %s', (_shape, questions) => {
  it('keeps every question (it dropped them all when they came as an array)', () => {
    const room = mapProostRoom({
      settings: { name: 'Fest', private: false, created_by: 'u1', allow_entries: true, allow_new_players: false, allow_screen_tap: false },
      questions,
      players: [{ name: 'Kari', added_by: 'u1', id: '0' }],
      drawn: [true, true],
    })!;
    expect(room.questions.map((q) => [q.key, q.text])).toEqual([['0', 'Skål'], ['1', 'Pek på @spiller']]);
    expect(room.players.map((p) => p.name)).toEqual(['Kari']);
    expect([...room.drawn]).toEqual(['0', '1']);
  });
});

describe.each(bothShapes([
  { title: 'Ankom byen', person: '', session: 1, from: 'DM', date: '2026-10-01' },
  { title: 'Fant kartet', person: 'Ola', session: 1, from: 'DM', date: '2026-10-01' },
]))('RPG log entries as an %s', (_shape, log) => {
  it('are all read', () => {
    expect(mapLog(log).entries.map((e) => e.title)).toEqual(['Ankom byen', 'Fant kartet']);
  });
});

describe('RPG log info', () => {
  it('reads stories whatever the container', () => {
    expect(mapInfo({ session: 2, story: { s1: 'Start' } }).stories).toEqual({ 1: 'Start' });
  });
});

describe.each(bothShapes(['Et hvitt kort', 'Et annet']))('Cah bank white cards as an %s', (_shape, white) => {
  it('are all read', () => {
    expect(mapBank({ black: { b001: { text: 'Hva ____?', pick: 1 } }, white }).white).toEqual(['Et hvitt kort', 'Et annet']);
  });
});

describe('Cah game with array-shaped parts', () => {
  it('reads spent and recycled cards whatever their shape (hands are keyed s0…s9, never an array)', () => {
    const game = mapGame({
      settings: { name: 'Kort', created_by: 'u1', game_status: 1, game_number: 1 },
      spent: ['u1', 'u2'],
      recycled: [true],
    })!;
    expect(game.spent).toEqual({ '0': 'u1', '1': 'u2' });
    expect(game.recycled).toEqual({ '0': true });
  });
});

describe('Battleshots room with array-shaped parts', () => {
  it('reads the sunk ships and a revealed board stored under 0–4', () => {
    const board = [
      { row: 0, col: 0, horizontal: true },
      { row: 1, col: 0, horizontal: true },
      { row: 2, col: 0, horizontal: true },
      { row: 3, col: 0, horizontal: true },
      { row: 4, col: 0, horizontal: true },
    ];
    const room = mapBattleshotsRoom({
      settings: { name: 'Hav', private: false, created_by: 'a', game_active: true },
      game: { turn: 'a', sunk: { a: ['A1', null, 'C3'] }, revealed: { b: board } },
    })!;
    expect(room.game.revealed.b).toHaveLength(5);
    expect([...room.game.sunk.a].sort()).toEqual([0, 2]);
  });
});

describe('vitals report', () => {
  it('is read from an element of an array-shaped node as well', () => {
    const [first] = Object.values(asRecord([{ route: '/', name: 'LCP', value: 1, at: 2 }])!);
    expect(storedReport(first, '0')).toMatchObject({ route: '/', name: 'LCP', voter: '0' });
  });
});
