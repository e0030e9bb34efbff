import type { Bank } from '@/features/cah/lib/bank';
import type { IsActive } from '@/features/cah/lib/game';
import type { CahGame } from '@/features/cah/lib/types';

/** What every part of the room screen needs: the room, who is looking, the game and the bank. */
export type Table = { code: string; uid: string; game: CahGame; bank: Bank; isActive: IsActive };

export const randomSource = () => Math.random();
