'use client';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: ProostLobbyScreen, RoomScreen: ProostRoomScreen } = roomGameScreens({
  config: () => import('@/features/proost/lib/data').then((data) => data.proostGame),
  room: () => import('./ProostRoom'),
  plainRoom: true,
});
