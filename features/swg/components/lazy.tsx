'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

/** The survival-game screens with the Firebase SDK kept out of the pages' first load. */
export const ScoreboardLazy = lazyDatabaseScreen(() => import('./Scoreboard'));
export const SwgAdminScreenLazy = lazyDatabaseScreen(() => import('./SwgAdminScreen'));
