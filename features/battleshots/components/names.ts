import type { BattleshotsRoom } from '@/features/battleshots/lib/game';

/** A player's name as the room shows it. */
export function nameOf(room: BattleshotsRoom, uid: string | null | undefined): string {
  if (!uid) return 'Motstanderen';
  return room.players[uid]?.name ?? 'Motstanderen';
}
