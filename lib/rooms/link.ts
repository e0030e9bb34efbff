import type { RoomGame } from '@/lib/firebase/paths';

/** What an invite link can open: a game room, or a fridge or quest game opened by id. */
export type LinkTarget = RoomGame | 'fridge' | 'quest';

/** The address that opens a room directly (the lobby is `/${game}/`); fridges and quests alike. */
export function roomHref(game: LinkTarget, code: string): string {
  return `/${game}/${encodeURIComponent(code)}/`;
}

export function lobbyHref(game: LinkTarget): string {
  return `/${game}/`;
}
