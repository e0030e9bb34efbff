'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The p75 field-data table for /admin, with the Firebase SDK kept out of the page's first load. */
export const VitalsP75Lazy = dynamic(() => import('./VitalsP75'), { ssr: false, loading: () => <DatabaseLoading /> });
