'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The p75 field-data table for /admin, with the Firebase SDK kept out of the page's first load. */
export const VitalsP75Lazy = lazyPart(() => import('./VitalsP75'), { loading: () => <DatabaseLoading /> });
