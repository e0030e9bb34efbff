/** @jest-environment node */
// Codes across the room games (docs/rooms.md "Codes"): a new room's code is unused in every game,
// a typed code finds its room whatever the game and case, and an old code two games share
// (codes were unique per game before) gives both, so the guest can choose.
import { cahGame } from '@/features/cah/lib/data';
import { proostGame } from '@/features/proost/lib/data';
import { createRoom, findRoomInGames } from '@/lib/rooms/data';
import { ROOM_GAMES } from '@/lib/rooms/roomGame';
import { CODE_FORMAT_TEXT, CODE_TAKEN_TEXT } from '@/lib/rooms/texts';
import { setupRulesDb } from './helpers';

describe('room codes across games', () => {
  const rdb = setupRulesDb('codes');
  const entry = (name: string) => ({ name, creator_name: 'Kari', created_by: 'old', private: false, created_at: 1, active_at: 1 });

  beforeAll(async () => {
    await createRoom(rdb.as('creator').db, cahGame, 'creator', { code: 'KQX7M', name: 'Kortkveld', creatorName: 'Kari', private: false, password: '' });
    // An old mixed-case code that both Proost and Battleshots used, from before codes were unique across games.
    await rdb.seed('lobby/proost/qh9O6', entry('Gammel fest'));
    await rdb.seed('codes/proost/qh9o6', 'qh9O6');
    await rdb.seed('lobby/battleshots/qh9O6', entry('Gammelt slag'));
    await rdb.seed('codes/battleshots/qh9o6', 'qh9O6');
  });

  it('lists the room games from the registry', () => {
    expect(ROOM_GAMES).toEqual(expect.arrayContaining(['proost', 'cah', 'battleshots']));
  });

  it('refuses a new room whose code another game already has, in any case', async () => {
    await rdb.seed('rate', null);
    await expect(
      createRoom(rdb.as('stranger').db, proostGame, 'stranger', { code: 'kqx7m', name: 'Fest', creatorName: 'Eve', private: false, password: '' }),
    ).rejects.toThrow(CODE_TAKEN_TEXT);
    expect(await rdb.readAsOwner('lobby/proost/kqx7m')).toBeNull();
  });

  it('finds a room of any game by its code typed in lower case with spaces', async () => {
    const found = await findRoomInGames(rdb.as('stranger').db, ' kqx 7m ');
    expect(found).toEqual([expect.objectContaining({ game: 'cah', code: 'KQX7M', room: expect.objectContaining({ name: 'Kortkveld' }) })]);
  });

  it('gives every room an old shared code names, and none for an unknown code', async () => {
    const found = await findRoomInGames(rdb.as('stranger').db, 'QH9O6');
    expect(found.map((f) => [f.game, f.code, f.room.name]).sort()).toEqual([
      ['battleshots', 'qh9O6', 'Gammelt slag'],
      ['proost', 'qh9O6', 'Gammel fest'],
    ]);
    expect(await findRoomInGames(rdb.as('stranger').db, 'ZZZZ2')).toEqual([]);
    await expect(findRoomInGames(rdb.as('stranger').db, 'ab')).rejects.toThrow(CODE_FORMAT_TEXT);
  });
});
