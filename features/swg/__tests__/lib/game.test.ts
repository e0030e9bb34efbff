import {
  addLife,
  describeEntry,
  kill,
  lastUndoable,
  mapPlayer,
  newPlayer,
  nextPlayerId,
  playerLabel,
  removeLife,
  toggleStaff,
  type HistoryEntry,
} from '@/features/swg/lib/game';

const alive = { lives: 2, dead: false, staff: false };

describe('lives', () => {
  it('remove life decrements, and reaching 0 sets dead', () => {
    expect(removeLife(alive)).toEqual({ lives: 1, dead: false, staff: false });
    expect(removeLife({ ...alive, lives: 1 })).toEqual({ lives: 0, dead: true, staff: false });
    expect(removeLife({ lives: 0, dead: true, staff: false })).toEqual({ lives: 0, dead: true, staff: false });
  });
  it('add life increments and clears dead', () => {
    expect(addLife(alive)).toEqual({ lives: 3, dead: false, staff: false });
    expect(addLife({ lives: 0, dead: true, staff: false })).toEqual({ lives: 1, dead: false, staff: false });
    expect(addLife({ lives: 99, dead: false, staff: false }).lives).toBe(99);
  });
  it('dead sets lives 0 and dead; staff toggles and keeps lives', () => {
    expect(kill(alive)).toEqual({ lives: 0, dead: true, staff: false });
    expect(toggleStaff(alive)).toEqual({ lives: 2, dead: false, staff: true });
    expect(toggleStaff(toggleStaff(alive))).toEqual(alive);
  });
  it('shows STAFF instead of lives, DEAD at zero, else the lives left', () => {
    expect(playerLabel({ lives: 3, dead: false, staff: true })).toBe('STAFF');
    expect(playerLabel({ lives: 0, dead: true, staff: false })).toBe('DEAD');
    expect(playerLabel({ lives: 1, dead: false, staff: false })).toBe('1 liv');
    expect(playerLabel({ lives: 4, dead: false, staff: false })).toBe('4 liv');
  });
});

describe('new players', () => {
  it('get 4 lives, not dead, the generic image', () => {
    expect(newPlayer('007', 'Bond')).toEqual({ id: '007', name: 'Bond', img: 'generic.jpg', lives: 4, dead: false, staff: false });
  });
  it.each<[string[], string]>([
    [[], '001'],
    [['001', '002'], '003'],
    [['001', '009'], '010'],
    [['003', '001'], '004'],
    [['099'], '100'],
    [['999'], '1000'],
    [['0001'], '0002'],
    [['12', 'abc'], '013'],
  ])('after %p the next id is %p', (keys, expected) => expect(nextPlayerId(keys)).toBe(expected));
});

describe('stored data', () => {
  it('falls back to the generic image for unknown or unsafe names, and never shows 0 lives alive', () => {
    expect(mapPlayer('001', { name: 'Ola', img: '../x.svg', lives: 0, dead: false, staff: false })).toMatchObject({ img: 'generic.jpg', dead: true });
    expect(mapPlayer('002', { name: 'Kari', img: 'kari.png', lives: 3 })).toMatchObject({ img: 'kari.png', lives: 3, dead: false });
    expect(mapPlayer('003', 'tekst')).toBeNull();
  });
});

describe('history', () => {
  const entry = (key: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
    key,
    at: 0,
    action: 'remove_life',
    player: '001',
    name: 'Ola',
    before: { lives: 4, dead: false, staff: false },
    after: { lives: 3, dead: false, staff: false },
    undone: false,
    ...extra,
  });
  it('undo takes the newest change not yet undone', () => {
    expect(lastUndoable([entry('-a'), entry('-c', { undone: true }), entry('-b')])?.key).toBe('-b');
    expect(lastUndoable([entry('-a', { undone: true })])).toBeNull();
  });
  it('describes changes in Norwegian', () => {
    expect(describeEntry(entry('-a'))).toBe('Ola: mistet et liv (4 liv → 3 liv)');
    expect(describeEntry(entry('-a', { action: 'dead', after: { lives: 0, dead: true, staff: false }, undone: true }))).toBe(
      'Ola: satt som død (4 liv → DEAD) (angret)',
    );
    expect(describeEntry(entry('-a', { action: 'start', player: null, before: false, after: true }))).toBe('Spillet ble startet');
  });
});
