'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const BattleshotsLobbyScreen = lazyDatabaseScreen(() => import('./BattleshotsLobbyScreen'));
export const BattleshotsRoomScreen = lazyDatabaseScreen(() => import('./BattleshotsRoomScreen'));
