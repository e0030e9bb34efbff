import type { NewRoom } from '@/lib/rooms/data';

/**
 * What a lobby's plain forms ask of its live part. Each resolves once done (the room opens by
 * itself, or the live part asks for a password) and rejects with an Error whose message is the
 * Norwegian text to show under the form.
 */
export type LobbyActions = {
  join: (typed: string) => Promise<void>;
  create: (room: NewRoom) => Promise<void>;
};
