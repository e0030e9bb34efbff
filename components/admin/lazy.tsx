'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The admin screen with the Firebase SDK kept out of the page's first load. */
export const AdminScreenLazy = lazyPart(() => import('./AdminScreen'), { loading: () => <DatabaseLoading /> });
