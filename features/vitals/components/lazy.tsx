'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

/** The p75 field-data table for /admin, with the Firebase SDK kept out of the page's first load. */
export const VitalsP75Lazy = lazyDatabaseScreen(() => import('./VitalsP75'));
