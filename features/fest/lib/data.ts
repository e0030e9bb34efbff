// The party's («Festrom») data access: its settings, the members' names and the party's game
// rooms. The party itself is a room (lib/rooms/data.ts createRoom/joinRoom); paths come from
// features/fest/paths.ts.
import type { RoomBaseSettings, RoomGameConfig } from '@/lib/rooms/data';

/** A party is always private: the host picks its password at creation (docs/rooms.md §Festrom). */
export function newParty(base: RoomBaseSettings) {
  return { settings: { ...base, private: true } };
}

export const festGame: RoomGameConfig = { game: 'fest', title: 'Festrom', newRoomContent: newParty };
