'use client';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: BattleshotsLobbyScreen, RoomScreen: BattleshotsRoomScreen } = roomGameScreens({
  config: () => import('@/features/battleshots/lib/data').then((data) => data.battleshotsGame),
  room: () => import('./BattleshotsRoom'),
});
