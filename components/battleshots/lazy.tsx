'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const BattleshotsLobbyScreen = dynamic(() => import('./BattleshotsLobbyScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
export const BattleshotsRoomScreen = dynamic(() => import('./BattleshotsRoomScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
