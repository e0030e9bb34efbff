// Which rooms the lobby lists: those active in the last 24 hours, newest activity first.

export const LOBBY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type LobbyRoom = {
  code: string;
  name: string;
  creatorName: string;
  createdBy: string;
  private: boolean;
  createdAt: number;
  activeAt: number;
};

export function activeRooms(rooms: readonly LobbyRoom[], now: number): LobbyRoom[] {
  return rooms
    .filter((room) => room.activeAt > now - LOBBY_WINDOW_MS)
    .sort((a, b) => b.activeAt - a.activeAt || a.code.localeCompare(b.code));
}

/**
 * The lower bound the lobby query starts at. Rounded down to the hour so the query (and its
 * cached listener) stays the same for an hour; activeRooms() trims the exact window.
 */
export function lobbyQueryStart(now: number): number {
  const hour = 60 * 60 * 1000;
  return Math.floor((now - LOBBY_WINDOW_MS) / hour) * hour;
}
