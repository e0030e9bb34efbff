import { parseRecent, RECENT_MAX, recentStorageKey, withoutRecent, withRecent } from '@/lib/rooms/recent';

describe('recent list', () => {
  it('has one storage key per kind', () => {
    expect(recentStorageKey('fridge')).not.toBe(recentStorageKey('quest'));
  });

  it('reads nothing from missing, broken or foreign values', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent('{"id":"a"}')).toEqual([]);
    expect(parseRecent(JSON.stringify([null, 3, { id: 5 }, { id: '' }, { name: 'x' }]))).toEqual([]);
  });

  it('keeps well-formed entries newest first, repairs names and times, drops repeats', () => {
    const text = JSON.stringify([
      { id: 'a', name: 'Hytta', at: 1 },
      { id: 'b', at: 5 },
      { id: 'a', name: 'Igjen', at: 9 },
      { id: 'c', name: 'x'.repeat(200), at: 'soon' },
    ]);
    expect(parseRecent(text)).toEqual([
      { id: 'b', name: '', at: 5 },
      { id: 'a', name: 'Hytta', at: 1 },
      { id: 'c', name: 'x'.repeat(80), at: 0 },
    ]);
  });

  it('puts a visited one first, moves a known one up with its new name, and caps the list', () => {
    let list = withRecent([], { id: 'a', name: 'A', at: 1 });
    list = withRecent(list, { id: 'b', name: 'B', at: 2 });
    list = withRecent(list, { id: 'a', name: 'A2', at: 3 });
    expect(list.map((e) => [e.id, e.name])).toEqual([
      ['a', 'A2'],
      ['b', 'B'],
    ]);
    for (let i = 0; i < 20; i++) list = withRecent(list, { id: `x${i}`, name: '', at: 10 + i });
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0].id).toBe('x19');
    expect(parseRecent(JSON.stringify(list))).toEqual(list);
  });

  it('forgets one', () => {
    const list = [
      { id: 'a', name: '', at: 2 },
      { id: 'b', name: '', at: 1 },
    ];
    expect(withoutRecent(list, 'a')).toEqual([{ id: 'b', name: '', at: 1 }]);
  });
});
