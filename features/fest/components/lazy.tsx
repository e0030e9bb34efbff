'use client';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: FestStartScreen, RoomScreen: FestPartyScreen } = roomGameScreens({
  config: () => import('@/features/fest/lib/data').then((data) => data.festGame),
  room: () => import('./FestParty'),
});
