'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The survival-game screens with the Firebase SDK kept out of the pages' first load. */
export const ScoreboardLazy = dynamic(() => import('./Scoreboard'), { ssr: false, loading: () => <DatabaseLoading /> });
export const SwgAdminScreenLazy = dynamic(() => import('./SwgAdminScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
