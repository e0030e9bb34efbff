import { sameContent } from '@/lib/firebase/values';

describe('sameContent', () => {
  it('finds two mapped rooms alike when every member is', () => {
    const a = { players: [{ key: 'p1', name: 'Ola' }], settings: { name: 'Fest', allow_entries: true, max: 3 } };
    const b = { players: [{ key: 'p1', name: 'Ola' }], settings: { name: 'Fest', allow_entries: true, max: 3 } };
    expect(sameContent(a, b)).toBe(true);
    expect(sameContent([], [])).toBe(true);
    expect(sameContent(NaN, NaN)).toBe(true);
  });

  it('tells apart a changed, missing, added or reordered member', () => {
    const room = { players: [{ key: 'p1', name: 'Ola' }, { key: 'p2', name: 'Kari' }], open: true };
    expect(sameContent(room, { ...room, open: false })).toBe(false);
    expect(sameContent(room, { players: room.players })).toBe(false);
    expect(sameContent(room, { ...room, extra: undefined })).toBe(false);
    expect(sameContent(room, { ...room, players: [room.players[1], room.players[0]] })).toBe(false);
    expect(sameContent(room, { ...room, players: [...room.players, { key: 'p3', name: 'Per' }] })).toBe(false);
    expect(sameContent({ n: 0 }, { n: '0' })).toBe(false);
    expect(sameContent({ a: null }, { a: {} })).toBe(false);
    expect(sameContent([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it('compares a Set or another class only by identity', () => {
    const drawn = new Set(['q1']);
    expect(sameContent({ drawn }, { drawn })).toBe(true);
    expect(sameContent({ drawn }, { drawn: new Set(['q1']) })).toBe(false);
    expect(sameContent(new Date(5), new Date(5))).toBe(false);
  });
});
