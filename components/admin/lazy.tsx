'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The admin screen with the Firebase SDK kept out of the page's first load. */
export const AdminScreenLazy = dynamic(() => import('./AdminScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
