'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const ProostLobbyScreen = lazyDatabaseScreen(() => import('./ProostLobbyScreen'));
export const ProostRoomScreen = lazyDatabaseScreen(() => import('./ProostRoomScreen'));
