'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

/** The admin screen with the Firebase SDK kept out of the page's first load. */
export const AdminScreenLazy = lazyDatabaseScreen(() => import('./AdminScreen'));
