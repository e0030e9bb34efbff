'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const ProostLobbyScreen = dynamic(() => import('./ProostLobbyScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
export const ProostRoomScreen = dynamic(() => import('./ProostRoomScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
