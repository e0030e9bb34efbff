'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The creator's switches and starter pack are MUI, a part of their own inside the plain sections,
// fetched as soon as the room knows this phone made it (ProostRoom). A file apart from the
// sections' own part, which the sections import: one file for both would be an import circle.
export const CreatorSettingsPart = lazyPart(() => import('./CreatorSettings'), { loading: <Loading label="Henter innstillingene …" /> });
