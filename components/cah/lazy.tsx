'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

// The screens (and the Firebase SDK under them) load after the page, keeping the first load small.
export const CahLobbyScreen = dynamic(() => import('./CahLobbyScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
export const CahRoomScreen = dynamic(() => import('./CahRoomScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
