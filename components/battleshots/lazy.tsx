'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const BattleshotsLobbyScreen = dynamic(() => import('./BattleshotsLobbyScreen'), { ssr: false, loading: () => <Loading /> });
export const BattleshotsRoomScreen = dynamic(() => import('./BattleshotsRoomScreen'), { ssr: false, loading: () => <Loading /> });
