'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// Only a private room's newcomer meets the live wall (MUI's field and buttons), so it is a part of
// its own and a member's live room does not wait for MUI (docs/rooms.md, "How a room page loads").
// A guest typing into the page's plain wall gets it fetched beside the room screen
// (roomGameScreens); the plain wall stays on screen, taking typing, until this one takes it over.
export const PasswordWall = lazyPart(() => import('./RoomPasswordWall'), { loading: <Loading label="Åpner rommet …" /> });
