'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const FridgeScreenLazy = lazyPart(() => import('./FridgeScreen'), { loading: () => <DatabaseLoading /> });

export const FridgeStartLazy = lazyPart(() => import('./FridgeStartScreen'), { loading: () => <DatabaseLoading /> });
