'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

/** The survival-game screens with the Firebase SDK kept out of the pages' first load. */
export const ScoreboardLazy = dynamic(() => import('./Scoreboard'), { ssr: false, loading: () => <Loading /> });
export const SwgAdminScreenLazy = dynamic(() => import('./SwgAdminScreen'), { ssr: false, loading: () => <Loading /> });
