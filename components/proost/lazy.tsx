'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const ProostLobbyScreen = lazyPart(() => import('./ProostLobbyScreen'), { loading: () => <DatabaseLoading /> });
export const ProostRoomScreen = lazyPart(() => import('./ProostRoomScreen'), { loading: () => <DatabaseLoading /> });
