// The games with rooms, from the registry (features/index.ts): every manifest's `room.game`, in
// the registry's order. A game added there (the party, `fest`, too) is looked up by the home
// page's «Bli med» box and kept apart from the others' codes with no change here.
import { MANIFESTS } from '@/features';
import type { RoomGame } from '@/lib/firebase/paths';

export const ROOM_GAMES: readonly RoomGame[] = MANIFESTS.flatMap((m) => (m.room ? [m.room.game as RoomGame] : []));

/** A game's title as its home tile names it («Proost»), else its id. */
export function roomGameTitle(game: RoomGame): string {
  const manifest = MANIFESTS.find((m) => m.room?.game === game);
  return manifest?.pages.find((p) => p.tile)?.tile?.name ?? game;
}
