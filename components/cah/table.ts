import type { Bank } from '@/lib/cah/bank';
import type { IsActive } from '@/lib/cah/game';
import type { CahGame } from '@/lib/cah/types';

/** What every part of the room screen needs: the room, who is looking, the game and the bank. */
export type Table = { code: string; uid: string; game: CahGame; bank: Bank; isActive: IsActive };

export const randomSource = () => Math.random();
