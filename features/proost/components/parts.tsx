'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// What a Proost room shows below its card is plain (players, questions, their forms), so a guest
// loads no MUI code at all (docs/rooms.md, step 5). The sections load when the live card renders,
// so their bytes do not stand between the guest and the card; the creator's switches and starter
// pack are MUI and a part of their own, fetched as soon as the room knows this phone made it.
export const ProostRoomSections = lazyPart(() => import('./ProostRoomSections'), { mui: false });
export const CreatorSettingsPart = lazyPart(() => import('./CreatorSettings'), { loading: <Loading label="Henter innstillingene …" /> });
