'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The round and the creator's settings load apart from the room's first live commit: a guest who
// has not sat down waits for none of their code (docs/rooms.md, step 5). A phone that sat here
// before fetches them when the room mounts (CahRoom), a guest once they start on the name box, the
// page's plain one included (lazy.tsx, JoinGameForm). The round is plain; the creator's settings,
// drawn with MUI, are a part of their own (settingsPart.tsx).
export const CahRoomSections = lazyPart(() => import('./CahRoomSections'), { loading: <Loading label="Henter runden …" />, mui: false });
