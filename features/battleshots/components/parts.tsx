'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The game from a player's seat (placing the fleet, shooting, the hit alert, the end) loads apart
// from the room's first live commit: a watcher waits for none of it. It is plain like the room
// (docs/rooms.md, step 5); a phone that noted a seat fetches it when the room mounts
// (BattleshotsRoom), a guest as soon as a finger goes into the seat's name box, the page's plain
// one included (lazy.tsx, SeatForm).
export const PlayerGamePart = lazyPart(() => import('./PlayerGame'), { loading: <Loading label="Henter brettet ditt …" /> });

