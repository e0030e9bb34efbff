'use client';
import { onEarlyFieldUsed } from '@/components/rooms/earlyField';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';
import { EARLY_JOIN } from './earlyJoinForm';
import { CahRoomSections } from './sectionsPart';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: CahLobbyScreen, RoomScreen: CahRoomScreen } = roomGameScreens({
  config: () => import('@/features/cah/lib/data').then((data) => data.cahGame),
  room: () => import('./CahRoom'),
  plainRoom: true,
  early: () => void onEarlyFieldUsed(EARLY_JOIN, CahRoomSections.preload, { focus: true }),
});
