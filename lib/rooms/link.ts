import type { RoomGame } from '@/lib/firebase/paths';

/** The address that opens a room directly (the lobby is `/${game}/`). */
export function roomHref(game: RoomGame, code: string): string {
  return `/${game}/${encodeURIComponent(code)}/`;
}

export function lobbyHref(game: RoomGame): string {
  return `/${game}/`;
}
