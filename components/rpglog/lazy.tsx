'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

/** The RPG log screen with the Firebase SDK kept out of the page's first load. */
export const RpgLogScreenLazy = lazyPart(() => import('./RpgLogScreen'), { loading: () => <DatabaseLoading /> });
