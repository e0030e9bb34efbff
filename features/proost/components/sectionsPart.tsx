'use client';
import { lazyPart } from '@/components/ui/lazyPart';

// What a Proost room shows below its card is plain (players, questions, their forms), so a guest
// loads no MUI code at all (docs/rooms.md, step 5). The sections load when the live card renders,
// so their bytes do not stand between the guest and the card.
export const ProostRoomSections = lazyPart(() => import('./ProostRoomSections'), { mui: false });
