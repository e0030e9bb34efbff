'use client';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: CahLobbyScreen, RoomScreen: CahRoomScreen } = roomGameScreens({
  config: () => import('@/features/cah/lib/data').then((data) => data.cahGame),
  room: () => import('./CahRoom'),
});
