// The games with rooms (lobby, codes, members, presence: lib/rooms/), as shared code knows them.
// Shared code never imports the registry (docs/architecture.md), so the list lives here, below
// every app; each room game's manifest declares `room: { game }` with one of these ids, and the
// registry (features/index.ts) fails to compile, and __tests__/lib/rooms/roomGame.test.ts fails,
// while the manifests' games and this list differ.

/** In the registry's order: the home page's «Bli med» looks a code up in each. */
export const ROOM_GAMES = ['fest', 'proost', 'cah', 'battleshots'] as const;

/** A game with rooms. */
export type RoomGame = (typeof ROOM_GAMES)[number];
