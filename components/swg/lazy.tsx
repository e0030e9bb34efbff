'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The survival-game screens with the Firebase SDK kept out of the pages' first load. */
export const ScoreboardLazy = lazyPart(() => import('./Scoreboard'), { loading: () => <DatabaseLoading /> });
export const SwgAdminScreenLazy = lazyPart(() => import('./SwgAdminScreen'), { loading: () => <DatabaseLoading /> });
