'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

/** The RPG log screen with the Firebase SDK kept out of the page's first load. */
export const RpgLogScreenLazy = lazyDatabaseScreen(() => import('./RpgLogScreen'));
