'use client';
import { onEarlyFieldUsed } from '@/components/rooms/earlyField';
import { roomGameScreens } from '@/components/rooms/roomGameScreens';
import { EARLY_SEAT } from './earlySeat';
import { PlayerGamePart } from './parts';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const { LobbyScreen: BattleshotsLobbyScreen, RoomScreen: BattleshotsRoomScreen } = roomGameScreens({
  config: () => import('@/features/battleshots/lib/data').then((data) => data.battleshotsGame),
  room: () => import('./BattleshotsRoom'),
  plainRoom: true,
  early: () => void onEarlyFieldUsed(EARLY_SEAT, PlayerGamePart.preload, { focus: true }),
});
