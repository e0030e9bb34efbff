// The room games shared code knows (lib/rooms/roomGame.ts) are the registry's, in its order: the
// home page's «Bli med» and a new room's code check look in each (docs/rooms.md "Codes").
import { MANIFESTS } from '@/features';
import { ROOM_GAMES } from '@/lib/rooms/roomGame';

describe('ROOM_GAMES', () => {
  it('lists every manifest that declares a room, in the registry order, and nothing else', () => {
    expect([...ROOM_GAMES]).toEqual(MANIFESTS.flatMap((m) => (m.room ? [m.room.game] : [])));
  });
});
