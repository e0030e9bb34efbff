'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const BattleshotsLobbyScreen = lazyPart(() => import('./BattleshotsLobbyScreen'), { loading: () => <DatabaseLoading /> });
export const BattleshotsRoomScreen = lazyPart(() => import('./BattleshotsRoomScreen'), { loading: () => <DatabaseLoading /> });
