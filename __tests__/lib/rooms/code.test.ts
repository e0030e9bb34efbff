import { cleanRoomCode, isRoomCode, randomRoomCode } from '@/lib/rooms/code';
import { CODE_ALPHABET as SANTA_ALPHABET } from '@/features/secretSanta/lib/code';
import { activeRooms, lobbyQueryStart, LOBBY_WINDOW_MS, type LobbyRoom } from '@/lib/rooms/lobby';

describe('room codes', () => {
  it('are 5 upper-case symbols without look-alikes and reach both ends of the alphabet', () => {
    expect(randomRoomCode(() => 0)).toBe('AAAAA');
    expect(randomRoomCode(() => 0.9999999)).toBe('99999');
    for (let i = 0; i < 300; i++) expect(randomRoomCode()).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  });

  it('use the same alphabet as secret santa\'s codes', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomRoomCode()).join(''));
    expect([...seen].sort().join('')).toBe([...SANTA_ALPHABET].sort().join(''));
  });

  it('vary between calls', () => {
    const codes = new Set(Array.from({ length: 50 }, () => randomRoomCode()));
    expect(codes.size).toBeGreaterThan(45);
  });

  it('accept what a guest types once spaces and dashes are gone; old mixed-case codes stay valid', () => {
    expect(isRoomCode(cleanRoomCode(' ab C1 2'))).toBe(true);
    expect(cleanRoomCode('abc-de ')).toBe('abcde');
    expect(isRoomCode('qh9O6')).toBe(true);
    expect(isRoomCode('abc1')).toBe(false);
    expect(isRoomCode('abc1ø')).toBe(false);
    expect(isRoomCode('abc/1')).toBe(false);
  });
});

describe('lobby listing', () => {
  const now = 1_800_000_000_000;
  const room = (code: string, activeAt: number): LobbyRoom => ({
    code, name: code, creatorName: 'K', createdBy: 'u', private: false, createdAt: activeAt, activeAt,
  });

  it('shows rooms active in the last 24 hours, newest first', () => {
    const rooms = [room('old', now - LOBBY_WINDOW_MS - 1), room('mid', now - 5000), room('new', now - 10), room('edge', now - LOBBY_WINDOW_MS + 1)];
    expect(activeRooms(rooms, now).map((r) => r.code)).toEqual(['new', 'mid', 'edge']);
  });

  it('queries from a start that is stable within the hour and never misses the window', () => {
    const hourStart = now - (now % 3_600_000);
    expect(lobbyQueryStart(hourStart + 1)).toBe(lobbyQueryStart(hourStart + 3_599_999));
    expect(lobbyQueryStart(now)).toBeLessThanOrEqual(now - LOBBY_WINDOW_MS);
    expect(lobbyQueryStart(now)).toBeGreaterThan(now - LOBBY_WINDOW_MS - 3_600_000);
  });
});
