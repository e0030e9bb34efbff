import { ROOM_GAMES, type RoomGame } from './roomGame';

/**
 * The apps opened by id whose links are shared besides the room games (a fridge, a quest log).
 * Each adds its id route here from its own manifest (`declare module '@/lib/rooms/link'`), so
 * shared code is typed over them without naming them or importing the registry
 * (docs/adding-an-app.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the apps' manifests
export interface LinkTargets {}

/** What an invite link can open: a game room, or a thing an app opens by id. */
export type LinkTarget = RoomGame | Extract<keyof LinkTargets, string>;

/** A game room (with members, a password and an invite secret), not a thing opened by id alone. */
export function isRoomGame(target: LinkTarget): target is RoomGame {
  return (ROOM_GAMES as readonly string[]).includes(target);
}

/** The address that opens a room directly (the lobby is `/${game}/`); fridges and quests alike. */
export function roomHref(game: LinkTarget, code: string): string {
  return `/${game}/${encodeURIComponent(code)}/`;
}

export function lobbyHref(game: LinkTarget): string {
  return `/${game}/`;
}
