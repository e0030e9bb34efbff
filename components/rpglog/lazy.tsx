'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The RPG log screen with the Firebase SDK kept out of the page's first load. */
export const RpgLogScreenLazy = dynamic(() => import('./RpgLogScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
